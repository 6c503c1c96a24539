import type { Messages } from '../../registry/definition';

const texts = {
  cm: 'cm',
  barcode_legacy:
    'This older barcode does not fit the 8–14 digit rule. It can be kept as it is; a new one must fit.',
  name: 'Product |||| Products',
  fields: {
    ProductId: 'ID',
    ProductDetailId: 'Detail ID',
    ProductName: 'Product name',
    ProductCategoryId: 'Category',
    ProductCategoryName: 'Category',
    ProductSubCategoryId: 'Sub-category',
    ProductSubCategoryName: 'Sub-category',
    BrandId: 'Brand',
    BrandName: 'Brand',
    ProductDescription: 'Description',
    ProductSummary: 'Summary',
    Barcode: 'Barcode',
    UnitId: 'Unit',
    MeasurementValue: 'Measurement value',
    SizeWidth: 'Width (cm)',
    SizeLong: 'Length (cm)',
    SizeHeight: 'Height (cm)',
    ImgUrl: 'Cover image',
    size: 'Size (W × L × H)',
  },
  notifications: {
    // From here to the next blank line or the block's end: verbatim from the old app, do not
    // reword (docs/requirements.md, "Message catalogue").
    created: 'Product added successfully',
    updated: 'Product edit successfully',
    deleted: 'Product delete successfully',
    add_error: 'Error : Add Products',
    add_product_failed: 'Failed to add product',
    add_attribute_failed: 'Failed to add product attribute',
    add_image_failed: 'Failed to add product image',
    put_product_failed: 'Failed to put product',
    put_attribute_failed: 'Failed to put product attribute',
    put_image_failed: 'Failed to edit product image',
    delete_product_failed: 'Fail delete product & product detail',
    delete_attribute_failed: 'Fail delete attribute',
    delete_image_failed: 'Fail delete image',

    failed_with_reason: '%{step}: %{message}',
    rolled_back: 'Nothing was kept: the product made in the first step has been removed.',
    rollback_failed: 'The half-made product could not be removed: please delete it from the list.',
    update_rolled_back: 'Nothing is left half-edited: what was changed has been put back.',
    update_rollback_failed:
      'The earlier values could not all be put back: parts may be changed. Please open the product to check it.',
    left_after_delete: 'The product itself was removed, but these are still on the server: %{parts}.',
    lookup_absent: 'The product list was checked: no product was made, so it can be saved again.',
    lookup_failed:
      'The product list could not be checked, so whether the product was made is not known: saving again looks for it first.',
  },
  parts: {
    product: 'product details',
    attribute: 'product attributes',
    image: 'product image',
  },
  sections: {
    product: 'Product',
    attribute: 'Size and unit',
    image: 'Cover image',
  },
  pdf: {
    button: 'PDF',
    title: 'Product catalogue',
    generated_at: 'Printed %{date}',
    filters: 'Filters: %{filters}',
    page: 'page %{page} / %{pages}',
    empty: 'No product matches these filters.',
    failed: 'The PDF could not be made: %{message}',
    working: 'Making the PDF…',
  },
} satisfies Messages;

export default texts;
