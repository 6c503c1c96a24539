import { Box, Button, DialogContentText } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate, useUpdate, useNotify } from 'react-admin';
import { readSession } from '../../../../api/session';
import { useAppConfig } from '../../../../config/ConfigContext';
import { NOTIFY_SUCCESS_MS } from '../../../../layout/notifyDurations';
import { useSingleFlight } from '../../../../layout/useSingleFlight';
import { useFailureNotification } from '../../ui/notifyFailure';
import { useMayDo } from '../../ui/useMayDo';
import { decisionMeta, isConflict } from '../../decision/decideOnce';
import { useDecideOnce } from '../../decision/useDecideOnce';
import {
  decisionCode,
  licenceReadAgainFilter,
  licenceStatusLabel,
  type LicenceDecision,
} from './approvalRules';
import { DecisionDialog } from './DecisionDialog';

interface ApprovalButtonsProps {
  /** The field naming the partner (SupplierName, GroceryName), for the dialog's title. */
  nameField: string;
  /** The licence document's picture, when the record has one. */
  documentField: string;
}

/**
 * Approve or reject a partner's alcohol-selling licence: a confirmation dialog with the licence
 * document and a remark (required to reject). The codes sent are config.json's
 * `workflow.licence` (docs/api.md). The row updates in place; a failure keeps the dialog and what
 * was typed, and shows the error only (docs/decisions.md).
 */
export function ApprovalButtons({ nameField, documentField }: ApprovalButtonsProps) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const workflow = useAppConfig().workflow.licence;
  const [decision, setDecision] = useState<LicenceDecision | null>(null);
  const [update] = useUpdate();
  // The check and the decision are one write: a second press while either runs sends nothing.
  const { run, busy: isPending } = useSingleFlight();
  const { checkStillOpen, decidedMeanwhile } = useDecideOnce();
  const failure = useFailureNotification('app.approval.update_failed');
  const mayDo = useMayDo();
  if (!record || !mayDo('decide')) return null;
  const name = String(record[nameField] ?? '');
  const decide = async (decided: LicenceDecision, remark: string) => {
    // Another person may have decided it since the list was read: read it again first.
    const outcome = await checkStillOpen({
      resource,
      record,
      filter: licenceReadAgainFilter(record, nameField),
      statusField: 'ApprovedStatus',
      statusName: (code) => translate(licenceStatusLabel(code, workflow) ?? String(code ?? '')),
    });
    if (outcome === 'drop') setDecision(null);
    if (outcome !== 'send') return;
    try {
      await update(
        resource,
        {
          id: record.id,
          data: {
            ApprovedStatus: decisionCode(decided, workflow),
            Remark: remark,
            UserId: readSession()?.id ?? '',
          },
          previousData: record,
          meta: decisionMeta(decided),
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      if (!isConflict(error)) return failure.onError(error);
      setDecision(null);
      return decidedMeanwhile();
    }
    notify('app.approval.updated', { type: 'success', autoHideDuration: NOTIFY_SUCCESS_MS });
    setDecision(null);
  };
  const confirm = (remark: string) => {
    if (decision) void run(() => decide(decision, remark));
  };
  const document = record[documentField];
  return (
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        color="success"
        variant="outlined"
        onClick={() => setDecision('approve')}
        disabled={record.ApprovedStatus === workflow.approved}
        aria-label={translate('app.approval.approve_name', { name })}
      >
        {translate('app.approval.approve')}
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        onClick={() => setDecision('reject')}
        disabled={record.ApprovedStatus === workflow.rejected}
        aria-label={translate('app.approval.reject_name', { name })}
      >
        {translate('app.approval.reject')}
      </Button>
      <DecisionDialog
        decision={decision}
        title={translate(
          decision === 'approve' ? 'app.approval.confirm_approve' : 'app.approval.confirm_reject',
          { name },
        )}
        initialRemark={String(record.Remark ?? '')}
        pending={isPending}
        onCancel={() => setDecision(null)}
        onConfirm={confirm}
      >
        {typeof document === 'string' && document ? (
          <Box
            component="img"
            src={document}
            alt={translate('app.approval.document_of', { name })}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 320,
              mb: 2,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <DialogContentText sx={{ mb: 2 }}>{translate('app.approval.no_document')}</DialogContentText>
        )}
      </DecisionDialog>
    </Box>
  );
}
