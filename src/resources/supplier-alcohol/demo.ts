import { licenceDemo } from '../shared/domain/approval/licenceDemo';

const demo = licenceDemo({
  partners: 'suppliers',
  idField: 'SupplierId',
  nameField: 'SupplierName',
  pictureKind: 'supplier-licence',
  collection: 'supplier-alcohol',
  seed: 5501,
});
export default demo;
