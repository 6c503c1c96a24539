import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Brand |||| Brands',
  fields: {
    BrandId: 'ID',
    BrandTitle: 'Brand name',
    BrandImgUrl: 'Logo',
    IsActive: 'Active',
    q: 'Search brand name',
  },
  notifications: {
    // From here to the next blank line or the block's end: verbatim from the old app, do not
    // reword (docs/requirements.md, "Message catalogue").
    created: 'Brand added successfully',
    create_failed: 'Failed to add brand: %{message}',
    updated: 'Brand edit successfully',
    update_failed: 'Failed to put Brand: %{message}',
    deleted: 'Brand delete successfully',
    delete_failed: 'Fail delete brand: %{message}',
  },
} satisfies Messages;

export default texts;
