/**
 * Alcohol-selling approval (spec §4: "an ApprovedStatus with a Remark can be set; allowed values
 * not shown"): the documented set the app offers. Whatever else the server sends is shown as it is.
 */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalDecision = 'APPROVED' | 'REJECTED';

export const approvalChoices = () =>
  APPROVAL_STATUSES.map((status) => ({ id: status, name: `app.approval.statuses.${status}` }));

/** A rejection must say why (the partner reads the remark); an approval may. */
export function remarkProblem(decision: ApprovalDecision, remark: unknown): string | undefined {
  if (decision === 'REJECTED' && String(remark ?? '').trim() === '') return 'app.approval.remark_required';
  if (String(remark ?? '').length > 500) return 'app.approval.remark_too_long';
  return undefined;
}
