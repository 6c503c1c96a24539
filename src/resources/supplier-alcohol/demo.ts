import { licenceDemo } from '../../demo/kit/licenceRequests';
import { remarkProblem } from '../shared/domain/approval/approvalRules';

const demo = licenceDemo({
  partners: 'suppliers',
  idField: 'SupplierId',
  nameField: 'SupplierName',
  pictureKind: 'supplier-licence',
  collection: 'supplier-alcohol',
  seed: 5501,
  remarkProblem,
});
export default demo;
