import { Box, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import type { HistoryItem, HistorySubject } from './historyRead';
import { aboutText, actionText, fieldLabel, valueText } from './historyText';

/**
 * One entry of a record's history: what was done, by whom, when (the app's date and time, in the
 * Buddhist era in Thai), what else it names, and each field it changed, before → after.
 */
export function HistoryEntryItem({ item, subject }: { item: HistoryItem; subject: HistorySubject }) {
  const translate = useTranslate();
  const about = aboutText(translate, item, subject);
  const who = item.username || item.userId || translate('app.history.unknown_user');
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }} data-testid="history-entry">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {actionText(translate, item.action)}
        </Typography>
        <Typography variant="body2" component="span">
          {translate('app.history.by', { name: who })}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {formatDateTime(item.createdAt) || '—'}
        </Typography>
      </Stack>
      {about && (
        <Typography variant="body2" color="text.secondary">
          {about}
        </Typography>
      )}
      {item.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={translate('app.history.changes')}>
          {item.changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field}>
              {translate(change.before === undefined ? 'app.history.set_to' : 'app.history.changed', {
                field: fieldLabel(translate, item.resource || subject.resource, change.field),
                before: valueText(translate, change.before),
                after: valueText(translate, change.after),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
}
