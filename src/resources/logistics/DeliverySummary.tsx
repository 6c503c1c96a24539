import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../../i18n/format';
import {
  DELIVERY_STATUSES,
  summaryTable,
  type DeliveryCountWire,
  type DeliveryStatus,
} from './deliveryRules';
import { DELIVERY_STATUS_TEXTS } from './deliveryStatus';

const T = 'resources.deliveries';

/** The filters the summary shares with the list: the area and the dates (not the status: it counts each). */
const SHARED = ['RegionId', 'ProvinceId', 'Start', 'End'] as const;

/**
 * Above the deliveries: how many are in each status, in every region and in each, for the list's
 * area and dates. A number filters the list to its status (and region).
 */
export function DeliverySummary() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const filter = Object.fromEntries(
    SHARED.filter((field) => filterValues[field] !== undefined && filterValues[field] !== '').map((field) => [
      field,
      filterValues[field],
    ]),
  );
  const { data, isPending, error } = useGetList<DeliveryCountWire & { id: string }>('delivery-summary', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'RegionId', order: 'ASC' },
    filter,
  });
  const choose = (status: DeliveryStatus | undefined, regionId?: number) =>
    setFilters(
      {
        ...filterValues,
        DeliveryStatus: status,
        ...(regionId !== undefined ? { RegionId: regionId, ProvinceId: undefined } : {}),
      },
      displayedFilters,
    );
  const chosen = filterValues.DeliveryStatus as string | undefined;
  const statusName = (status: string) => translate(`${DELIVERY_STATUS_TEXTS}.${status}`);

  if (error) return <Alert severity="error">{translate(`${T}.summary.failed`)}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={160} sx={{ m: 2 }} />;
  const summary = summaryTable(data ?? []);
  const countLink = (count: number, status: DeliveryStatus, regionId: number, regionName: string) =>
    count === 0 ? (
      <span>0</span>
    ) : (
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => choose(status, regionId)}
        aria-label={`${regionName}: ${statusName(status)} ${formatCount(count)}`}
      >
        {formatCount(count)}
      </Link>
    );

  return (
    <Box sx={{ p: 2 }} data-testid="delivery-summary">
      <Typography variant="h6" component="h2">
        {translate(`${T}.summary.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.summary.hint`)}
      </Typography>
      {summary.total === 0 ? (
        <Alert severity="info">{translate(`${T}.summary.empty`)}</Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, 1fr)',
                md: `repeat(${DELIVERY_STATUSES.length + 1}, 1fr)`,
              },
              mb: 2,
            }}
          >
            <Card variant="outlined" data-testid="deliveries-total" raised={!chosen}>
              <CardActionArea onClick={() => choose(undefined)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`${T}.summary.total`)}
                  </Typography>
                  <Typography variant="h5" data-testid="deliveries-total-value">
                    {formatCount(summary.total)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
            {DELIVERY_STATUSES.map((status) => (
              <Card
                key={status}
                variant="outlined"
                data-testid={`deliveries-${status}`}
                sx={chosen === status ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
              >
                <CardActionArea
                  onClick={() => choose(status)}
                  aria-pressed={chosen === status}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography variant="caption" color="text.secondary">
                      {statusName(status)}
                    </Typography>
                    <Typography variant="h5" data-testid={`deliveries-${status}-value`}>
                      {formatCount(summary.counts[status])}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="delivery-summary-table">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.summary.region`)}</TableCell>
                  {DELIVERY_STATUSES.map((status) => (
                    <TableCell key={status} align="right">
                      {statusName(status)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{translate(`${T}.summary.total`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.regions.map((region) => {
                  const name = region.RegionName || translate(`${T}.summary.no_region`);
                  return (
                    <TableRow key={region.RegionId} data-region={region.RegionId}>
                      <TableCell component="th" scope="row">
                        {name}
                      </TableCell>
                      {DELIVERY_STATUSES.map((status) => (
                        <TableCell key={status} align="right" data-status={status}>
                          {countLink(region.counts[status], status, region.RegionId, name)}
                        </TableCell>
                      ))}
                      <TableCell align="right">{formatCount(region.total)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
