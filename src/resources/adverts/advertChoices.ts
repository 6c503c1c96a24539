import { ADVERT_TYPES, LANDING_APP_CODES } from './landingRules';

const T = 'resources.adverts';

/** The apps a link or an advert names, as choices with translated labels. */
export const appChoices = LANDING_APP_CODES.map((code) => ({ id: code, name: `${T}.apps.${code}` }));

/** The advert types (`TypeAdv`) the marketing team uses, as choices. */
export const advertTypeChoices = ADVERT_TYPES.map((code) => ({
  id: code,
  name: `${T}.advert_types.${code}`,
}));
