import { HttpError } from 'react-admin';
import { applyListParams, withId, type ResourceDescription } from '../../providers/dataEngine';
import { BANKS } from '../shared/domain/finance/banks';

/**
 * The bank options are the app's own list (constants in the old app; no call serves them,
 * docs/requirements.md, "Master data"):
 * searched, sorted and paged here, with no request to any service.
 */
export const bankData: ResourceDescription = {
  service: 'masterData',
  idField: 'BankCode',
  getList: async (_ctx, params) => {
    const page = applyListParams([...BANKS], params);
    return { data: page.data.map((bank) => withId(bank, 'BankCode')), total: page.total };
  },
  getOne: async (_ctx, { id }) => {
    const bank = BANKS.find((item) => item.BankCode === String(id));
    if (!bank) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    return { data: withId(bank, 'BankCode') };
  },
  many: 'list',
};
