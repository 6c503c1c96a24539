import { Alert, Box, Button, LinearProgress, List, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { HistoryEntryItem } from './HistoryEntryItem';
import { historyPanelState, historyReadReason, type HistorySubject } from './historyRead';
import { useRecordHistory } from './useRecordHistory';

interface RecordHistoryProps {
  /** The record's resource and id; those of the screen's record by default. */
  resource?: string;
  id?: Identifier;
}

/**
 * A record's history (docs/api.md, "Record history"): who did what to it and when, newest first,
 * read from the staff log a page at a time. "No entries yet" only when the log answered; when it
 * could not be read the panel says why and offers to try again.
 */
export function RecordHistory({ resource, id }: RecordHistoryProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const headingId = useId();
  const subjectResource = resource ?? contextResource;
  const subjectId = id ?? record?.id;
  const subject: HistorySubject | undefined =
    subjectResource && subjectId !== undefined && subjectId !== null
      ? { resource: subjectResource, id: subjectId }
      : undefined;
  const history = useRecordHistory(subject);
  const reason = history.error ? historyReadReason(history.error) : undefined;
  const reasonText = reason
    ? translate(reason.key, {
        ...reason.args,
        message: translate(String(reason.args?.message ?? ''), { _: String(reason.args?.message ?? '') }),
      })
    : '';
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="record-history" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" id={headingId}>
        {translate('app.history.title')}
      </Typography>
      {history.loading && (
        <>
          <LinearProgress aria-label={translate('app.history.loading')} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.history.loading')}
          </Typography>
        </>
      )}
      {subject && history.items.length > 0 && (
        <List dense disablePadding>
          {history.items.map((item, index) => (
            <HistoryEntryItem key={item.id || index} item={item} subject={subject} />
          ))}
        </List>
      )}
      {reason ? (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={history.retry}>
              {translate('app.history.retry')}
            </Button>
          }
        >
          {translate('app.history.unreadable', { reason: reasonText })}
        </Alert>
      ) : (
        historyPanelState(history) === 'empty' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.history.empty')}
          </Typography>
        )
      )}
      {history.more && !reason && (
        <Button size="small" onClick={history.showMore} disabled={history.loadingMore} sx={{ mt: 1 }}>
          {translate(history.loadingMore ? 'app.history.loading' : 'app.history.show_more')}
        </Button>
      )}
    </Box>
  );
}
