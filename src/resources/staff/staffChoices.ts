import { STAFF_ROLES } from './staffRules';

/** The roles as choices, labelled with the app's role names. */
export const roleChoices = STAFF_ROLES.map((role) => ({ id: role, name: `app.roles.${role}` }));
