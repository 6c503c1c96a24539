import type { Messages } from '../../registry/definition';

const texts = {
  name: "Grocery alcohol licence |||| Grocery stores' alcohol licences",
  fields: {
    GroceryName: 'Store',
    BusinessTypeCode: 'Business type',
    ApprovedStatus: 'Status',
    Remark: 'Remark',
    LicenceImgUrl: 'Licence',
    RequestedAt: 'Requested on',
    q: 'Search store name',
  },
} satisfies Messages;

export default texts;
