import type { TranslateFunction } from 'react-admin';

/** A known role's translated name; a role the server invented is shown as it is. */
export const roleLabel = (translate: TranslateFunction, role: string | undefined) =>
  role ? translate(`app.roles.${role}`, { _: role }) : '';
