import { StatusChip } from '../StatusChip';

const COLOURS = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** The approval status, translated; a status the server invented is shown as it is. */
export function ApprovalStatusChip({ source = 'ApprovedStatus' }: { source?: string; label?: string }) {
  return (
    <span data-testid="approval-status">
      <StatusChip source={source} texts="app.approval.statuses" colours={COLOURS} />
    </span>
  );
}
