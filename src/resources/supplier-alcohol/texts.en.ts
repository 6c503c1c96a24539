import type { Messages } from '../../registry/definition';

const texts = {
  name: "Supplier alcohol licence |||| Suppliers' alcohol licences",
  fields: {
    SupplierName: 'Supplier',
    BusinessTypeCode: 'Business type',
    ApprovedStatus: 'Status',
    Remark: 'Remark',
    LicenceImgUrl: 'Licence',
    RequestedAt: 'Requested on',
    q: 'Search supplier name',
  },
} satisfies Messages;

export default texts;
