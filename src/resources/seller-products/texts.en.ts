import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Seller product |||| Seller products',
  fields: {
    SupplierId: 'Supplier',
    ImgUrl: 'Picture',
    ProductName: 'Product name',
    ProductCategoryId: 'Category',
    ProductSubCategoryId: 'Sub-category',
    ProductCategoryName: 'Category',
    ProductSubCategoryName: 'Sub-category',
    ProductStatus: 'Status',
    Quantity: 'Quantity',
    UnitPrice: 'Unit price',
  },
  statuses: { ACTIVE: 'On sale', INACTIVE: 'Paused', OUT_OF_STOCK: 'Sold out' },
  choose_supplier: 'Choose a supplier to see and edit its products',
  no_products: 'No product of this supplier matches the search',
  edit: 'Edit product',
  edit_title: 'Edit %{name}',
  validation: {
    quantity: 'Quantity must be a whole number of 0 or more',
    unit_price: 'Price must be 0 or more, with at most two decimals',
  },
  notifications: {
    updated: 'Success : Update Products',
    update_failed: 'Error : Update Products: %{message}',
  },
} satisfies Messages;

export default texts;
