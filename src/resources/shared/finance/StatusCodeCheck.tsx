import { Alert, AlertTitle, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../../config/ConfigContext';
import { checkStatusCodes, type MissingCode } from './statusCheck';
import { useTransactionStatuses } from './useTransactionStatuses';

const TEXTS = 'app.status_check';

function MissingList({ missing }: { missing: MissingCode[] }) {
  return (
    <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
      {missing.map(({ code, keys }) => (
        <li key={code} data-testid="status-check-missing">
          <code>{code}</code> ({keys.join(', ')})
        </li>
      ))}
    </Box>
  );
}

/**
 * The configuration's transaction status codes against the server's `Transaction/TransactionStatus`
 * (statusCheck.ts), for administrators. `card`, on the diagnostics page, always gives a verdict:
 * checking, fine, the codes the server lacks with their keys, or that the list cannot be read
 * (never "fine" then). `warning`, on the dashboard, shows only a lacking code or an unreadable list.
 */
export function StatusCodeCheck({ variant }: { variant: 'card' | 'warning' }) {
  const translate = useTranslate();
  const { workflow } = useAppConfig();
  const { statuses, isPending, refetch } = useTransactionStatuses();
  const check = isPending
    ? undefined
    : checkStatusCodes(
        workflow,
        statuses?.map((status) => status.Code),
      );
  const retry = (
    <Button color="inherit" size="small" onClick={() => void refetch()}>
      {translate('app.layout.retry')}
    </Button>
  );
  const verdict = !check ? (
    variant === 'card' ? (
      <Typography color="text.secondary">{translate(`${TEXTS}.checking`)}</Typography>
    ) : null
  ) : check.state === 'unreadable' ? (
    <Alert severity="warning" action={retry} data-testid="status-check-unreadable">
      {translate(`${TEXTS}.unreadable`)}
    </Alert>
  ) : check.state === 'missing' ? (
    <Alert
      severity={variant === 'card' ? 'error' : 'warning'}
      data-testid={variant === 'card' ? 'status-check-result' : 'status-check-warning'}
      action={
        variant === 'warning' ? (
          <Button color="inherit" size="small" component={Link} to="/test">
            {translate(`${TEXTS}.open_diagnostics`)}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{translate(`${TEXTS}.missing`, { smart_count: check.missing.length })}</AlertTitle>
      <MissingList missing={check.missing} />
    </Alert>
  ) : variant === 'card' ? (
    <Alert severity="success" data-testid="status-check-result">
      {translate(`${TEXTS}.fine`, { smart_count: check.checked })}
    </Alert>
  ) : null;
  if (variant === 'warning') return verdict && <Box sx={{ mt: 2 }}>{verdict}</Box>;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3">
          {translate(`${TEXTS}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${TEXTS}.hint`)}
        </Typography>
        {verdict}
      </CardContent>
    </Card>
  );
}
