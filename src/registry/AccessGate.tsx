import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { NotAllowed } from '../layout/NotAllowed';
import { RouteProgress } from '../layout/RouteProgress';

/**
 * Nothing of a screen renders, loads or fetches before the access decision (DESIGN §7): a progress
 * bar while it is made, the "not allowed" page when refused.
 */
export function AccessGate({ accessKey, children }: { accessKey: string; children: ReactNode }) {
  const translate = useTranslate();
  const { canAccess, isPending, error, refetch } = useCanAccess({ resource: accessKey, action: 'open' });
  if (isPending) return <RouteProgress />;
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        data-testid="access-error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {translate('app.layout.retry')}
          </Button>
        }
      >
        {translate('app.layout.menu_failed')}
      </Alert>
    );
  if (!canAccess) return <NotAllowed />;
  return children;
}
