import { licenceDemo } from '../shared/domain/approval/licenceDemo';

const demo = licenceDemo({
  partners: 'groceries',
  idField: 'GroceryId',
  nameField: 'GroceryName',
  pictureKind: 'grocery-licence',
  collection: 'grocery-alcohol',
  seed: 5502,
});
export default demo;
