import type { TranslateFunction } from 'react-admin';
import { DEMO_ROLES } from '../api/menuTypes';

/**
 * A role's name on screen. Role names are the server's (docs/api.md, "Roles"): a role the app has a label for
 * (`app.roles.*`, the demo's roles) is translated, any other is shown as the server sends it. The
 * labels are names only, never a list of the roles that exist.
 */
export const roleLabel = (translate: TranslateFunction, role: string | undefined) =>
  role ? translate(`app.roles.${role}`, { _: role }) : '';

/**
 * The labels as export choices (`app.roles.*` names the demo's roles): a CSV writes a known role
 * with its label and any other as sent. Labels only: never offered as the roles to choose from.
 */
export const roleLabelChoices = DEMO_ROLES.map((role) => ({ id: role, name: `app.roles.${role}` }));
