import { Box } from '@mui/material';
import { DataTable, SelectInput } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { formatDate } from '../../i18n/format';
import { RecordHistory } from '../shared/history/RecordHistory';
import { QuickDateRanges } from '../shared/ui/QuickDateRanges';
import { ResourceList } from '../shared/ui/ResourceList';
import { WaitingAge } from '../shared/ui/WaitingAge';
import { FourEyesStep } from './FourEyesParts';
import { PAY_OUT_TYPES } from './transactionData';
import {
  TransactionDetails,
  TransactionTotals,
  TransactionTypeText,
  transactionColumns,
  transactionExportColumns,
  useTransactionFilters,
} from './TransactionParts';
import { VoucherButton } from './VoucherButton';
import { WithdrawalDecisionButton } from './WithdrawalDecisionButton';

const typeChoices = PAY_OUT_TYPES.map((code) => ({ id: code, name: `resources.pay-outs.types.${code}` }));

export const exportColumns = transactionExportColumns([
  { source: 'TransactionTypeCode', kind: 'choice', choices: typeChoices },
]).concat([
  { source: 'WithdrawDateStart', kind: 'date' },
  { source: 'WithdrawDateEnd', kind: 'date' },
]);

/** A pay-out's details, then its history: who decided it and who verified it (docs/api.md, "Record history"). */
function PayOutDetails() {
  return (
    <>
      <TransactionDetails />
      <Box sx={{ px: 2, pb: 2 }}>
        <RecordHistory />
      </Box>
    </>
  );
}

/**
 * `/pay-outs` (legacy `/finance/transactionout`): withdrawals (WD, WDA), cancellations and refunds,
 * by sub-type; a withdrawal waiting for approval is decided from its row, a decided one prints its
 * payment voucher there. With four eyes on, a column tells the withdrawals to verify from those
 * to approve (docs/api.md, "Four eyes on money out").
 */
export default function PayOutList() {
  const filters = [
    <SelectInput key="type" source="SubType" choices={typeChoices} alwaysOn />,
    ...useTransactionFilters(),
  ];
  const [number, order, ...rest] = transactionColumns();
  const fourEyes = useAppConfig().workflow.withdrawal.verified !== undefined;
  return (
    <ResourceList
      filters={filters}
      exportColumns={exportColumns}
      actions={<QuickDateRanges startSource="StartDate" endSource="EndDate" />}
      footer={<TransactionTotals />}
    >
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<PayOutDetails />} expandSingle>
        {number}
        <DataTable.Col source="TransactionTypeCode" disableSort>
          <TransactionTypeText />
        </DataTable.Col>
        {order}
        {rest}
        <DataTable.Col
          source="WithdrawDateStart"
          disableSort
          render={(row) =>
            row.WithdrawDateStart
              ? `${formatDate(row.WithdrawDateStart)} – ${formatDate(row.WithdrawDateEnd)}`
              : '—'
          }
        />
        {fourEyes && (
          <DataTable.Col label="resources.pay-outs.four_eyes.column" disableSort>
            <FourEyesStep />
          </DataTable.Col>
        )}
        <DataTable.Col label="app.ageing.column" disableSort>
          <WaitingAge since="StartDateTime" field="TransactionStatusCode" waiting="withdrawal" />
        </DataTable.Col>
        <DataTable.Col label="resources.pay-outs.withdrawal.decision" disableSort>
          <WithdrawalDecisionButton />
          {/* A decided withdrawal's payment voucher, where the decision was. */}
          <VoucherButton />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
