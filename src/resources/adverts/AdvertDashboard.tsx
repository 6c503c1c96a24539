import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { ThaiDatePicker } from '../shared/ui/ThaiDatePicker';
import { formatCount, formatDate } from '../../i18n/format';
import { quickRange, rangeProblem, TREND_RANGES, type DayRange } from '../shared/ui/dateRanges';
import type { SpreadsheetColumn } from '../shared/files/export/csv';
import { saveSpreadsheetCsv } from '../shared/files/export/saveCsv';
import { DateRangeButtons } from '../shared/ui/QuickDateRanges';
import type { AdvertLogRecord } from './advertData';
import { advertStats, type TypeVisits, type VisitStats } from './advertStats';
import { LANDING_APP_CODES } from './landingRules';
import { useMayDo } from '../shared/ui/useMayDo';

const T = 'resources.advert-logs.dashboard';
const ADVERTS = 'resources.adverts';

/** More than the range can hold: the logs call answers the whole range, the engine pages nothing away. */
const EVERY_VISIT = 1_000_000;

const percent = new Intl.NumberFormat('th-TH', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" data-testid={`${testId}-value`}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function ChartCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * `/advertise/dashboard`: the public download page's visits over a range (the last 30 days first),
 * for one app or both: figures, visits per day per app, visits per advert type, and that table as CSV.
 */
export default function AdvertDashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [range, setRange] = useState<DayRange>(() => quickRange('last_30_days'));
  const [app, setApp] = useState('');
  const problem = rangeProblem(range.start, range.end);
  const visits = useQuery({
    queryKey: ['advert-dashboard', range.start, range.end, app],
    queryFn: async () => {
      const { data } = await dataProvider.getList<AdvertLogRecord>('advert-logs', {
        pagination: { page: 1, perPage: EVERY_VISIT },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: { start: range.start, end: range.end, ...(app ? { TypeApp: app } : {}) },
      });
      return data;
    },
    enabled: !problem && !!range.start && !!range.end,
    retry: false,
  });
  const apps = app ? [app] : LANDING_APP_CODES;
  const stats = visits.data ? advertStats(visits.data, range.start, range.end, apps) : undefined;
  const appName = (code: string) => translate(`${ADVERTS}.apps.${code}`, { _: code });
  const typeName = (code: string) => translate(`${ADVERTS}.advert_types.${code}`, { _: code });

  const dateInput = (field: 'start' | 'end') => (
    <ThaiDatePicker
      size="small"
      sx={{ width: 180 }}
      label={translate(`${T}.${field}`)}
      value={range[field]}
      onChange={(day) => setRange({ ...range, [field]: day })}
      error={!!problem}
      helperText={problem ? translate(problem) : ' '}
      name={field}
    />
  );

  const downloadTable = (shown: VisitStats) => {
    const columns: SpreadsheetColumn<TypeVisits>[] = [
      { header: translate(`${T}.type`), value: (row) => typeName(row.type) },
      { header: translate(`${T}.type_code`), value: (row) => row.type },
      ...shown.apps.map((code) => ({ header: appName(code), value: (row: TypeVisits) => row.perApp[code] })),
      { header: translate(`${T}.visits`), value: (row) => row.count },
      { header: translate(`${T}.share_percent`), value: (row) => row.share * 100, decimals: 1 },
    ];
    void saveSpreadsheetCsv(shown.perType, columns, `advert-visits-${range.start}-${range.end}`);
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="advert-dashboard">
      <Title title={`${T}.title`} />
      <Typography variant="h6" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.hint`)}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'flex-start' }}
        flexWrap="wrap"
        useFlexGap
      >
        {dateInput('start')}
        {dateInput('end')}
        <TextField
          select
          size="small"
          sx={{ width: 220 }}
          label={translate(`${ADVERTS}.fields.typeApp`)}
          value={app}
          onChange={(event) => setApp(event.target.value)}
          slotProps={{
            htmlInput: { name: 'TypeApp' },
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
          }}
        >
          <MenuItem value="">{translate(`${T}.all_apps`)}</MenuItem>
          {LANDING_APP_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {appName(code)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeButtons
          start={range.start}
          end={range.end}
          onChange={(next) => next && setRange(next)}
          ranges={TREND_RANGES}
          withoutAll
        />
      </Stack>
      {visits.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {visits.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void visits.refetch()}>{translate('app.layout.retry')}</Button>}
        >
          {translate(`${T}.failed`)}
        </Alert>
      ) : stats && stats.total === 0 ? (
        <Alert severity="info" data-testid="advert-dashboard-empty">
          {translate(`${T}.empty`, { start: formatDate(range.start), end: formatDate(range.end) })}
        </Alert>
      ) : stats ? (
        <Shown stats={stats} appName={appName} typeName={typeName} onDownload={() => downloadTable(stats)} />
      ) : visits.isLoading ? (
        <Skeleton variant="rectangular" height={320} />
      ) : null}
    </Stack>
  );
}

interface ShownProps {
  stats: VisitStats;
  appName: (code: string) => string;
  typeName: (code: string) => string;
  onDownload: () => void;
}

/** The figures, the two charts and the table of a range with visits. */
function Shown({ stats, appName, typeName, onDownload }: ShownProps) {
  const translate = useTranslate();
  const mayExport = useMayDo('advert-logs')('export');
  const top = stats.perType[0];
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: `repeat(${stats.apps.length + 2}, 1fr)`,
          },
        }}
      >
        <Figure label={translate(`${T}.total`)} value={formatCount(stats.total)} testId="visits-total" />
        {stats.apps.map((code) => (
          <Figure
            key={code}
            label={appName(code)}
            value={formatCount(stats.perApp[code])}
            detail={percent.format(stats.total ? (stats.perApp[code] ?? 0) / stats.total : 0)}
            testId={`visits-app-${code}`}
          />
        ))}
        {top && (
          <Figure
            label={translate(`${T}.top_type`)}
            value={typeName(top.type)}
            detail={translate(`${T}.top_type_detail`, {
              count: formatCount(top.count),
              share: percent.format(top.share),
            })}
            testId="visits-top-type"
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <ChartCard title={translate(`${T}.per_day`)} testId="visits-per-day">
          <LineChart
            height={300}
            xAxis={[
              {
                scaleType: 'point',
                data: stats.days,
                valueFormatter: (day: string, context) =>
                  context.location === 'tick' ? day.slice(5) : formatDate(day),
              },
            ]}
            yAxis={[{ width: 40 }]}
            series={stats.apps.map((code) => ({
              data: stats.perDay[code] ?? [],
              label: appName(code),
              showMark: stats.days.length <= 31,
            }))}
          />
        </ChartCard>
        <ChartCard title={translate(`${T}.per_type`)} testId="visits-per-type">
          <BarChart
            height={300}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: stats.perType.map((row) => typeName(row.type)), width: 96 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={stats.apps.map((code) => ({
              data: stats.perType.map((row) => row.perApp[code] ?? 0),
              label: appName(code),
              stack: 'visits',
            }))}
          />
        </ChartCard>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
            <Typography variant="subtitle1" component="h3">
              {translate(`${T}.table`)}
            </Typography>
            {mayExport && (
              <Button size="small" startIcon={<DownloadIcon />} onClick={onDownload}>
                {translate(`${T}.download`)}
              </Button>
            )}
          </Stack>
          <Table size="small" data-testid="visits-per-type-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.type`)}</TableCell>
                {stats.apps.map((code) => (
                  <TableCell key={code} align="right">
                    {appName(code)}
                  </TableCell>
                ))}
                <TableCell align="right">{translate(`${T}.visits`)}</TableCell>
                <TableCell align="right">{translate(`${T}.share`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stats.perType.map((row) => (
                <TableRow key={row.type} data-type={row.type}>
                  <TableCell>{typeName(row.type)}</TableCell>
                  {stats.apps.map((code) => (
                    <TableCell key={code} align="right">
                      {formatCount(row.perApp[code])}
                    </TableCell>
                  ))}
                  <TableCell align="right" data-column="count">
                    {formatCount(row.count)}
                  </TableCell>
                  <TableCell align="right">{percent.format(row.share)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </>
  );
}
