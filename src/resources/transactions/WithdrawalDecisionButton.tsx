import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { formatMoney } from '../../i18n/format';
import { NOTIFY_SUCCESS_MS } from '../../layout/notifyDurations';
import { useFailureNotification } from '../shared/notifyFailure';
import { APPROVED, REJECTED } from './transactionData';
import {
  decisionData,
  defaultTransferDays,
  mayDecide,
  withdrawalProblems,
  type WithdrawalForm,
} from './withdrawalRules';

/**
 * Approve a withdrawal with the days its money is transferred, or reject it
 * (`PUT Transaction/withdraw`). A confirmation dialog first; the row updates after; a refusal by
 * the server keeps the dialog and what was chosen, and says why.
 */
export function WithdrawalDecisionButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'pay-outs';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [form, setForm] = useState<WithdrawalForm | null>(null);
  const [touched, setTouched] = useState(false);
  const [update, { isPending }] = useUpdate();
  const failure = useFailureNotification(`resources.${resource}.withdrawal.failed`);
  if (!record || !mayDecide(record)) return null;
  const texts = (key: string) => `resources.${resource}.withdrawal.${key}`;
  const problems = form ? withdrawalProblems(form) : {};
  const name = String(record.UserDetails?.Name ?? '');
  const open = () => {
    setForm({ TransactionStatusCode: APPROVED, ...defaultTransferDays() });
    setTouched(false);
  };
  const confirm = () => {
    setTouched(true);
    if (!form || Object.keys(problems).length > 0) return;
    update(
      resource,
      { id: record.id, data: decisionData(form), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(texts('updated'), { type: 'success', autoHideDuration: NOTIFY_SUCCESS_MS });
          setForm(null);
          // A filtered list (withdrawals waiting) asks again, so the decided one leaves it.
          refresh();
        },
        onError: failure.onError,
      },
    );
  };
  const dateField = (field: 'WithdrawDateStart' | 'WithdrawDateEnd') => (
    <TextField
      type="date"
      label={translate(`resources.${resource}.fields.${field}`)}
      value={form?.[field] ?? ''}
      onChange={(event) => form && setForm({ ...form, [field]: event.target.value })}
      onBlur={() => setTouched(true)}
      required
      error={touched && !!problems[field]}
      helperText={touched && problems[field] ? translate(problems[field]) : ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: field } }}
    />
  );
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
        aria-label={translate(texts('decide_label'), { no: record.TransactionNo })}
      >
        {translate(texts('decide'))}
      </Button>
      <Dialog
        open={form !== null}
        onClose={() => !isPending && setForm(null)}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{translate(texts('title'), { no: record.TransactionNo })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(texts('summary'), { name: name || '—', amount: formatMoney(record.GrandtotalAmount) })}
          </DialogContentText>
          <RadioGroup
            row
            aria-label={translate(texts('decision'))}
            value={form?.TransactionStatusCode ?? APPROVED}
            onChange={(event) =>
              form &&
              setForm({
                ...form,
                TransactionStatusCode: event.target.value as WithdrawalForm['TransactionStatusCode'],
              })
            }
          >
            <FormControlLabel value={APPROVED} control={<Radio />} label={translate(texts('approve'))} />
            <FormControlLabel value={REJECTED} control={<Radio />} label={translate(texts('reject'))} />
          </RadioGroup>
          {form?.TransactionStatusCode === APPROVED && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
              {dateField('WithdrawDateStart')}
              {dateField('WithdrawDateEnd')}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setForm(null)} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            color={form?.TransactionStatusCode === REJECTED ? 'error' : 'success'}
            onClick={confirm}
            disabled={isPending}
          >
            {translate(
              texts(form?.TransactionStatusCode === REJECTED ? 'confirm_reject' : 'confirm_approve'),
            )}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
