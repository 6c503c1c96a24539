import { defineResource, everySignedInUser } from '../../registry/definition';
import th from './texts.th';

/** Home (`/`, legacy `/dashboard`): a greeting and the sections the user's role opens. */
export default defineResource({
  name: 'homepage',
  access: everySignedInUser(),
  oldPaths: { '/dashboard': '/' },
  home: () => import('./HomePage'),
  texts: { th, en: () => import('./texts.en') },
});
