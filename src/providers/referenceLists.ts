import type { GetListParams } from 'react-admin';

/**
 * Reference lists (spec §2: fetched on load, see layout/StartupData.tsx) are read with these
 * parameters everywhere, so the screens, the access checks and the lookups of
 * other resources share one cached answer instead of asking again.
 */
export const REFERENCE_LIST_PARAMS: GetListParams = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' },
  filter: {},
};
export const REFERENCE_STALE_MS = 10 * 60_000;

/** The cache key react-admin's useGetList gives these parameters. */
export const referenceListKey = (resource: string) => [
  resource,
  'getList',
  { ...REFERENCE_LIST_PARAMS, meta: undefined },
];
