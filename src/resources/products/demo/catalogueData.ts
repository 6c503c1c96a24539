import type { DemoStore } from '../../../demo/store';
import type {
  BrandWire,
  CategoryWire,
  DemoProduct,
  DemoStockItem,
  DemoSubCategory,
  ProductAttributeWire,
  ProductImageWire,
  UnitWire,
} from '../../shared/domain/catalogue/catalogueWire';

/** The product service's collections of the demo store, under the names its handlers use. */
export function catalogueData(store: DemoStore) {
  const view = <T>(name: string) => ({
    get: () => store.collection<T>(name),
    set: (rows: T[]) => store.replace(name, rows),
  });
  const products = view<DemoProduct>('products');
  const attributes = view<ProductAttributeWire>('product-attributes');
  const images = view<ProductImageWire>('product-images');
  const stock = view<DemoStockItem>('stock-items');
  return {
    get products() {
      return products.get();
    },
    set products(rows) {
      products.set(rows);
    },
    get productAttributes() {
      return attributes.get();
    },
    set productAttributes(rows) {
      attributes.set(rows);
    },
    get productImages() {
      return images.get();
    },
    set productImages(rows) {
      images.set(rows);
    },
    get stockItems() {
      return stock.get();
    },
    set stockItems(rows) {
      stock.set(rows);
    },
    get categories() {
      return store.collection<CategoryWire>('categories');
    },
    get subCategories() {
      return store.collection<DemoSubCategory>('subcategories');
    },
    get brands() {
      return store.collection<BrandWire>('brands');
    },
    get units() {
      return store.collection<UnitWire>('units');
    },
  };
}

export type CatalogueData = ReturnType<typeof catalogueData>;
