import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Supplier |||| Suppliers',
  fields: {
    RegisteredAt: 'Registered',
    RegisteredFrom: 'Registered from',
    RegisteredTo: 'Registered until',
    SupplierId: 'Supplier ID',
    SupplierName: 'Supplier name',
    SupplierProfileImage: 'Profile picture',
    ContactName: 'Contact',
    ProvinceName: 'Province',
    RegionName: 'Region',
    ProvinceId: 'Province',
    BusinessTypeCode: 'Business type',
    CitizenId: 'Citizen ID',
    TaxId: 'Tax ID',
    Phoneno: 'Phone',
    Email: 'E-mail',
    q: 'Search supplier name',
  },
  no_products: 'This supplier sells no products yet',
  open_products: 'Open on the seller products screen (search and filters)',
  products: 'Products',
  not_found: 'This supplier could not be found',
} satisfies Messages;

export default texts;
