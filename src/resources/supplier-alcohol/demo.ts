import { fail } from '../../demo/kit/respond';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import { remarkProblem, type ApprovalDecision } from '../shared/approval/approvals';
import { seedSupplierAlcohol } from './demoSeed';

const demo: ResourceDemo = {
  // The requests are the suppliers', who live on the Thai address book.
  prepare: loadThaiAddresses,
  seed: seedSupplierAlcohol,
  pictures: {
    'supplier-licence': {
      collection: 'supplier-alcohol',
      idField: 'LicenceNo',
      nameField: 'SupplierName',
      width: 640,
      height: 420,
      hue: 30,
      caption: true,
    },
  },
  // The service takes a decision with a reason for a refusal; the request stays otherwise as it is.
  fromBody: (body, _ctx, current) => {
    if (!current) return fail(405, 'Licence requests are made by the suppliers');
    const status = String(body.ApprovedStatus ?? '');
    if (status !== 'APPROVED' && status !== 'REJECTED')
      return fail(400, 'ApprovedStatus must be APPROVED or REJECTED');
    if (remarkProblem(status as ApprovalDecision, body.Remark))
      return fail(400, 'A rejection needs a Remark');
    if (!body.UserId) return fail(400, 'UserId is required');
    return {
      ...current,
      ApprovedStatus: status,
      Remark: String(body.Remark ?? ''),
      UpdatedAt: new Date().toISOString(),
    };
  },
};
export default demo;
