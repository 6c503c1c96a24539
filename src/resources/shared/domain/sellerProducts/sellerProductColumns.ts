import type { ExportColumn } from '../../files/export/columns';
import { statusChoices } from './stockRules';

/**
 * The CSV of a supplier's products, with their stock as shown: the list's export, and the file its
 * price and stock upload reads back (its headers, in Thai or English, are these columns' labels:
 * upload/headers.ts), so the two cannot drift apart. The detail id and the barcode come first:
 * they tell the upload which product a row is (docs/api.md, "Price and stock upload").
 */
export const sellerProductColumns: ExportColumn[] = [
  { source: 'SupplierProductDetailId' },
  { source: 'Barcode' },
  { source: 'ProductName' },
  { source: 'ProductCategoryName' },
  { source: 'ProductSubCategoryName' },
  { source: 'ProductStatus', kind: 'choice', choices: statusChoices() },
  { source: 'Quantity', kind: 'number' },
  { source: 'UnitPrice', kind: 'money' },
];
