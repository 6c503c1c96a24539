import type { ResourceDemo } from '../../demo/kit/types';
import { licenceDemo } from '../../demo/kit/licenceRequests';
import { remarkProblem } from '../shared/domain/approval/approvalRules';

const demo: ResourceDemo = {
  ...licenceDemo({
    partners: 'suppliers',
    idField: 'SupplierId',
    nameField: 'SupplierName',
    pictureKind: 'supplier-licence',
    collection: 'supplier-alcohol',
    seed: 5501,
    remarkProblem,
  }),
  menu: {
    'wholesale-document': {
      id: 115,
      roles: ['admin', 'sales', 'support'],
      created: '2024-01-23T10:10:00.000Z',
    },
  },
};
export default demo;
