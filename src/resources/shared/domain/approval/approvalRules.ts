import type { WorkflowCodes } from '../../../../config/config';

/** The service names no codes: config.json's `workflow.licence` says what they mean (docs/api.md). */
export type LicenceDecision = 'approve' | 'reject';
export type LicenceMeaning = 'waiting' | LicenceDecision;

const LABELS: Record<LicenceMeaning, string> = {
  waiting: 'app.approval.statuses.PENDING',
  approve: 'app.approval.statuses.APPROVED',
  reject: 'app.approval.statuses.REJECTED',
};

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function licenceMeaning(code: unknown, workflow: WorkflowCodes): LicenceMeaning | undefined {
  const value = codeOf(code);
  if (value === '') return undefined;
  if (workflow.waiting.includes(value)) return 'waiting';
  if (value === workflow.approved) return 'approve';
  if (value === workflow.rejected) return 'reject';
  return undefined;
}

export const decisionCode = (decision: LicenceDecision, workflow: WorkflowCodes) =>
  decision === 'approve' ? workflow.approved : workflow.rejected;

export interface LicenceStatusChoice {
  id: string;
  name: string;
  /** Shown beside the label: several waiting codes would otherwise read alike. */
  withCode: boolean;
}

/** Never a code of the app's own. */
export function licenceStatusChoices(workflow: WorkflowCodes): LicenceStatusChoice[] {
  const several = workflow.waiting.length > 1;
  return [
    ...workflow.waiting.map((code) => ({ id: code, name: LABELS.waiting, withCode: several })),
    { id: workflow.approved, name: LABELS.approve, withCode: false },
    { id: workflow.rejected, name: LABELS.reject, withCode: false },
  ];
}

export const licenceStatusLabel = (code: unknown, workflow: WorkflowCodes) => {
  const meaning = licenceMeaning(code, workflow);
  return meaning ? LABELS[meaning] : undefined;
};

export const approvalChoices = (workflow: WorkflowCodes) =>
  licenceStatusChoices(workflow).map(({ id, name }) => ({ id, name }));

/** A rejection must say why (the partner reads the remark); an approval may. */
export function remarkProblem(decision: LicenceDecision, remark: unknown): string | undefined {
  if (decision === 'reject' && String(remark ?? '').trim() === '') return 'app.approval.remark_required';
  if (String(remark ?? '').length > 500) return 'app.approval.remark_too_long';
  return undefined;
}

/** The partner's name narrows the list to a few, for the read again before a decision. */
export const licenceReadAgainFilter = (record: Record<string, unknown>, nameField: string) => ({
  q: codeOf(record[nameField]),
});
