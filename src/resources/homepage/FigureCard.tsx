import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import type { MoneyTotals } from '../shared/money';
import { figureLink, filterIgnored, type Figure } from './dashboardFigures';

/**
 * A figure as a card that opens its list, filtered as it was counted; shown only to the roles
 * that may open that list.
 */
export function FigureCard({ figure }: { figure: Figure }) {
  const translate = useTranslate();
  const { canAccess, isPending: deciding } = useCanAccess({ resource: figure.resource, action: 'list' });
  const dataProvider = useDataProvider();
  const {
    data: rows,
    total: first,
    meta,
    isPending: firstPending,
    error: firstError,
  } = useGetList(
    figure.resource,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: figure.filter },
    { enabled: !!canAccess, retry: false },
  );
  const others = figure.alsoCounted ?? [];
  const more = useQuery({
    queryKey: [figure.resource, 'figure', others],
    queryFn: ({ signal }) =>
      Promise.all(
        others.map((filter) =>
          dataProvider
            .getList(figure.resource, {
              pagination: { page: 1, perPage: 1 },
              sort: { field: 'id', order: 'DESC' },
              filter,
              signal,
            })
            .then((answer) => answer.total ?? 0),
        ),
      ),
    enabled: !!canAccess && others.length > 0,
    retry: false,
  });
  if (deciding || !canAccess) return null;
  const error = firstError ?? (others.length ? more.error : null);
  const isPending = firstPending || (others.length > 0 && more.isPending);
  const total = (first ?? 0) + (more.data ?? []).reduce((sum, count) => sum + count, 0);
  const summary = (meta as { summary?: MoneyTotals } | undefined)?.summary;
  // A figure that could not be read says so until the next try: a dash would read as zero.
  const value = error
    ? translate('app.error.unreadable_value')
    : filterIgnored(figure, rows ?? [])
      ? translate('app.error.no_value')
      : figure.read === 'money'
        ? summary
          ? formatMoney(summary.GrandtotalAmount)
          : translate('app.error.no_value')
        : total.toLocaleString('th-TH');
  const label = translate(`resources.homepage.figures.${figure.key}`);
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea
          component={Link}
          to={figureLink(figure)}
          sx={{ height: '100%' }}
          data-testid={`figure-${figure.key}`}
        >
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              data-testid="figure-value"
              color={error ? 'error' : undefined}
              title={error ? translate((error as Error).message, { _: (error as Error).message }) : undefined}
            >
              {isPending && !error ? <Skeleton width={96} /> : value}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}
