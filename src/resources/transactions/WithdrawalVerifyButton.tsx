import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../i18n/format';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { historyMeta } from '../../providers/history/withRecordHistory';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { verifyData } from './fourEyes';
import { useFourEyesText } from './FourEyesParts';
import { hasAmount } from './transactionData';
import { useWithdrawalWrite } from './useWithdrawalWrite';

/**
 * The first person's step of a withdrawal above `workflow.withdrawal.fourEyesAbove`: verify it,
 * sending the configured `verified` code with `PUT Transaction/withdraw` (no transfer days), its
 * history entry a `VERIFY` (docs/api.md, "Four eyes on money out"). Read again first, as every
 * decision is; a second person then approves or rejects it. The caller has checked the right to
 * decide and that the withdrawal waits for this step.
 */
export function WithdrawalVerifyButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'pay-outs';
  const translate = useTranslate();
  const text = useFourEyesText();
  const workflow = useAppConfig().workflow.withdrawal;
  const [open, setOpen] = useState(false);
  const { run, busy } = useSingleFlight();
  const write = useWithdrawalWrite(resource, record);
  const failure = useFailureNotification(`resources.${resource}.four_eyes.verify_failed`);
  if (!record) return null;

  const verify = () =>
    write({
      data: verifyData(workflow),
      meta: historyMeta('VERIFY'),
      success: text('verified'),
      close: () => setOpen(false),
      onError: failure.onError,
    });

  const name = String(record.UserDetails?.Name ?? '');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={text('verify_label', { no: record.TransactionNo })}
      >
        {text('verify')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{text('verify_title', { no: record.TransactionNo })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(`resources.${resource}.withdrawal.summary`, {
              name: name || '—',
              amount: hasAmount(record.GrandtotalAmount)
                ? formatMoney(record.GrandtotalAmount)
                : translate('resources.transactions.no_amount'),
            })}
          </DialogContentText>
          <DialogContentText>
            {text('verify_why', { limit: formatMoney(workflow.fourEyesAbove ?? 0) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void run(verify)} disabled={busy}>
            {text('confirm_verify')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
