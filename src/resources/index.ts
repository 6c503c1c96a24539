import type { ResourceDefinition } from '../registry/definition';
import { districts, provinces, subDistricts } from './addresses';
import { groceryAddressTypes, supplierAddressTypes } from './address-types';
import { advertLogs, adverts, campaigns } from './adverts';
import banks from './banks';
import { help, helpDetails, helpSubs, helpTitles } from './help';
import brands from './brands';
import categories from './categories';
import homepage from './homepage';
import improvements from './improvements';
import { deliveries, deliverySummary } from './logistics';
import diagnostics from './diagnostics';
import masterData from './master-data';
import { mainMenu, menus, subMenu } from './menus';
import { notifications, notificationTemplates } from './notifications';
import { packages, supplierPackages } from './packages';
import products from './products';
import orders from './orders';
import positions from './positions';
import regions from './regions';
import reports from './reports';
import restrictedContent from './restricted-content';
import roles from './roles';
import { groceries, groceryBankAccounts, groceryBusinessTypes, groceryUsers } from './groceries';
import groceryAlcohol from './grocery-alcohol';
import groceryPasswords from './grocery-passwords';
import sellerProducts from './seller-products';
import staff from './staff';
import staffLog from './staff-log';
import storeSurveys from './store-surveys';
import suppliersByAddress from './suppliers-by-address';
import supportRequests from './support';
import supplierAlcohol from './supplier-alcohol';
import {
  allSuppliers,
  supplierBankAccounts,
  supplierBusinessTypes,
  supplierUsers,
  suppliers,
} from './suppliers';
import { subcategories, subcategoryChoices } from './subcategories';
import systemProducts from './system-products';
import { payIns, payOuts, transactionStatuses, transactions } from './transactions';
import units from './units';

/**
 * Every resource of the app. Adding one: a folder under `resources/` and a line here
 * (docs/adding-a-resource.md). Routes, access, old paths, texts and the demo backend derive from it.
 */
export const resources: readonly ResourceDefinition[] = [
  homepage,
  mainMenu,
  subMenu,
  menus,
  brands,
  categories,
  subcategories,
  subcategoryChoices,
  units,
  products,
  systemProducts,
  packages,
  supplierPackages,
  regions,
  provinces,
  districts,
  subDistricts,
  diagnostics,
  banks,
  suppliers,
  allSuppliers,
  supplierBusinessTypes,
  supplierUsers,
  supplierBankAccounts,
  sellerProducts,
  supplierAlcohol,
  groceries,
  groceryBusinessTypes,
  groceryUsers,
  groceryBankAccounts,
  groceryAlcohol,
  groceryPasswords,
  suppliersByAddress,
  storeSurveys,
  orders,
  transactions,
  transactionStatuses,
  payIns,
  payOuts,
  reports,
  adverts,
  advertLogs,
  masterData,
  staff,
  positions,
  restrictedContent,
  staffLog,
  supportRequests,
  improvements,
  campaigns,
  supplierAddressTypes,
  groceryAddressTypes,
  roles,
  notifications,
  notificationTemplates,
  deliveries,
  deliverySummary,
  helpTitles,
  helpSubs,
  helpDetails,
  help,
];
