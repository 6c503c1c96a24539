import type { WorkflowCodes } from '../../../../config/config';

/**
 * Alcohol-selling approval (an ApprovedStatus with a Remark; the service names no values): the codes
 * are the service's, and what they mean is `workflow.licence` of config.json (docs/api.md). Whatever
 * else the server sends is shown as it is.
 */
export type LicenceDecision = 'approve' | 'reject';
export type LicenceMeaning = 'waiting' | LicenceDecision;

/** The app's label of each meaning (the labels were first written for the demo's codes). */
const LABELS: Record<LicenceMeaning, string> = {
  waiting: 'app.approval.statuses.PENDING',
  approve: 'app.approval.statuses.APPROVED',
  reject: 'app.approval.statuses.REJECTED',
};

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What a licence's `ApprovedStatus` means; undefined for a code the configuration does not name. */
export function licenceMeaning(code: unknown, workflow: WorkflowCodes): LicenceMeaning | undefined {
  const value = codeOf(code);
  if (value === '') return undefined;
  if (workflow.waiting.includes(value)) return 'waiting';
  if (value === workflow.approved) return 'approve';
  if (value === workflow.rejected) return 'reject';
  return undefined;
}

/** The code a decision sends. */
export const decisionCode = (decision: LicenceDecision, workflow: WorkflowCodes) =>
  decision === 'approve' ? workflow.approved : workflow.rejected;

export interface LicenceStatusChoice {
  id: string;
  /** The translation key of its meaning's label. */
  name: string;
  /** Shown beside the label: several waiting codes would otherwise read alike. */
  withCode: boolean;
}

/** The status filter's choices: the configured codes, waiting first, never a code of the app's own. */
export function licenceStatusChoices(workflow: WorkflowCodes): LicenceStatusChoice[] {
  const several = workflow.waiting.length > 1;
  return [
    ...workflow.waiting.map((code) => ({ id: code, name: LABELS.waiting, withCode: several })),
    { id: workflow.approved, name: LABELS.approve, withCode: false },
    { id: workflow.rejected, name: LABELS.reject, withCode: false },
  ];
}

/** The label of a status: its meaning's (a translation key), or undefined to show the code as sent. */
export const licenceStatusLabel = (code: unknown, workflow: WorkflowCodes) => {
  const meaning = licenceMeaning(code, workflow);
  return meaning ? LABELS[meaning] : undefined;
};

/** The export's choices (plain: the CSV shows the label, an unknown code as sent). */
export const approvalChoices = (workflow: WorkflowCodes) =>
  licenceStatusChoices(workflow).map(({ id, name }) => ({ id, name }));

/** A rejection must say why (the partner reads the remark); an approval may. */
export function remarkProblem(decision: LicenceDecision, remark: unknown): string | undefined {
  if (decision === 'reject' && String(remark ?? '').trim() === '') return 'app.approval.remark_required';
  if (String(remark ?? '').length > 500) return 'app.approval.remark_too_long';
  return undefined;
}

/**
 * The licence list's filter that finds one partner's licence among few, to read it again before a
 * decision: the partner's name (the list call's name search).
 */
export const licenceReadAgainFilter = (record: Record<string, unknown>, nameField: string) => ({
  q: codeOf(record[nameField]),
});
