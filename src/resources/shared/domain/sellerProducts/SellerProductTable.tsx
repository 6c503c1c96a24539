import { DataTable, useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { formatCount, formatMoney } from '../../../../i18n/format';
import { Thumbnail } from '../../ui/Thumbnail';
import { SellerProductEditDialog } from './SellerProductEditDialog';

/**
 * A supplier's products with their status and stock, each edited in a small dialog: the seller
 * products screen's table, and the products tab of a supplier's detail.
 */
export function SellerProductTable({ empty }: { empty: ReactElement }) {
  const translate = useTranslate();
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
      <DataTable.Col source="ImgUrl" disableSort>
        <Thumbnail source="ImgUrl" />
      </DataTable.Col>
      <DataTable.Col source="ProductName" disableSort />
      <DataTable.Col source="ProductCategoryName" disableSort />
      <DataTable.Col source="ProductSubCategoryName" disableSort />
      <DataTable.Col
        source="ProductStatus"
        disableSort
        render={(row) =>
          translate(`resources.seller-products.statuses.${row.ProductStatus}`, {
            _: String(row.ProductStatus),
          })
        }
      />
      <DataTable.Col
        source="Quantity"
        align="right"
        disableSort
        render={(row) => formatCount(row.Quantity)}
      />
      <DataTable.Col
        source="UnitPrice"
        align="right"
        disableSort
        render={(row) => formatMoney(row.UnitPrice)}
      />
      <DataTable.Col disableSort label="">
        <SellerProductEditDialog />
      </DataTable.Col>
    </DataTable>
  );
}
