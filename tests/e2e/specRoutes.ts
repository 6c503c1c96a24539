import { shellDefinitions } from '../../src/App';
import { buildRegistry } from '../../src/registry/registry';
import { resources } from '../../src/resources';

/**
 * Every path of the old app's route table (docs/requirements.md, "Old paths"). Where the table
 * abbreviates ("/province, /district, ... each with Add and Edit screens") the paths are written out in
 * full; add and edit screens whose paths the specification does not name are reached from their lists
 * instead.
 */
export const SPEC_PATHS = [
  '/',
  '/Adv',
  '/advertise',
  '/advertise/campaigndashboard',
  '/advertise/dashboard',
  '/advertise/genqrcode',
  '/advertise/newcampaign',
  '/brand',
  '/brand/components/AddBrand',
  '/brand/components/EditBrand',
  '/changepassword',
  '/dashboard',
  '/finance',
  '/finance/fee',
  '/finance/ordertransaction',
  '/finance/promotion',
  '/finance/shipping',
  '/finance/transactionout',
  '/finance/ws-income',
  '/grocery',
  '/grocery/document',
  '/grocery/gc-detail',
  '/grocery/gc-password',
  '/grocery/grocerys',
  '/help/kk',
  '/help/kk-detail',
  '/help/kk-ep',
  '/help/kk-ep-detail',
  '/help/kk-ep-sub',
  '/help/kk-ep-title',
  '/help/kk-sub',
  '/help/kk-title',
  '/help/kk-ws',
  '/help/kk-ws-detail',
  '/help/kk-ws-sub',
  '/help/kk-ws-title',
  '/improvesytem',
  '/login',
  '/LoginTFA',
  '/logistic',
  '/master-data',
  '/master-data/category',
  '/master-data/sub-category',
  '/master-data/restrictcontent',
  '/master-data/address/region',
  '/master-data/address/province',
  '/master-data/address/district',
  '/master-data/address/sub-district',
  // the old table writes these bare ("/master-data/address/region, /province, /district, /sub-district")
  '/province',
  '/district',
  '/sub-district',
  '/master-data/bank/bank',
  '/master-data/GC/address-type',
  '/master-data/GC/business-type',
  '/master-data/WS/address-type',
  '/master-data/WS/business-type',
  '/Menu',
  '/order',
  '/order/order-detail',
  '/product',
  '/product/components/AddProduct',
  '/product/components/EditProduct',
  '/product/components/ExportPDF',
  '/product/components/SearchBar',
  '/productfeature',
  '/productfeature/components/AddPackage',
  '/productfeature/components/PackageDetail',
  '/report',
  '/report/components/ExportPDF',
  '/role',
  '/sales',
  '/sales/storesurvey',
  '/staff',
  '/staff/employee',
  '/staff/position',
  '/StaffLog',
  '/support',
  '/test',
  '/wholesale',
  '/wholesale/document',
  '/wholesale/seller',
  '/wholesale/ws-addproduct',
  '/wholesale/ws-detail',
  '/wholesale/ws-editproduct',
];

/** The app's registry, as main.tsx builds it: the routes below derive from it. */
export const registry = buildRegistry([...shellDefinitions, ...resources]);

/** Where an old path leads when its query names no record: `/brands/:id` without an id is the list. */
const withoutId = (to: string) => to.replace(/\/:id.*$/, '') || '/';

/** The public pages (`/Adv`): pages of their own, outside the app's routing. */
export const PUBLIC_PATHS = registry.definitions.flatMap((definition) =>
  (definition.publicPages ?? []).map((page) => page.path),
);

/**
 * Where each path that works now leads (a path that stays itself is a screen of its own): the
 * shell's paths, every old path a resource claims, and custom routes the spec names.
 */
export const ROUTED: Record<string, string> = {
  '/': '/',
  '/login': '/login',
  // without a sign-in waiting for its second factor, the step sends the user back to sign in
  '/LoginTFA': '/login',
  ...Object.fromEntries(registry.legacyRoutes.map((route) => [route.from, withoutId(route.to)])),
  ...Object.fromEntries(
    registry.definitions
      .flatMap((definition) => definition.routes ?? [])
      .filter((route) => SPEC_PATHS.includes(route.path))
      .map((route) => [route.path, route.path]),
  ),
  ...Object.fromEntries(PUBLIC_PATHS.map((path) => [path, path])),
};

/**
 * Paths whose screens later issues build. They show the 404 page until then; the list shrinks
 * to empty as each resource claims its old paths (the test fails if a path here starts working).
 */
export const WAITING = SPEC_PATHS.filter((path) => !(path in ROUTED));
