import { DataTable } from 'react-admin';
import { QuickDateRanges } from '../shared/ui/QuickDateRanges';
import { ResourceList } from '../shared/ui/ResourceList';
import {
  TransactionDetails,
  TransactionTotals,
  transactionColumns,
  transactionExportColumns,
  useTransactionFilters,
} from './TransactionParts';

export const exportColumns = transactionExportColumns();

/**
 * `/pay-ins` (legacy `/finance`, `/finance/ordertransaction`): what grocery stores paid, newest
 * first, with the totals of the page and of the filter; a row opens the payer's details.
 */
export default function PayInList() {
  return (
    <ResourceList
      filters={useTransactionFilters()}
      exportColumns={exportColumns}
      actions={<QuickDateRanges startSource="StartDate" endSource="EndDate" />}
      footer={<TransactionTotals />}
    >
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<TransactionDetails />} expandSingle>
        {transactionColumns()}
      </DataTable>
    </ResourceList>
  );
}
