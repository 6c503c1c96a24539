/**
 * A supplier's product with its stock line. Shared: the orders' demo seed draws its lines from the
 * seeded ones, through the demo world.
 */
export interface SellerProductWire {
  SupplierProductDetailId: number;
  SupplierStockItemId: number;
  SupplierId: string;
  ProductId: number;
  ProductCategoryId: number;
  ProductCategoryName: string;
  ProductSubCategoryId: number;
  ProductSubCategoryName: string;
  ProductName: string;
  /** The catalogue product's barcode (assumed: the specification's seller product has none; docs/api.md). */
  Barcode: string;
  ProductStatus: string;
  Quantity: number;
  UnitPrice: number;
  ImgUrl: string;
}
