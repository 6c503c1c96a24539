import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Grocery store |||| Grocery stores',
  fields: {
    RegisteredAt: 'Registered',
    RegisteredFrom: 'Registered from',
    RegisteredTo: 'Registered until',
    GroceryId: 'Store ID',
    GroceryName: 'Store name',
    GroceryProfileImage: 'Profile picture',
    ContactName: 'Contact',
    ContactphoneNo: 'Contact phone',
    Phoneno: 'Store phone',
    Email: 'E-mail',
    CitizenId: 'Citizen ID',
    ProvinceName: 'Province',
    RegionName: 'Region',
    ProvinceId: 'Province',
    BusinessTypeCode: 'Business type',
    q: 'Search store name',
  },
  not_found: 'This store could not be found',
} satisfies Messages;

export default texts;
