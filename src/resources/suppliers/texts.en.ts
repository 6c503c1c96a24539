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
    CitizenId: 'Citizen ID',
    TaxId: 'Tax ID',
    Phoneno: 'Phone',
    Email: 'E-mail',
    FullName: 'User name',
    Username: 'Account',
    Role: 'Role',
    IsActive: 'Active',
    BankName: 'Bank',
    BranchCode: 'Branch code',
    AccountNumber: 'Account number',
    AccountName: 'Account name',
    NameForFinance: 'Name for finance',
    q: 'Search supplier name',
  },
  products: 'Products',
  address: 'Address',
  tabs: { profile: 'Supplier', users: 'Users', bank: 'Bank account' },
  roles: { OWNER: 'Owner', STAFF: 'Staff' },
  no_users: 'This supplier has no users yet',
  no_bank_account: 'This supplier has not registered a bank account',
  not_found: 'This supplier could not be found',
} satisfies Messages;

export default texts;
