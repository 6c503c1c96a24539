import { Box, DialogContentText, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { readSession } from '../../../../api/session';
import { useAppConfig } from '../../../../config/ConfigContext';
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS } from '../../../../layout/notifyDurations';
import { useSingleFlight } from '../../../../layout/useSingleFlight';
import { decisionMeta, freshState, readAgain } from '../../decision/decideOnce';
import { decisionCode, licenceMeaning, licenceReadAgainFilter, type LicenceDecision } from './approvalRules';
import { BulkDecider, stillSelected, tally, type DecisionOutcome } from './bulkDecision';
import { DecisionDialog } from './DecisionDialog';

const BULK_BUTTONS = [
  { decision: 'approve', label: 'app.approval.bulk_approve', color: 'success' },
  { decision: 'reject', label: 'app.approval.bulk_reject', color: 'error' },
] as const satisfies readonly { decision: LicenceDecision; label: string; color: string }[];

type Outcomes = ReadonlyMap<Identifier, DecisionOutcome>;

const OutcomesContext = createContext<{
  outcomes: Outcomes;
  setOutcomes: (outcomes: Outcomes) => void;
} | null>(null);

/** What the last bulk decision did to each request, for the rows to show (around a licence list). */
export function BulkOutcomes({ children }: { children: ReactNode }) {
  const [outcomes, setOutcomes] = useState<Outcomes>(new Map());
  return <OutcomesContext.Provider value={{ outcomes, setOutcomes }}>{children}</OutcomesContext.Provider>;
}

/** A row's outcome of the last bulk decision: done, failed with its reason, or not sent again. */
export function RowOutcome() {
  const record = useRecordContext();
  const translate = useTranslate();
  const outcomes = useContext(OutcomesContext)?.outcomes;
  const outcome = record ? outcomes?.get(record.id) : undefined;
  if (!outcome) return null;
  const [text, colour] =
    outcome.state === 'done'
      ? [translate('app.approval.outcome_done'), 'success.main']
      : outcome.state === 'failed'
        ? [
            translate('app.approval.outcome_failed', {
              message: translate(outcome.message, { _: outcome.message }),
            }),
            'error.main',
          ]
        : [translate('app.approval.outcome_skipped'), 'text.secondary'];
  return (
    <Typography variant="body2" sx={{ color: colour, mb: 0.5 }} data-testid="decision-outcome">
      {text}
    </Typography>
  );
}

/**
 * Approve or reject the selected requests with one remark (the same dialog and rule as a single
 * decision), one call after the other with the single decision's call (docs/api.md, "Alcohol
 * licences"). Each row then shows its outcome; the failed stay selected, the others are unselected;
 * a second press while sending, or a request already decided, sends nothing.
 */
export function BulkDecisionButtons({ nameField }: { nameField: string }) {
  const { selectedIds, data, onSelect } = useListContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const workflow = useAppConfig().workflow.licence;
  const setOutcomes = useContext(OutcomesContext)?.setOutcomes;
  // One decider for as long as the list is drawn: it remembers what it has decided.
  const [decider] = useState(() => new BulkDecider());
  const [decision, setDecision] = useState<LicenceDecision | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  // The buttons' guard, as every write's (the decider also refuses a second run of its own).
  const { run, busy } = useSingleFlight();
  const recordOf = (id: Identifier) => data?.find((record) => record.id === id);
  const names = selectedIds.map((id) => String(recordOf(id)?.[nameField] ?? id));

  const confirm = async (remark: string) => {
    if (!decision || decider.busy) return;
    const ids = [...selectedIds];
    setSent(0);
    let count = 0;
    const outcomes = await decider.run(ids, {
      send: (id) =>
        dataProvider.update(resource, {
          id,
          data: {
            ApprovedStatus: decisionCode(decision, workflow),
            Remark: remark,
            UserId: readSession()?.id ?? '',
          },
          previousData: recordOf(id)!,
          meta: decisionMeta(decision),
        }),
      // Waiting as the list shows it, and still so as the service lists it now (another person
      // may have decided it meanwhile). A request not on this page cannot be checked: not sent.
      waiting: async (id) => {
        const shown = recordOf(id);
        if (!shown || licenceMeaning(shown.ApprovedStatus, workflow) !== 'waiting') return false;
        const fresh = await readAgain(
          dataProvider,
          resource,
          shown,
          licenceReadAgainFilter(shown, nameField),
        ).catch(() => {
          throw new Error('app.decision.unreadable');
        });
        return freshState(shown, fresh, 'ApprovedStatus').state === 'unchanged';
      },
      onOutcome: () => setSent((count += 1)),
    });
    if (!outcomes) return;
    setOutcomes?.(outcomes);
    onSelect(stillSelected(outcomes));
    setSent(null);
    setDecision(null);
    const { done, failed } = tally(outcomes);
    notify('app.approval.bulk_summary', {
      type: failed ? 'error' : 'success',
      autoHideDuration: failed ? NOTIFY_ERROR_MS : NOTIFY_SUCCESS_MS,
      messageArgs: { done, failed },
    });
    // The rows, and the menu's work queue, as the service now has them.
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };

  const pending = busy || sent !== null;
  return (
    <>
      {BULK_BUTTONS.map(({ decision: choice, label, color }) => (
        <Button
          key={choice}
          label={label}
          color={color}
          variant="contained"
          onClick={() => setDecision(choice)}
          disabled={pending}
        />
      ))}
      <DecisionDialog
        decision={decision}
        title={translate(
          decision === 'approve' ? 'app.approval.confirm_bulk_approve' : 'app.approval.confirm_bulk_reject',
          { count: selectedIds.length },
        )}
        initialRemark=""
        pending={pending}
        remarkHelp={translate('app.approval.bulk_remark_help')}
        onCancel={() => setDecision(null)}
        onConfirm={(remark) => void run(() => confirm(remark))}
      >
        <DialogContentText sx={{ mb: 2 }} data-testid="bulk-names">
          {names.join(', ')}
        </DialogContentText>
        {pending && (
          <Box sx={{ mb: 2 }} role="status">
            <Typography variant="body2">
              {translate('app.approval.bulk_sending', { sent, total: selectedIds.length })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(100 * (sent ?? 0)) / Math.max(1, selectedIds.length)}
              aria-label={translate('app.approval.bulk_sending', { sent, total: selectedIds.length })}
            />
          </Box>
        )}
      </DecisionDialog>
    </>
  );
}
