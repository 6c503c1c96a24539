import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { useDataProvider, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../i18n/format';
import { viewFilter, viewSeries } from '../shared/finance/financeViews';
import { isReadingCancelled } from '../shared/finance/readingProgress';
import { ReadingStatus } from '../shared/finance/ReadingStatus';
import { readStatement } from '../shared/finance/statement';
import { useWholeReading } from '../shared/finance/useWholeReading';

const compactNumber = new Intl.NumberFormat('th-TH', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Paid orders and their value per day over the last 30 days, from the successful pay-ins: every
 * page of them, with progress and a Cancel once it takes long (a cancelled reading draws no chart).
 */
export default function ThirtyDays() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { workflow } = useAppConfig();
  const end = dayjs().format('YYYY-MM-DD');
  const start = dayjs().subtract(29, 'day').format('YYYY-MM-DD');
  const {
    query: statement,
    reading,
    cancel,
  } = useWholeReading({
    queryKey: ['dashboard-30-days', start, end],
    read: (signal, onProgress) =>
      readStatement(dataProvider, viewFilter(start, end, workflow), signal, onProgress),
    retry: false,
  });
  const status = (
    <ReadingStatus
      reading={reading}
      error={statement.error}
      onCancel={cancel}
      onRetry={() => void statement.refetch()}
    />
  );
  const days = viewSeries(statement.data?.rows ?? [], 'day', start, end);
  const axis = [{ scaleType: 'band' as const, data: days.map((day) => day.key.slice(5)) }];
  const chart = (title: string, body: React.ReactNode) => (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {statement.isPending ? <Skeleton variant="rectangular" height={220} /> : body}
      </CardContent>
    </Card>
  );
  if (isReadingCancelled(statement.error)) return status;
  if (statement.isError)
    return <Alert severity="error">{translate('resources.homepage.charts_failed')}</Alert>;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      data-testid="dashboard-charts"
    >
      {reading && <Box sx={{ gridColumn: '1 / -1' }}>{status}</Box>}
      {chart(
        translate('resources.homepage.orders_per_day'),
        <BarChart
          height={220}
          xAxis={axis}
          yAxis={[{ width: 48 }]}
          series={[
            { data: days.map((day) => day.count), label: translate('resources.homepage.paid_orders') },
          ]}
          hideLegend
        />,
      )}
      {chart(
        translate('resources.homepage.value_per_day'),
        <LineChart
          height={220}
          xAxis={[{ scaleType: 'point', data: axis[0].data }]}
          yAxis={[{ width: 56, valueFormatter: (value: number) => compactNumber.format(value) }]}
          series={[
            {
              data: days.map((day) => day.totals.GrandtotalAmount),
              label: translate('resources.homepage.pay_in_value'),
              valueFormatter: (value: number | null) => formatMoney(value ?? 0),
              area: true,
            },
          ]}
          hideLegend
        />,
      )}
    </Box>
  );
}
