import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { NotAllowed } from './NotAllowed';
import { RetryAlert } from './RetryAlert';
import { RouteProgress } from './RouteProgress';

/**
 * Nothing of a screen renders, loads or fetches before the access decision (deny by default): a progress
 * bar while it is made, the "not allowed" page when refused.
 */
export function AccessGate({ accessKey, children }: { accessKey: string; children: ReactNode }) {
  const { canAccess, isPending, error, refetch } = useCanAccess({ resource: accessKey, action: 'open' });
  if (isPending) return <RouteProgress />;
  if (error)
    return (
      <RetryAlert message="app.layout.menu_failed" onRetry={() => void refetch()} testId="access-error" />
    );
  if (!canAccess) return <NotAllowed />;
  return children;
}
