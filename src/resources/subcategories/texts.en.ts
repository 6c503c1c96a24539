import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Sub-category |||| Sub-categories',
  fields: {
    ProductSubCategoryId: 'ID',
    Tiltle: 'Sub-category name',
    SubCategoryCode: 'Sub-category code',
    ProductCategoryId: 'Category',
    ProductCategoryName: 'Category',
    ImgUrl: 'Image',
    IsActive: 'Active',
    q: 'Search',
  },
  notifications: {
    // From here to the next blank line or the block's end: verbatim from the old app, do not
    // reword (docs/requirements.md, "Message catalogue").
    created: 'SubCategory added successfully',
    create_failed: 'Failed to add sub category: %{message}',
    updated: 'SubCategory edit successfully',
    update_failed: 'Failed to edit sub category: %{message}',
    patched: 'Sub Category patch successfully',
    patch_failed: 'Failed to patch sub category: %{message}',
  },
} satisfies Messages;

export default texts;
