import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { ThaiDatePicker } from '../shared/ui/ThaiDatePicker';
import { PartnerInput } from '../shared/domain/partners/PartnerInput';
import { orderStatusChoices } from '../shared/domain/orders/orderStatus';
import type { ReportSupplier } from './financeReportModel';

export type ReportKind = 'finance' | 'orders';
const KINDS: readonly ReportKind[] = ['finance', 'orders'];

export interface ReportChoice {
  kind: ReportKind;
  /** `YYYY-MM`. */
  month: string;
  /** The finance report's supplier, with its name, tax id and branch for the PDF's filter lines. */
  supplier?: ReportSupplier;
  /** The orders report's status; '' for every status. */
  status: string;
}

const TEXTS = 'resources.reports.choices';

/** `{ [key]: text }` when the record wrote a text there; nothing otherwise, never an empty one. */
function textField(key: 'taxId' | 'branch', value: unknown): Partial<ReportSupplier> {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text ? { [key]: text } : {};
}

/** The finance report of one supplier: picked by name from the supplier list. */
function SupplierChoice({
  choice,
  onChange,
}: {
  choice: ReportChoice;
  onChange: (next: ReportChoice) => void;
}) {
  const { branchField } = useAppConfig().documents;
  return (
    // Its own little form: the picker is react-admin's, and comes back with the supplier chosen.
    <Form defaultValues={{ SupplierId: choice.supplier?.id ?? null }}>
      <PartnerInput
        kind="suppliers"
        source="SupplierId"
        label={`${TEXTS}.supplier`}
        helperText={false}
        sx={{ width: 320 }}
        onChange={(value: unknown, record: RaRecord | '') =>
          onChange({
            ...choice,
            supplier: value
              ? {
                  id: String(value),
                  name: String((record ? record.SupplierName : undefined) ?? value),
                  ...textField('taxId', record ? record.TaxId : undefined),
                  ...textField('branch', record ? record[branchField] : undefined),
                }
              : undefined,
          })
        }
      />
    </Form>
  );
}

/** Which report, of which month, with which filter. */
export function ReportChoices({
  choice,
  currentMonth,
  problem,
  onChange,
}: {
  choice: ReportChoice;
  currentMonth: string;
  /** Why the month cannot be reported on (a translation key). */
  problem?: string;
  onChange: (next: ReportChoice) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      alignItems={{ md: 'flex-start' }}
      flexWrap="wrap"
    >
      <ThaiDatePicker
        view="month"
        size="small"
        sx={{ width: 200 }}
        label={translate(`${TEXTS}.month`)}
        value={choice.month}
        onChange={(month) => onChange({ ...choice, month })}
        error={!!problem}
        helperText={problem ? translate(problem) : ' '}
        name="month"
        max={currentMonth}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice.kind}
        onChange={(_event, next: ReportKind | null) => next && onChange({ ...choice, kind: next })}
        aria-label={translate(`${TEXTS}.kind`)}
      >
        {KINDS.map((kind) => (
          <ToggleButton key={kind} value={kind}>
            {translate(`resources.reports.kinds.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice.kind === 'finance' ? (
        <SupplierChoice choice={choice} onChange={onChange} />
      ) : (
        <TextField
          select
          size="small"
          sx={{ width: 220 }}
          label={translate(`${TEXTS}.status`)}
          value={choice.status}
          onChange={(event) => onChange({ ...choice, status: event.target.value })}
          slotProps={{ htmlInput: { name: 'status' } }}
        >
          <MenuItem value="">{translate(`${TEXTS}.all_statuses`)}</MenuItem>
          {orderStatusChoices.map((status) => (
            <MenuItem key={status.id} value={status.id}>
              {translate(status.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
