import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { fillTemplate, messageWithoutTemplate, templateIn } from './messageTemplate';
import type { NotificationRecord } from './notificationData';

const T = 'resources.notifications';

/**
 * A template filled with values, drawn as text nodes only (a value's markup is shown, never run);
 * a placeholder without a value stays as `{{Name}}`, marked and explained on hover.
 */
export function FilledText({ template, values }: { template: string; values: Record<string, string> }) {
  const translate = useTranslate();
  const { parts } = fillTemplate(template, values);
  return (
    <>
      {parts.map((part, index) =>
        'text' in part ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component="mark"
            data-missing={part.placeholder}
            title={translate(`${T}.missing_value`, { name: part.placeholder })}
            sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25, borderRadius: 0.5 }}
          >
            {`{{${part.placeholder}}}`}
          </Box>
        ),
      )}
    </>
  );
}

/**
 * A notification's message in the user's language: its title and body filled. Without its
 * template (it could not be read), the values themselves, so that the row still says something.
 */
export function NotificationMessage({ record }: { record: NotificationRecord }) {
  const [locale = 'th'] = useLocaleState();
  const translate = useTranslate();
  if (!record.Template) {
    const { title, text } = messageWithoutTemplate(record);
    const code =
      record.TemplateCode && translate(`${T}.codes.${record.TemplateCode}`, { _: record.TemplateCode });
    return (
      <Box data-testid="notification-message">
        {title && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        )}
        {text ? (
          <Typography variant="body2" color="text.secondary">
            {!title && code ? `${code}: ${text}` : text}
          </Typography>
        ) : (
          !title && (
            <Typography variant="body2" color="text.secondary">
              {code || translate(`${T}.no_message`)}
            </Typography>
          )
        )}
      </Box>
    );
  }
  const { title, body } = templateIn(record.Template, locale);
  return (
    <Box data-testid="notification-message">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <FilledText template={title} values={record.Values} />
      </Typography>
      <Typography variant="body2">
        <FilledText template={body} values={record.Values} />
      </Typography>
    </Box>
  );
}
