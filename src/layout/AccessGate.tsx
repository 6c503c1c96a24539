import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import type { ScreenAction } from '../registry/rights';
import { NotAllowed } from './NotAllowed';
import { RetryAlert } from './RetryAlert';
import { RouteProgress } from './RouteProgress';

/**
 * Nothing of a screen renders, loads or fetches before the access decision (deny by default): a progress
 * bar while it is made, the "not allowed" page when refused. A screen made for a write (`action`: an
 * add screen, the password reset) also needs the role's right to it (docs/deploying.md, "Rights per
 * action"): refused, the page says the role may open the part of the menu but not do this.
 */
export function AccessGate({
  accessKey,
  action = 'open',
  children,
}: {
  accessKey: string;
  action?: ScreenAction;
  children: ReactNode;
}) {
  const opens = useCanAccess({ resource: accessKey, action: 'open' });
  // For `open`, the same query as above (react-admin asks it once).
  const does = useCanAccess({ resource: accessKey, action });
  if (opens.isPending || does.isPending) return <RouteProgress />;
  if (opens.error || does.error)
    return (
      <RetryAlert
        message="app.layout.menu_failed"
        onRetry={() => {
          void opens.refetch();
          void does.refetch();
        }}
        testId="access-error"
      />
    );
  if (!opens.canAccess) return <NotAllowed />;
  if (!does.canAccess) return <NotAllowed reason="action" />;
  return children;
}
