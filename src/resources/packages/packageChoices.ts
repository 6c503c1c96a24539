import { PACKAGE_TYPES } from '../shared/domain/catalogue/catalogueWire';

export const packageTypeChoices = PACKAGE_TYPES.map((type) => ({
  id: type,
  name: `resources.packages.types.${type}`,
}));
export const supplierPackageStatusChoices = ['ACTIVE', 'EXPIRED', 'CANCELLED'].map((status) => ({
  id: status,
  name: `resources.supplier-packages.statuses.${status}`,
}));
export const BAHT = { style: 'currency', currency: 'THB', minimumFractionDigits: 2 } as const;
