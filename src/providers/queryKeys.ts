import type { GetListParams, Identifier } from 'react-admin';

/*
 * react-admin's cache keys, known only here (docs/performance.md, "What was done, and why it helped"):
 * `queryKeys.test.tsx` fails when one differs from react-admin's, which would make answers written early a waste.
 */

/** `useGetList(resource, params)`: a list page (meta included, undefined when not given). */
export const listKey = (resource: string, params: GetListParams) => [
  resource,
  'getList',
  { ...params, meta: params.meta },
];

/** `useGetOne(resource, { id })` of an edit or show screen: the id as text. */
export const recordKey = (resource: string, id: Identifier) => [
  resource,
  'getOne',
  { id: String(id), meta: undefined },
];

export const resourceKey = (resource: string) => [resource];

export const AUTH_KEY = ['auth'] as const;

export const canAccessKey = (resource: string, action: string) => ['auth', 'canAccess', { action, resource }];

/** The same question from react-admin's page controllers, which pass `enabled` into the key. */
export const controllerCanAccessKey = (resource: string, action: string) => [
  'auth',
  'canAccess',
  { action, resource, enabled: true },
];

export const ACCESS_ANSWERS_KEY = ['auth', 'canAccess'] as const;

export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;

export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

export const IDENTITY_KEY = ['auth', 'getIdentity'] as const;
