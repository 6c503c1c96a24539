import { Navigate, useLocation } from 'react-router-dom';
import { legacyTarget, type LegacyRoute } from '../registry/registry';

/** An old path (docs/requirements.md, "Old paths"): straight on to the screen that does its job now. */
export function LegacyRedirect({ route }: { route: LegacyRoute }) {
  const { search } = useLocation();
  return <Navigate to={legacyTarget(route, search)} replace />;
}
