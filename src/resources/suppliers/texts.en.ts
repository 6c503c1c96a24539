import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Supplier |||| Suppliers',
  fields: {
    SupplierId: 'Supplier ID',
    SupplierName: 'Supplier name',
    SupplierProfileImage: 'Profile picture',
    ContactName: 'Contact',
    ProvinceName: 'Province',
    RegionName: 'Region',
    ProvinceId: 'Province',
    BusinessTypeCode: 'Business type',
    q: 'Search supplier name',
  },
} satisfies Messages;

export default texts;
