import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { LabelledValue } from '../shared/ui/LabelledValue';
import { StatusChip } from '../shared/ui/StatusChip';
import { placeholdersOf } from './messageTemplate';
import type { NotificationRecord } from './notificationData';
import { NotificationMessage } from './NotificationMessage';

const T = 'resources.notifications';

/** One language of the template, as written: placeholders shown, nothing filled. */
function TemplateText({ label, title, body }: { label: string; title: string; body: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Box
        // The app's font: a monospace one has no Thai letters.
        sx={{ typography: 'body2', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
        data-testid="notification-template"
      >
        <div>{title}</div>
        <div>{body}</div>
      </Box>
    </Box>
  );
}

/** A notification opened from the list: who got it, the message, its template and its values. */
export function NotificationDetail({ record, onClose }: { record: NotificationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const template = record.Template;
  const used = template
    ? placeholdersOf([template.TitleTh, template.BodyTh, template.TitleEn, template.BodyEn].join(' '))
    : [];
  const missing = used.filter((name) => !Object.hasOwn(record.Values, name));
  const names = [...new Set([...used, ...Object.keys(record.Values)])];
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="notification-detail-title"
    >
      <DialogTitle id="notification-detail-title">
        {translate(`${T}.detail.title`)} #{record.NotificationLogId}
      </DialogTitle>
      <DialogContent dividers>
        <RecordContextProvider value={record}>
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <LabelledValue label={`${T}.fields.app`}>{translate(`${T}.apps.${record.App}`)}</LabelledValue>
              <LabelledValue label={`${T}.fields.CreatedDate`}>
                {formatDateTime(record.CreatedDate)}
              </LabelledValue>
              <LabelledValue label={`${T}.fields.IsRead`}>
                {translate(`${T}.read.${String(record.IsRead)}`)}
              </LabelledValue>
              <LabelledValue label={`${T}.fields.ShopName`}>
                {record.ShopName}
                {record.UserId ? ` (${String(record.UserId)})` : ''}
              </LabelledValue>
              <LabelledValue label={`${T}.fields.ProductName`}>{record.ProductName}</LabelledValue>
              <LabelledValue label={`${T}.fields.TemplateCode`}>
                <StatusChip source="TemplateCode" texts={`${T}.codes`} colours={{}} />
              </LabelledValue>
            </Box>
            <LabelledValue label={`${T}.detail.message`}>
              <NotificationMessage record={record} />
            </LabelledValue>
            {missing.length > 0 && (
              <Alert severity="warning">
                {translate(`${T}.detail.missing`, { names: missing.join(', ') })}
              </Alert>
            )}
            {template ? (
              <Box>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {translate(`${T}.detail.template`, { code: template.TemplateCode })}
                </Typography>
                <Stack spacing={1}>
                  <TemplateText
                    label={`${T}.detail.template_th`}
                    title={template.TitleTh}
                    body={template.BodyTh}
                  />
                  <TemplateText
                    label={`${T}.detail.template_en`}
                    title={template.TitleEn}
                    body={template.BodyEn}
                  />
                </Stack>
              </Box>
            ) : (
              <Alert severity="info">
                {translate(`${T}.detail.no_template`, { code: record.TemplateCode })}
              </Alert>
            )}
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {translate(`${T}.detail.values`)}
              </Typography>
              {names.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.detail.no_values`)}</Typography>
              ) : (
                <Table size="small" data-testid="notification-values">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(`${T}.detail.placeholder`)}</TableCell>
                      <TableCell>{translate(`${T}.detail.value`)}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {names.map((name) => (
                      <TableRow key={name}>
                        <TableCell>{`{{${name}}}`}</TableCell>
                        <TableCell>
                          {Object.hasOwn(record.Values, name) ? (
                            <>
                              {record.Values[name]}
                              {template && !used.includes(name) && (
                                <Typography component="span" variant="caption" color="text.secondary">
                                  {' '}
                                  ({translate(`${T}.detail.unused`)})
                                </Typography>
                              )}
                            </>
                          ) : (
                            <Typography component="span" variant="body2" color="warning.dark">
                              {translate(`${T}.missing_value`, { name })}
                            </Typography>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          </Stack>
        </RecordContextProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.detail.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
