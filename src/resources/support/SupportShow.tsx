import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { LabelledValue } from '../shared/ui/LabelledValue';
import { PersonalText } from '../shared/personal/PersonalText';
import { ShowLoadError, STAY_ON_LOAD_ERROR } from '../shared/ui/RecordLoadError';
import { StatusChip } from '../shared/ui/StatusChip';
import { statusColours } from './supportChoices';

const T = 'resources.support-requests';

function Request() {
  const request = useRecordContext();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {`${String(request.ticketNo)} · ${String(request.topic)}`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 2 }} flexWrap="wrap">
          <LabelledValue label={`${T}.fields.status`}>
            <StatusChip source="status" texts={`${T}.statuses`} colours={statusColours} />
          </LabelledValue>
          <LabelledValue label={`${T}.fields.requesterType`}>
            {translate(`${T}.requester_types.${String(request.requesterType)}`)}
          </LabelledValue>
          <LabelledValue label={`${T}.fields.requesterName`}>{String(request.requesterName)}</LabelledValue>
          <LabelledValue label={`${T}.fields.phoneNo`}>
            <PersonalText source="phoneNo" kind="phone" label={`${T}.fields.phoneNo`} />
          </LabelledValue>
          <LabelledValue label={`${T}.fields.createdAt`}>
            {formatDateTime(String(request.createdAt))}
          </LabelledValue>
          <LabelledValue label={`${T}.fields.updatedAt`}>
            {formatDateTime(String(request.updatedAt))}
          </LabelledValue>
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {translate(`${T}.fields.detail`)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="support-detail">
          {String(request.detail)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** One support request: who asked, about what, and where it stands. */
export default function SupportShow() {
  return (
    <Show component="div" queryOptions={STAY_ON_LOAD_ERROR} error={<ShowLoadError />}>
      <Request />
    </Show>
  );
}
