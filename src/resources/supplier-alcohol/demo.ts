import { licenceDemo } from '../shared/approval/licenceDemo';
import { seedSuppliers } from '../suppliers/demoSeed';

const demo = licenceDemo({
  partners: seedSuppliers,
  idField: 'SupplierId',
  nameField: 'SupplierName',
  pictureKind: 'supplier-licence',
  collection: 'supplier-alcohol',
  seed: 5501,
});
export default demo;
