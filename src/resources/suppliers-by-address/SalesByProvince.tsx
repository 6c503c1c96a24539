import {
  Alert,
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { RouteProgress } from '../../layout/RouteProgress';
import {
  groupBySalesAndProvince,
  provinceBars,
  type SalesGroup,
  type SupplierByAddress,
} from './salesGroups';

const COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#c62828', '#4e342e', '#37474f'];

/** The supplier list, filtered to a group's province (and sales user). */
const supplierListOf = (group: Pick<SalesGroup, 'ProvinceId'> & { SalesUserName?: string }) => {
  const filter: Record<string, unknown> = { ProvinceId: group.ProvinceId };
  if (group.SalesUserName) filter.SalesUserName = group.SalesUserName;
  return `/suppliers?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
};

/**
 * `/sales`: suppliers by sales user and province with a store count, as a table and as
 * a bar per province split by sales user. A group opens the supplier list filtered to it.
 */
export default function SalesByProvince() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<SupplierByAddress & { id: string }>('suppliers-by-address', {
    pagination: { page: 1, perPage: 100_000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const groups = useMemo(() => groupBySalesAndProvince(data ?? []), [data]);
  const bars = useMemo(() => provinceBars(groups).slice(0, 15), [groups]);
  const salesUsers = useMemo(() => [...new Set(groups.map((group) => group.SalesUserName))].sort(), [groups]);
  const colour = (name: string) => COLOURS[salesUsers.indexOf(name) % COLOURS.length];
  const unassigned = translate('resources.suppliers-by-address.unassigned');

  if (isPending) return <RouteProgress />;
  if (error) return <Alert severity="error">{translate('resources.suppliers-by-address.failed')}</Alert>;
  if (groups.length === 0)
    return <Alert severity="info">{translate('resources.suppliers-by-address.empty')}</Alert>;
  const widest = bars[0]?.total ?? 1;

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Typography variant="h6" component="h2">
        {translate('resources.suppliers-by-address.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {translate('resources.suppliers-by-address.chart_title', { count: bars.length })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
            {salesUsers.map((name) => (
              <Stack key={name} direction="row" spacing={0.5} alignItems="center">
                <Box sx={{ width: 12, height: 12, bgcolor: colour(name) }} />
                <Typography variant="caption">{name || unassigned}</Typography>
              </Stack>
            ))}
          </Stack>
          <Stack
            spacing={0.75}
            role="list"
            aria-label={translate('resources.suppliers-by-address.chart_title', { count: bars.length })}
          >
            {bars.map((bar) => (
              <Stack key={bar.ProvinceId} direction="row" spacing={1} alignItems="center" role="listitem">
                <Typography variant="body2" sx={{ width: 140, flexShrink: 0 }}>
                  {bar.ProvinceName}
                </Typography>
                <Box sx={{ display: 'flex', flexGrow: 1, height: 18 }}>
                  {bar.parts.map((part) => (
                    <Box
                      key={part.SalesUserName}
                      component={Link}
                      to={supplierListOf(part)}
                      title={`${part.SalesUserName || unassigned}: ${part.StoreCount}`}
                      sx={{
                        width: `${(part.StoreCount / widest) * 100}%`,
                        bgcolor: colour(part.SalesUserName),
                      }}
                    />
                  ))}
                </Box>
                <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
                  {bar.total}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <Table size="small" aria-label={translate('resources.suppliers-by-address.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.suppliers-by-address.fields.SalesUserName')}</TableCell>
              <TableCell>{translate('resources.suppliers-by-address.fields.ProvinceName')}</TableCell>
              <TableCell>{translate('resources.suppliers-by-address.fields.RegionName')}</TableCell>
              <TableCell align="right">
                {translate('resources.suppliers-by-address.fields.StoreCount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <TableRow key={`${group.SalesUserName}/${group.ProvinceId}`} hover data-testid="sales-group">
                <TableCell>{group.SalesUserName || unassigned}</TableCell>
                <TableCell>
                  <MuiLink component={Link} to={supplierListOf(group)}>
                    {group.ProvinceName}
                  </MuiLink>
                </TableCell>
                <TableCell>{group.RegionName}</TableCell>
                <TableCell align="right">{group.StoreCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}
