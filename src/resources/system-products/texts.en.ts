import type { Messages } from '../../registry/definition';

const texts = {
  name: 'System product |||| System products',
  fields: {
    ProductId: 'ID',
    ProductName: 'Product name',
    ProductCategoryTitle: 'Category',
    ProductSubCategoryTitle: 'Sub-category',
    BarCode: 'Barcode',
    CoverImage: 'Image',
    Quantity: 'Stock',
    UnitPrice: 'Unit price',
    Producttitle: 'Search product name',
    CategoryId: 'Category',
    SubCategoryId: 'Sub-category',
  },
  empty: 'No products found',
  // Verbatim from the old app (docs/requirements.md, "Message catalogue"; docs/api.md, "System
  // products"): do not reword.
  invalid_answer: 'Invalid data format: response.data.Data.Data is not an array or is empty',
} satisfies Messages;

export default texts;
