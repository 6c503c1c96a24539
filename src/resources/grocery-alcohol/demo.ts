import type { ResourceDemo } from '../../demo/kit/types';
import { licenceDemo } from '../../demo/kit/licenceRequests';
import { remarkProblem } from '../shared/domain/approval/approvalRules';

const demo: ResourceDemo = {
  ...licenceDemo({
    partners: 'groceries',
    idField: 'GroceryId',
    nameField: 'GroceryName',
    pictureKind: 'grocery-licence',
    collection: 'grocery-alcohol',
    seed: 5502,
    remarkProblem,
  }),
  menu: {
    'grocery-document': {
      id: 113,
      roles: ['admin', 'sales', 'support'],
      created: '2024-01-23T09:10:00.000Z',
    },
  },
};
export default demo;
