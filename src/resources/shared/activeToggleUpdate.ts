import type { RaRecord, UpdateParams } from 'react-admin';
import { withId, type OperationFn, type WireRecord } from '../../providers/dataEngine';

interface ToggleUpdateSpec {
  path: string;
  /** The query parameter naming the record on the PATCH (e.g. `productCategoryId`). */
  idParam: string;
  idField: string;
  fields: (data: Partial<RaRecord>) => Record<string, unknown>;
}

/**
 * An update that is either the edit (PUT, sending the current active flag, spec §4) or, asked with
 * `meta.toggleActive`, the PATCH that toggles the active state.
 */
export function activeToggleUpdate({
  path,
  idParam,
  idField,
  fields,
}: ToggleUpdateSpec): OperationFn<UpdateParams, { data: RaRecord }> {
  return async ({ http }, params) => {
    const answer = params.meta?.toggleActive
      ? await http.request<WireRecord | null>('product', path, {
          method: 'PATCH',
          query: { [idParam]: params.id },
        })
      : await http.request<WireRecord | null>('product', path, {
          method: 'PUT',
          body: { [idField]: params.id, ...fields(params.data), IsActive: !!params.previousData?.IsActive },
        });
    const sent = { ...params.previousData, ...params.data, [idField]: params.id };
    return { data: withId({ ...sent, ...(answer && typeof answer === 'object' ? answer : {}) }, idField) };
  };
}
