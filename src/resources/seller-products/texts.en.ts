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
  add: {
    title: 'Add catalogue products to a supplier',
    choose_supplier: 'Choose the supplier first, then pick products in the table',
    linked_not_found: 'The supplier this link names (%{id}) was not found: choose the supplier',
    button: 'Add to supplier',
    dialog_title: 'Products to add',
    checking: 'Checking which of these the supplier already sells…',
    already_sold: 'Already sold',
    not_checked: 'Not checked',
    quantity_of: 'Quantity of %{name}',
    price_of: 'Price of %{name}',
    save: 'Add %{smart_count} product |||| Add %{smart_count} products',
    nothing: 'There is no new product to add',
    // From here to the next blank line or the block's end: verbatim from the old app, do not
    // reword (docs/requirements.md, "Message catalogue").
    done: 'Products Add successfully',
    failed: 'Failed to Add Products: %{message}',
  },
  notifications: {
    // From here to the next blank line or the block's end: verbatim from the old app, do not
    // reword (docs/requirements.md, "Message catalogue").
    updated: 'Success : Update Products',
    update_failed: 'Error : Update Products: %{message}',
  },
} satisfies Messages;

export default texts;
