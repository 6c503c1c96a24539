import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Something could not be read: what, in the user's language, and a way to try again. */
export function RetryAlert({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      data-testid={testId}
      action={
        <Button color="inherit" onClick={onRetry}>
          {translate('app.layout.retry')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}
