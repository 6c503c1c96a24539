import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Title, useCanAccess, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { iconOf } from '../../api/menuRules';
import { MdiIcon } from '../../layout/MdiIcon';
import { useMenuLinkTarget } from '../../layout/menuLinks';
import { menuTitle } from '../../layout/menuTitle';
import { roleLabel } from '../../layout/roleLabel';
import { useMenuTree } from '../../layout/useMenuTree';
import { declaredQueues } from '../../registry/queues';
import { useRegistry } from '../../registry/RegistryContext';
import { StatusCodeCheck } from '../shared/finance/StatusCodeCheck';
import { morningFigures } from './dashboardFigures';
import { FigureCard } from './FigureCard';

// The charts' library is large: the figures show first, the charts when it has loaded.
const ThirtyDays = lazy(() => import('./ThirtyDays'));

/**
 * Home (`/`, legacy `/dashboard`): what staff check first each morning (each figure opens its list,
 * filtered), the last 30 days for finance, and the sections the user's role opens.
 */
export default function HomePage() {
  const translate = useTranslate();
  const { workflow } = useAppConfig();
  const { definitions } = useRegistry();
  const figures = useMemo(
    () => morningFigures(workflow, declaredQueues(definitions)),
    [workflow, definitions],
  );
  const { canAccess: seesPayIns } = useCanAccess({ resource: 'pay-ins', action: 'list' });
  // Administrators: the role that opens the diagnostics page, where the same check is shown in full.
  const { canAccess: administers } = useCanAccess({ resource: 'diagnostics', action: 'list' });
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const { visible, isPending } = useMenuTree();
  const menuLinkTarget = useMenuLinkTarget();
  const sections = visible.filter((entry) => entry.linkto !== '/dashboard');
  return (
    <>
      <Title title="app.layout.home" />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate('resources.homepage.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.homepage.signed_in_as', {
          role: roleLabel(translate, identity?.role as string | undefined),
        })}
      </Typography>
      {administers && <StatusCodeCheck variant="warning" />}
      <Grid container spacing={2} sx={{ mt: 1 }} data-testid="dashboard-figures">
        {figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </Grid>
      {seesPayIns && (
        <Suspense fallback={<Skeleton variant="rectangular" height={260} sx={{ mt: 2 }} />}>
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {translate('resources.homepage.last_30_days')}
          </Typography>
          <ThirtyDays />
        </Suspense>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.homepage.sections')}
      </Typography>
      {!isPending && sections.length === 0 && (
        <Typography>{translate('resources.homepage.no_sections')}</Typography>
      )}
      <Grid container spacing={2} data-testid="dashboard-sections">
        {sections.map((entry) => {
          const target = entry.linkto || entry.children[0]?.linkto || '/';
          return (
            <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={menuLinkTarget(target)} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <MdiIcon name={iconOf(entry, false)} size={28} />
                    <div>
                      <Typography variant="subtitle1" component="span">
                        {menuTitle(entry, locale)}
                      </Typography>
                      {entry.children.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {entry.children.map((child) => menuTitle(child, locale)).join(' · ')}
                        </Typography>
                      )}
                    </div>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
