import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Category |||| Categories',
  fields: {
    ProductCategoryId: 'ID',
    Tiltle: 'Category name',
    CategoryCode: 'Category code',
    IsActive: 'Active',
    ImageBanner: 'Banner image',
    ImageIcon: 'Icon image',
    q: 'Search',
  },
  notifications: {
    // From here to the next blank line or the block's end: verbatim from the old app, do not
    // reword (docs/requirements.md, "Message catalogue").
    // "Failed to add category" corrects the old "Failed to add product" (docs/decisions.md,
    // "Where the app differs from the old back-office").
    created: 'Category added successfully',
    create_failed: 'Error : Add Category. Failed to add category: %{message}',
    updated: 'Category edit successfully',
    update_failed: 'Failed to update category: %{message}',
    patched: 'Category patch successfully',
    patch_failed: 'Failed to patch category: %{message}',
  },
} satisfies Messages;

export default texts;
