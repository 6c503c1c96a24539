import { licenceDemo } from '../shared/approval/licenceDemo';
import { seedGroceries } from '../groceries/demoSeed';

const demo = licenceDemo({
  partners: seedGroceries,
  idField: 'GroceryId',
  nameField: 'GroceryName',
  pictureKind: 'grocery-licence',
  collection: 'grocery-alcohol',
  seed: 5502,
});
export default demo;
