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
} satisfies Messages;

export default texts;
