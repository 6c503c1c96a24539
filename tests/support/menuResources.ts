import { byMenuEntry, defineResource } from '../../src/registry/definition';

/** A resource of tests only: a "shop" section and its till list. */
export const tills = defineResource({
  name: 'tills',
  access: byMenuEntry('/till'),
  menu: [
    { key: 'shop', path: '', title: { th: 'ร้าน', en: 'Shop' }, icon: 'mdi-store' },
    { key: 'till-list', section: 'shop', path: '/till', title: { th: 'ลิ้นชักเงินสด', en: 'Tills' }, icon: '' },
  ],
});

/** Another resource declaring an entry in the tills' section. */
export const drawers = defineResource({
  name: 'drawers',
  access: byMenuEntry('/drawer'),
  menu: [
    { key: 'drawer-list', section: 'shop', path: '/drawer', title: { th: 'ลิ้นชัก', en: 'Drawers' }, icon: '' },
  ],
});
