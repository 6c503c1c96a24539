// As the services send it, `Tiltle` included (docs/api.md, "Product catalogue").

/** `Brand/GetAllBrands` item. The app's `BrandTitle` is the server's `Brandname`. */
export interface BrandWire {
  BrandId: number;
  Brandname: string;
  BrandImgUrl: string;
  IsActive: boolean;
}

/** `ProductCategory/ProductCategoryAll` item; also `ProductCategory/ProductCategory?productCategoryId=`'s Data. */
export interface CategoryWire {
  ProductCategoryId: number;
  Tiltle: string;
  CategoryCode: string | null;
  IsActive: boolean;
  ImageBanner: string;
  ImageIcon: string;
}

export interface SubCategoryWire {
  ProductSubCategoryId: number;
  ProductSubCategoryName: string;
  SubCategoryCode: string | null;
  ProductCategoryId: number;
  ProductCategoryName: string;
  ImgUrl: string;
  IsActive: boolean;
}

/** `ProductSubCategory/NewProductSubCategorys?productCategoryId=` item, and `ProductCategory/ProductSubCategory`'s Data[0]. */
export interface SubCategoryChoiceWire {
  ProductSubCategoryId: number;
  Tiltle: string;
  ImgUrl: string;
}

export interface UnitWire {
  UnitId: number;
  UnitTitle: string;
}

/** `Product/GetAllProducts` item (with its first image). */
export interface ProductListItemWire {
  ProductId: number;
  ProductDetailId: number;
  ProductName: string;
  ProductCategoryId: number;
  ProductCategoryName: string;
  ProductSubCategoryId: number;
  ProductSubCategoryName: string;
  ProductImageId: number | null;
  ImgUrl: string;
  ProductDescription: string;
  ProductSummary: string;
  Barcode: string;
  BrandId: number;
  BrandName: string;
  UnitId: number;
  MeasurementValue: number;
  MeasurementId: number | null;
  SizeWidth: number;
  SizeLong: number;
  SizeHeight: number;
}

export interface ProductWire {
  ProductId: number;
  ProductDetailId: number;
  ProductName: string;
  ProductCategoryId: number;
  ProductSubCategoryId: number;
  BrandId: number;
  ProductDescription: string;
  ProductSummary: string;
  Barcode: string;
}

export interface ProductAttributeWire {
  ProductAttributeId: number;
  ProductDetailId: number;
  UnitId: number;
  MeasurementValue: number;
  MeasurementId: number | null;
  SizeWidth: number;
  SizeLong: number;
  SizeHeight: number;
  IsUseStockOption: boolean;
}

/** `ProductImage/productimage?productImageId=` Data; `ProductImage/productimages?productDetailId=` Data is an array of these. */
export interface ProductImageWire {
  ProductImageId: number;
  ProductDetailId: number;
  ImgUrl: string;
  IsCover: boolean;
}

/** Answers add the category's name (SubCategoryWire). */
export interface DemoSubCategory {
  ProductSubCategoryId: number;
  ProductCategoryId: number;
  Tiltle: string;
  SubCategoryCode: string | null;
  ImgUrl: string;
  IsActive: boolean;
}

/** The demo store keeps the product row and its detail as one record. */
export interface DemoProduct extends ProductWire {
  ProductOwner: string;
}

/** A product detail's stock line (answered as StockItems by `Product/GetSystemProductDetail`). */
export interface DemoStockItem {
  ProductDetailId: number;
  Quantity: number;
  UnitPrice: number;
}

export interface SystemProductWire {
  ProductDetails: {
    ProductId: number;
    ProductCategoryId: number;
    ProductCategoryName: string;
    ProductSubCategoryId: number;
    ProductSubCategoryName: string;
    ProductName: string;
    ProductSummary: string;
    BrandId: number;
    BarCode: string;
    ProductDescription: string;
  };
  ProductAttributes: {
    UnitId: number;
    MeasurementId: number | null;
    MeasurementValue: number;
    SizeWidth: number;
    SizeLong: number;
    SizeHeight: number;
    IsUseStockOption: boolean;
  };
  ProductImages: { ImgUrl: string; IsCover: boolean }[];
  StockItems: { Quantity: number; UnitPrice: number }[];
}

/** `KKPackage/Packages` item (package service). Fields beyond the spec's are assumed (docs/api.md). */
export interface PackageWire {
  PackageId: number;
  PackageName: string;
  PackageType: string;
  PackageDescription: string;
  Price: number;
  DurationDays: number;
  ImageUrl: string;
  IsActive: boolean;
  CreatedAt: string;
}

/** `SupplierPackage/SupplierPackages` item (supplier inventory service): who bought a package. */
export interface SupplierPackageWire {
  SupplierPackageId: number;
  PackageId: number;
  SupplierId: string;
  SupplierName: string;
  StartDate: string;
  EndDate: string;
  Status: string;
}

export const PACKAGE_TYPES = ['ADVERTISE', 'PROMOTION', 'SUBSCRIPTION'] as const;

/** ProductOwner on `POST Product/SystemProduct` (docs/api.md, "Product catalogue"). */
export const PRODUCT_OWNER = 'BO';
