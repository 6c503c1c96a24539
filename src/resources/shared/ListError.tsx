import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A list whose call failed: the server's message and a way to try again (the pop-up already said it). */
export function ListError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const message = (error as Error | null)?.message ?? 'ra.notification.http_error';
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      data-testid="list-error"
      action={
        <Button color="inherit" onClick={() => refetch()}>
          {translate('app.layout.retry')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}
