import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../i18n/format';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { decisionMeta } from '../shared/decision/decideOnce';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { useMayDo } from '../shared/ui/useMayDo';
import { ThaiDatePicker } from '../shared/ui/ThaiDatePicker';
import { hasAmount } from './transactionData';
import { useStatusName } from './TransactionParts';
import { useWithdrawalWrite } from './useWithdrawalWrite';
import { useTransactionStatuses } from '../shared/finance/useTransactionStatuses';
import { withdrawalStep, type SecondStep } from './fourEyes';
import { SecondStepNotice } from './FourEyesParts';
import { useSecondStep } from './useSecondStep';
import { WithdrawalVerifyButton } from './WithdrawalVerifyButton';
import {
  decisionChoices,
  decisionData,
  mayDecide,
  openingForm,
  withdrawalProblems,
  type Decision,
  type WithdrawalForm,
} from './withdrawalRules';

/**
 * Approve a withdrawal with the days its money is transferred, or reject it
 * (`PUT Transaction/withdraw`), sending one of the server's status codes: the configured one
 * (`workflow.withdrawal`) chosen first when the server lists it, otherwise the user picks among
 * the server's, by their names. A confirmation dialog first; the row updates after; a refusal by
 * the server keeps the dialog and what was chosen, and says why.
 *
 * Four eyes (docs/api.md, "Four eyes on money out"): a withdrawal above the limit and not verified
 * offers the first person's verification instead (WithdrawalVerifyButton); a verified one is
 * decided by a second person only: who verified is read from its history when the dialog opens
 * and again right before the decision is sent, and the person who verified, or anyone when who
 * verified cannot be told, is refused with the reason.
 */
export function WithdrawalDecisionButton(_props: { label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'pay-outs';
  const translate = useTranslate();
  const workflow = useAppConfig().workflow.withdrawal;
  const { statuses, isPending: statusesPending, error: statusesError } = useTransactionStatuses();
  const [form, setForm] = useState<WithdrawalForm | null>(null);
  const [touched, setTouched] = useState(false);
  // The check and the decision are one write: a second press while either runs sends nothing.
  const { run, busy: isPending } = useSingleFlight();
  const nameOf = useStatusName();
  const write = useWithdrawalWrite(resource, record);
  const failure = useFailureNotification(`resources.${resource}.withdrawal.failed`);
  const mayDo = useMayDo();
  const step = record && mayDecide(record, workflow, statuses) ? withdrawalStep(record, workflow) : undefined;
  const second = useSecondStep(record?.id, form !== null && step === 'approve');
  // The verdict of the check right before sending: fresher than the one read on opening.
  const [checked, setChecked] = useState<SecondStep>();
  if (!record || !mayDo('decide') || !step) return null;
  if (step === 'verify') return <WithdrawalVerifyButton />;
  const verdict = step === 'approve' ? (checked ?? second.step) : undefined;
  const blocked = step === 'approve' && !verdict?.may;
  const texts = (key: string) => `resources.${resource}.withdrawal.${key}`;
  const problems = form ? withdrawalProblems(form) : {};
  const name = String(record.UserDetails?.Name ?? '');
  const current = record.TransactionStatusCode;
  const offered = form ? decisionChoices(form.decision, workflow, statuses, current) : undefined;
  const configured = form?.decision === 'reject' ? workflow.rejected : workflow.approved;
  const open = () => {
    setForm(openingForm(workflow, statuses, current));
    setTouched(false);
    setChecked(undefined);
  };
  const choose = (decision: Decision) =>
    form &&
    setForm({
      ...form,
      decision,
      TransactionStatusCode: decisionChoices(decision, workflow, statuses, current).preset,
    });
  const decide = (decided: WithdrawalForm) =>
    write({
      data: decisionData(decided),
      meta: decisionMeta(decided.decision),
      success: texts('updated'),
      close: () => setForm(null),
      onError: failure.onError,
      // Who verified, read again: never decided by the same person, nor on a guess.
      stillMay:
        step === 'approve'
          ? async () => {
              const fresh = await second.check();
              setChecked(fresh);
              return fresh.may;
            }
          : undefined,
    });
  const confirm = () => {
    setTouched(true);
    if (!form || Object.keys(problems).length > 0 || blocked) return;
    void run(() => decide(form));
  };
  const dateField = (field: 'WithdrawDateStart' | 'WithdrawDateEnd') => (
    <ThaiDatePicker
      size="medium"
      label={translate(`resources.${resource}.fields.${field}`)}
      value={form?.[field] ?? ''}
      onChange={(day) => form && setForm({ ...form, [field]: day })}
      clearWhenInvalid
      onBlur={() => setTouched(true)}
      required
      error={touched && !!problems[field]}
      helperText={touched && problems[field] ? translate(problems[field]) : ' '}
      name={field}
    />
  );
  const rejecting = form?.decision === 'reject';
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
        // The codes to offer come from the server's list: wait for it (it is asked once).
        disabled={statusesPending}
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
            {translate(texts('summary'), {
              name: name || '—',
              amount: hasAmount(record.GrandtotalAmount)
                ? formatMoney(record.GrandtotalAmount)
                : translate('resources.transactions.no_amount'),
            })}
          </DialogContentText>
          <RadioGroup
            row
            aria-label={translate(texts('decision'))}
            value={form?.decision ?? 'approve'}
            onChange={(event) => choose(event.target.value as Decision)}
          >
            <FormControlLabel value="approve" control={<Radio />} label={translate(texts('approve'))} />
            <FormControlLabel value="reject" control={<Radio />} label={translate(texts('reject'))} />
          </RadioGroup>
          {step === 'approve' && <SecondStepNotice step={verdict} reading={second.reading} />}
          {statusesPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {statusesError ? (
            <Alert severity="warning" sx={{ my: 1 }}>
              {translate(texts('statuses_failed'), { code: configured })}
            </Alert>
          ) : (
            offered &&
            !offered.preset && (
              <Alert severity="info" sx={{ my: 1 }}>
                {translate(texts(offered.choices.length ? 'choose_code' : 'no_codes'), { code: configured })}
              </Alert>
            )
          )}
          <TextField
            select
            fullWidth
            sx={{ mt: 2 }}
            label={translate(texts('status_to_send'))}
            value={form?.TransactionStatusCode ?? ''}
            onChange={(event) => form && setForm({ ...form, TransactionStatusCode: event.target.value })}
            onBlur={() => setTouched(true)}
            required
            error={touched && !!problems.TransactionStatusCode}
            helperText={
              touched && problems.TransactionStatusCode ? translate(problems.TransactionStatusCode) : ' '
            }
            slotProps={{ htmlInput: { name: 'TransactionStatusCode' } }}
          >
            {(offered?.choices ?? []).map((status) => (
              <MenuItem key={status.Code} value={status.Code}>
                {nameOf(status.Code)}
              </MenuItem>
            ))}
          </TextField>
          {form?.decision === 'approve' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
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
            color={rejecting ? 'error' : 'success'}
            onClick={confirm}
            disabled={isPending || blocked}
          >
            {translate(texts(rejecting ? 'confirm_reject' : 'confirm_approve'))}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
