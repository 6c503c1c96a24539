// Texts of: packages, supplier-packages (one key per resource).
import type { Messages } from '../../registry/definition';

const texts = {
  packages: {
    name: 'Package |||| Packages',
    fields: {
      PackageId: 'ID',
      PackageName: 'Package name',
      PackageType: 'Type',
      PackageDescription: 'Description',
      Price: 'Price',
      DurationDays: 'Duration (days)',
      ImageUrl: 'Image',
      IsActive: 'Active',
      CreatedAt: 'Created',
    },
    types: {
      ADVERTISE: 'Advertising',
      PROMOTION: 'Promotion',
      SUBSCRIPTION: 'Subscription',
    },
    notifications: {
      created: 'Package added successfully',
      create_failed: 'Failed to add package: %{message}',
    },
    supplier_packages: 'Suppliers on this package',
    no_supplier_packages: 'No supplier is on this package yet',
  },
  'supplier-packages': {
    name: 'Supplier package |||| Supplier packages',
    fields: {
      SupplierPackageId: 'ID',
      SupplierName: 'Supplier',
      StartDate: 'Start',
      EndDate: 'End',
      Status: 'Status',
    },
    statuses: {
      ACTIVE: 'Active',
      EXPIRED: 'Expired',
      CANCELLED: 'Cancelled',
    },
  },
} satisfies Messages;

export default texts;
