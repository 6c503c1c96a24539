import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';

/**
 * Regions of Thailand from the master data: start-up reference data every screen may read, and
 * their own screen for the master-data menu entry's roles.
 */
export default defineResource({
  name: 'regions',
  menu: [
    {
      key: 'master-region',
      section: 'master-data',
      path: '/master-data/address/region',
      title: { th: 'ภูมิภาค', en: 'Regions' },
      // empty: the menu's default icon
      icon: '',
    },
  ],
  access: everySignedInUser(),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./regionData').then((module) => module.regionData),
  fetchedAtStart: true,
  demo: () => import('./demo'),
  routes: [
    {
      path: '/master-data/address/region',
      access: byMenuEntry('/master-data/address/region'),
      screen: () => import('./RegionScreen'),
    },
  ],
  recordRepresentation: 'RegionName',
});
