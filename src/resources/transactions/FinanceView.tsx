import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../i18n/format';
import { quickRange, rangeProblem } from '../shared/ui/dateRanges';
import { sumMoney } from '../shared/domain/finance/money';
import { DateRangeButtons } from '../shared/ui/QuickDateRanges';
import { ThaiDatePicker } from '../shared/ui/ThaiDatePicker';
import {
  FINANCE_VIEWS,
  perSupplier,
  viewFilter,
  viewSeries,
  type FinanceViewName,
} from '../shared/finance/financeViews';
import { isReadingCancelled } from '../shared/finance/readingProgress';
import { ReadingStatus } from '../shared/finance/ReadingStatus';
import { readStatement, type Bucket, type Period } from '../shared/finance/statement';
import { useWholeReading } from '../shared/finance/useWholeReading';
import { partnerLabels } from '../shared/domain/partners/partnerLabel';
import { PartnerText } from '../shared/domain/partners/PartnerText';
import { missingAmounts } from './transactionData';
import { SupplierPicker, type PickedSupplier } from './SupplierPicker';

const TEXTS = 'resources.transactions';

/** An axis' amounts, short: 1.2M, 850K. */
const compactNumber = new Intl.NumberFormat('th-TH', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The top suppliers by income, named by a lookup of their records (one call for all), each name
 * with the second line that tells suppliers of the same name apart (docs/decisions.md, "Partners
 * with the same name").
 */
function SupplierIncome({ buckets }: { buckets: Bucket[] }) {
  const translate = useTranslate();
  const top = buckets.slice(0, 20);
  const { data } = useGetMany('suppliers', { ids: top.map((bucket) => bucket.key).filter(Boolean) });
  const labels = useMemo(() => partnerLabels(data ?? [], 'suppliers'), [data]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate(`${TEXTS}.views.per_supplier`, { count: buckets.length })}
        </Typography>
        <Table size="small" data-testid="supplier-income">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${TEXTS}.fields.SupplierId`)}</TableCell>
              <TableCell align="right">{translate(`${TEXTS}.views.count`)}</TableCell>
              <TableCell align="right">{translate(`${TEXTS}.views.fields.Amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {top.map((bucket) => {
              const label = labels.get(bucket.key);
              return (
                <TableRow key={bucket.key}>
                  <TableCell>{label ? <PartnerText {...label} /> : '—'}</TableCell>
                  <TableCell align="right">{bucket.count}</TableCell>
                  <TableCell align="right">{formatMoney(bucket.totals.Amount)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/**
 * A finance view: some money of the successful pay-ins over a period (this month first), its
 * totals, a chart and a table per day or per month; income also per supplier.
 */
function FinanceView({ name }: { name: FinanceViewName }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { workflow } = useAppConfig();
  const spec = FINANCE_VIEWS[name];
  const [range, setRange] = useState(() => quickRange('this_month'));
  const [period, setPeriod] = useState<Period>('day');
  const [supplier, setSupplier] = useState<PickedSupplier | null>(null);
  const problem = rangeProblem(range.start, range.end);
  const {
    query: statement,
    reading,
    cancel,
  } = useWholeReading({
    queryKey: ['finance-view', range.start, range.end, supplier?.id],
    read: (signal, onProgress) =>
      readStatement(
        dataProvider,
        viewFilter(range.start, range.end, workflow, supplier?.id),
        signal,
        onProgress,
      ),
    enabled: !problem && !!range.start && !!range.end,
    retry: false,
  });
  const rows = statement.data?.rows ?? [];
  const series = viewSeries(rows, period, range.start, range.end);
  const totals = sumMoney(rows);
  const label = (field: string) => translate(`${TEXTS}.views.fields.${field}`);
  const dateInput = (field: 'start' | 'end') => (
    <ThaiDatePicker
      size="small"
      fullWidth={false}
      sx={{ width: 180 }}
      label={translate(`${TEXTS}.fields.${field === 'start' ? 'StartDate' : 'EndDate'}`)}
      value={range[field]}
      onChange={(day) => setRange({ ...range, [field]: day })}
      error={!!problem}
      helperText={problem ? translate(problem) : ' '}
      name={field}
    />
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid={`finance-view-${name}`}>
      <Title title={`${TEXTS}.views.${name}.title`} />
      <Typography variant="h6" component="h2">
        {translate(`${TEXTS}.views.${name}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${TEXTS}.views.${name}.hint`)}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'flex-start' }}
        flexWrap="wrap"
      >
        {dateInput('start')}
        {dateInput('end')}
        <SupplierPicker value={supplier} onChange={setSupplier} label={`${TEXTS}.fields.SupplierId`} />
        <DateRangeButtons
          start={range.start}
          end={range.end}
          onChange={(next) => next && setRange(next)}
          withoutAll
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_event, next: Period | null) => next && setPeriod(next)}
          aria-label={translate(`${TEXTS}.views.period`)}
        >
          <ToggleButton value="day">{translate(`${TEXTS}.views.per_day`)}</ToggleButton>
          <ToggleButton value="month">{translate(`${TEXTS}.views.per_month`)}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <ReadingStatus
        reading={reading}
        error={statement.error}
        onCancel={cancel}
        onRetry={() => void statement.refetch()}
      />
      {isReadingCancelled(statement.error) ? null : statement.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void statement.refetch()}>{translate('app.layout.retry')}</Button>}
        >
          {translate(`${TEXTS}.views.failed`)}
        </Alert>
      ) : statement.isSuccess && rows.length === 0 ? (
        <Alert severity="info">{translate(`${TEXTS}.views.empty`)}</Alert>
      ) : statement.isSuccess ? (
        <>
          {!statement.data.complete && (
            <Alert severity="warning">{translate(`${TEXTS}.views.partial`, { count: rows.length })}</Alert>
          )}
          {missingAmounts(rows) > 0 && (
            <Alert severity="info">
              {translate(`${TEXTS}.missing_amounts`, { smart_count: missingAmounts(rows) })}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
            {spec.fields.map((field) => (
              <Card key={field} variant="outlined" data-testid={`total-${field}`}>
                <CardContent>
                  <Typography variant="caption" color="text.secondary">
                    {label(field)}
                  </Typography>
                  <Typography variant="h6">{formatMoney(totals[field])}</Typography>
                </CardContent>
              </Card>
            ))}
            <Card variant="outlined">
              <CardContent>
                <Typography variant="caption" color="text.secondary">
                  {translate(`${TEXTS}.views.count`)}
                </Typography>
                <Typography variant="h6">{rows.length.toLocaleString('th-TH')}</Typography>
              </CardContent>
            </Card>
          </Box>
          <Card variant="outlined">
            <CardContent>
              <BarChart
                height={280}
                xAxis={[{ scaleType: 'band', data: series.map((bucket) => bucket.key) }]}
                yAxis={[{ width: 64, valueFormatter: (value: number) => compactNumber.format(value) }]}
                series={spec.fields.map((field) => ({
                  data: series.map((bucket) => bucket.totals[field]),
                  label: label(field),
                  stack: 'money',
                  valueFormatter: (value: number | null) => formatMoney(value ?? 0),
                }))}
              />
            </CardContent>
          </Card>
          {spec.perSupplier && <SupplierIncome buckets={perSupplier(rows)} />}
          <Card variant="outlined">
            <CardContent sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="finance-view-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${TEXTS}.views.${period === 'day' ? 'day' : 'month'}`)}</TableCell>
                    <TableCell align="right">{translate(`${TEXTS}.views.count`)}</TableCell>
                    {spec.fields.map((field) => (
                      <TableCell key={field} align="right">
                        {label(field)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {series.map((bucket) => (
                    <TableRow key={bucket.key}>
                      <TableCell>{bucket.key}</TableCell>
                      <TableCell align="right">{bucket.count}</TableCell>
                      {spec.fields.map((field) => (
                        <TableCell key={field} align="right">
                          {formatMoney(bucket.totals[field])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

export const FeeView = () => <FinanceView name="fee" />;
export const PromotionView = () => <FinanceView name="promotion" />;
export const ShippingView = () => <FinanceView name="shipping" />;
export const IncomeView = () => <FinanceView name="ws-income" />;
