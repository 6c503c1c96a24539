import { byMenuEntry, defineResource, everySignedInUser, type ScreenLoader } from '../../registry/definition';

type Level = 'provinceTexts' | 'districtTexts' | 'subDistrictTexts';
const textsOf = (level: Level) => ({
  th: () => import('./texts.th').then((module) => ({ default: module[level] })),
  en: () => import('./texts.en').then((module) => ({ default: module[level] })),
});
const screen =
  (name: 'ProvinceScreen' | 'DistrictScreen' | 'SubDistrictScreen'): ScreenLoader =>
  () =>
    import('./AddressLevelScreens').then((module) => ({ default: module[name] }));

/**
 * The address cascade every address form and filter uses (region → province → district →
 * sub-district with its zip code): data every screen may read, and a master-data screen of each
 * level for its menu entry's roles (the bare `/province`, `/district`, `/sub-district` lead there too).
 */
export const provinces = defineResource({
  name: 'provinces',
  menu: [
    {
      key: 'master-province',
      section: 'master-data',
      path: '/master-data/address/province',
      title: { th: 'จังหวัด', en: 'Provinces' },
      // empty: the menu's default icon
      icon: '',
    },
  ],
  access: everySignedInUser(),
  texts: textsOf('provinceTexts'),
  data: () => import('./addressData').then((module) => module.provinceData),
  demo: () => import('./demo').then((module) => ({ default: module.provincesDemo })),
  routes: [
    {
      path: '/master-data/address/province',
      access: byMenuEntry('/master-data/address/province'),
      screen: screen('ProvinceScreen'),
    },
  ],
  oldPaths: { '/province': '/master-data/address/province' },
  recordRepresentation: 'ProvinceName',
});

export const districts = defineResource({
  name: 'districts',
  menu: [
    {
      key: 'master-district',
      section: 'master-data',
      path: '/master-data/address/district',
      title: { th: 'อำเภอ/เขต', en: 'Districts' },
      icon: 'mdi-map-marker',
    },
  ],
  access: everySignedInUser(),
  texts: textsOf('districtTexts'),
  data: () => import('./addressData').then((module) => module.districtData),
  demo: () => import('./demo').then((module) => ({ default: module.districtsDemo })),
  routes: [
    {
      path: '/master-data/address/district',
      access: byMenuEntry('/master-data/address/district'),
      screen: screen('DistrictScreen'),
    },
  ],
  oldPaths: { '/district': '/master-data/address/district' },
  recordRepresentation: 'DistrictName',
});

export const subDistricts = defineResource({
  name: 'sub-districts',
  menu: [
    {
      key: 'master-sub-district',
      section: 'master-data',
      path: '/master-data/address/sub-district',
      title: { th: 'ตำบล/แขวง', en: 'Sub-districts' },
      icon: 'mdi-map-marker-outline',
    },
  ],
  access: everySignedInUser(),
  texts: textsOf('subDistrictTexts'),
  data: () => import('./addressData').then((module) => module.subDistrictData),
  demo: () => import('./demo').then((module) => ({ default: module.subDistrictsDemo })),
  routes: [
    {
      path: '/master-data/address/sub-district',
      access: byMenuEntry('/master-data/address/sub-district'),
      screen: screen('SubDistrictScreen'),
    },
  ],
  oldPaths: { '/sub-district': '/master-data/address/sub-district' },
  recordRepresentation: 'SubDistrictName',
});
