import { Alert, alpha, Chip, LinearProgress } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../i18n/format';
import { useTransactionStatuses } from '../shared/finance/useTransactionStatuses';
import { personName, withdrawalStep, type SecondStep } from './fourEyes';
import { mayDecide } from './withdrawalRules';

/** The texts of four eyes, under the screen's resource (docs/api.md, "Four eyes on money out"). */
export function useFourEyesText() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'pay-outs';
  return (key: string, args?: Record<string, unknown>) =>
    translate(`resources.${resource}.four_eyes.${key}`, args);
}

/**
 * A row's step in the list: "to verify" (above the limit, nobody has verified it) or "to approve"
 * (verified, waiting for a second person); nothing for one a single person decides, or decided.
 * Coloured as the status chips are: a tinted border, the text at full contrast.
 */
export function FourEyesStep(_props: { label?: string }) {
  const record = useRecordContext();
  const text = useFourEyesText();
  const workflow = useAppConfig().workflow.withdrawal;
  const { statuses } = useTransactionStatuses();
  if (!record || !mayDecide(record, workflow, statuses)) return null;
  const step = withdrawalStep(record, workflow);
  if (step === 'decide') return null;
  const colour = step === 'verify' ? 'warning' : 'info';
  const hint = text(`step_${step}_hint`, { limit: formatMoney(workflow.fourEyesAbove ?? 0) });
  return (
    <Chip
      size="small"
      variant="outlined"
      label={text(`step_${step}`)}
      title={hint}
      data-testid="four-eyes-step"
      data-step={step}
      sx={(theme) => ({
        borderColor: theme.palette[colour].main,
        backgroundColor: alpha(theme.palette[colour].main, 0.1),
        color: theme.palette.text.primary,
      })}
    />
  );
}

/**
 * What the decision dialog of a verified withdrawal says of its second step: who verified it (the
 * user may go on), or why the user may not (they verified it, or who did cannot be told).
 */
export function SecondStepNotice({ step, reading }: { step?: SecondStep; reading: boolean }) {
  const text = useFourEyesText();
  const translate = useTranslate();
  if (!step) return reading ? <LinearProgress aria-label={text('reading')} sx={{ my: 1 }} /> : null;
  if (step.may)
    return (
      <Alert severity="info" sx={{ my: 1 }} data-testid="second-step">
        {text('verified_by', { name: personName(step.verifier) })}
      </Alert>
    );
  const why =
    step.why === 'same_person' || step.why === 'not_comparable'
      ? text(step.why, { name: personName(step.verifier) })
      : step.why === 'unreadable'
        ? text('unreadable', { reason: translate(step.reason.key, step.reason.args) })
        : text(step.why);
  return (
    <Alert severity="error" sx={{ my: 1 }} data-testid="second-step" data-refused={step.why}>
      {why}
    </Alert>
  );
}
