import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import { useListTotals } from '../../layout/useListTotals';
import type { MoneyTotals } from '../shared/domain/finance/money';
import { figureLink, filterIgnored, type Figure } from './dashboardFigures';
import { errorText } from '../../api/serverErrors';

/**
 * A figure as a card that opens its list, filtered as it was counted; shown only to the roles
 * that may open that list.
 */
export function FigureCard({ figure }: { figure: Figure }) {
  const translate = useTranslate();
  const filters = useMemo(() => [figure.filter, ...(figure.alsoCounted ?? [])], [figure]);
  const { canAccess, deciding, answers, total, isPending, error } = useListTotals(figure.resource, filters, {
    read: figure.totalsRead,
  });
  if (deciding || !canAccess) return null;
  const first = answers?.[0];
  const summary = (first?.meta as { summary?: MoneyTotals } | undefined)?.summary;
  // A figure that could not be read says so until the next try: a dash would read as zero.
  const value = error
    ? translate('app.error.unreadable_value')
    : filterIgnored(figure, first?.data ?? [])
      ? translate('app.error.no_value')
      : figure.read === 'money'
        ? summary
          ? formatMoney(summary.GrandtotalAmount)
          : translate('app.error.no_value')
        : total === undefined
          ? translate('app.error.no_value')
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
              title={error ? errorText(error, translate) : undefined}
            >
              {isPending && !error ? <Skeleton width={96} /> : value}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}
