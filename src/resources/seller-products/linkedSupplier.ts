import { queryParam } from '../../registry/registry';

/**
 * The supplier an old link names (`/wholesale/ws-addproduct?SupplierId=…`, the old page's own
 * parameter, in any case): the additions screen opens with it chosen.
 */
export const linkedSupplier = (search: string): string | undefined => queryParam(search, ['SupplierId']);
