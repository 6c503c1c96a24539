import { licenceDemo } from '../../demo/kit/licenceRequests';
import { remarkProblem } from '../shared/domain/approval/approvalRules';

const demo = licenceDemo({
  partners: 'groceries',
  idField: 'GroceryId',
  nameField: 'GroceryName',
  pictureKind: 'grocery-licence',
  collection: 'grocery-alcohol',
  seed: 5502,
  remarkProblem,
});
export default demo;
