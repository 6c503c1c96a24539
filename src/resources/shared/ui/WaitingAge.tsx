import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { QueueWorkflow } from '../../../registry/definition';
import { awaitingCodes } from '../../../config/config';
import { useAppConfig } from '../../../config/ConfigContext';
import { recordWaited } from '../../../registry/queueAge';

/**
 * How long the row's record has waited, in business days (docs/api.md, "Queue ageing"): "3 business
 * days" while its `field` holds one of `workflow.<waiting>.waiting` (or the verified code of a
 * withdrawal waiting for its second person); "—" for a waiting record
 * without its start time in `since` (never a made-up age); nothing once it no longer waits.
 */
export function WaitingAge({
  since,
  field,
  waiting,
}: {
  since: string;
  field: string;
  waiting: QueueWorkflow;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { workflow, calendar } = useAppConfig();
  // The page's clock (a list is drawn again as it is read again).
  const days = recordWaited(
    record,
    { since, field, codes: awaitingCodes(workflow[waiting]) },
    new Date(),
    calendar.holidays,
  );
  if (days === null) return null;
  if (days === undefined)
    return (
      <Box
        component="span"
        title={translate('app.ageing.no_start')}
        aria-label={translate('app.ageing.no_start')}
      >
        —
      </Box>
    );
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="waiting-age" data-days={days}>
      {translate('app.ageing.days', { smart_count: days })}
    </Box>
  );
}
