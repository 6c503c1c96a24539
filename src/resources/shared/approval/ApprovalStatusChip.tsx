import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLOURS: Record<string, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** The approval status, translated; a status the server invented is shown as it is. */
export function ApprovalStatusChip({ source = 'ApprovedStatus' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = String(record?.[source] ?? '');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(`app.approval.statuses.${status}`, { _: status })}
      data-testid="approval-status"
    />
  );
}
