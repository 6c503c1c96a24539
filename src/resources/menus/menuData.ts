import type { UpdateParams } from 'react-admin';
import { normaliseRoles } from '../../api/menuRules';
import type { MenuEntryUpdate } from '../../api/menuTypes';
import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';

/** How the server wrote `allowedroles` when it was read: kept, so a write answers in kind. */
export type RolesFormat = 'array' | 'json' | 'text' | 'null';

export function rolesFormatOf(value: unknown): RolesFormat {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return value.trim().startsWith('[') ? 'json' : 'text';
  return 'null';
}

export function writeRoles(roles: string[], format: RolesFormat): MenuEntryUpdate['allowedroles'] | string {
  switch (format) {
    case 'json':
      return JSON.stringify(roles);
    case 'text':
      return roles.join(',');
    case 'null':
      return roles.length ? roles : null;
    default:
      return roles;
  }
}

/** The app works with a list of roles, and remembers the format it came in. */
export const menuEntryFromWire = (wire: WireRecord): WireRecord => ({
  ...wire,
  allowedroles: normaliseRoles(wire.allowedroles),
  rolesFormat: (wire.rolesFormat as RolesFormat | undefined) ?? rolesFormatOf(wire.allowedroles),
});

/**
 * Only these fields are written (title_th, title_en, icon, allowedroles), roles in the format read
 * (docs/api.md, "Menu").
 */
export function menuUpdateBody({ data, previousData }: Pick<UpdateParams, 'data' | 'previousData'>) {
  const roles = Array.isArray(data.allowedroles) ? data.allowedroles.map(String) : [];
  return {
    title_th: String(data.title_th ?? ''),
    title_en: String(data.title_en ?? ''),
    icon: String(data.icon ?? ''),
    allowedroles: writeRoles(roles, (previousData?.rolesFormat as RolesFormat | undefined) ?? 'array'),
  };
}

/** `GET /api/Mainmenu` (or Submenu) answers the whole menu; writes are plain REST (`PUT /api/Mainmenu/{id}`). */
export const menuDescription = (path: 'api/Mainmenu' | 'api/Submenu'): ResourceDescription => ({
  service: 'backoffice',
  idField: 'id',
  fromWire: menuEntryFromWire,
  getList: { path },
  rest: { path, writes: ['update'], body: menuUpdateBody },
});
