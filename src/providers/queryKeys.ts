import type { GetListParams, Identifier } from 'react-admin';

/*
 * react-admin's cache keys: the one module that knows them (docs/performance.md, "What was done,
 * and why it helped"). The start-up writes answers under these keys before react-admin's own hooks
 * ask, so that the first render finds them; a key that no longer matches react-admin's would make
 * every such answer a wasted call, silently. `queryKeys.test.tsx` renders react-admin's hooks and
 * fails when one of these differs from theirs: read it first when upgrading react-admin.
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

/** Every cached answer of a resource (an invalidation after its records changed). */
export const resourceKey = (resource: string) => [resource];

/** Every answer of the authProvider (for the defaults of their freshness). */
export const AUTH_KEY = ['auth'] as const;

/** `useCanAccess({ resource, action })` without a record. */
export const canAccessKey = (resource: string, action: string) => ['auth', 'canAccess', { action, resource }];

/**
 * The same question asked by react-admin's page controllers (a list's, a form's): they pass
 * `enabled` to `useCanAccess`, and it lands in the key.
 */
export const controllerCanAccessKey = (resource: string, action: string) => [
  'auth',
  'canAccess',
  { action, resource, enabled: true },
];

/** Every access answer (invalidated when the menu's roles change). */
export const ACCESS_ANSWERS_KEY = ['auth', 'canAccess'] as const;

/** The session check of `useCheckAuth` / `useAuthState`. */
export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;

/** `usePermissions()`. */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

/** `useGetIdentity()`. */
export const IDENTITY_KEY = ['auth', 'getIdentity'] as const;
