import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { shownTable, type MonthReport } from './reportModel';

/** Every day of the month, then the total: the same table the PDF prints. */
export function DayTable<Day extends { day: string }>({ report }: { report: MonthReport<Day> }) {
  const translate = useTranslate();
  const { headers, rows } = shownTable(report);
  const last = rows.length - 1;
  return (
    <Card variant="outlined">
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('resources.reports.common.per_day')}
        </Typography>
        <Table size="small" data-testid="report-days">
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, rowIndex) => (
              <TableRow
                key={cells[0]}
                sx={rowIndex === last ? { '& td, & th': { fontWeight: 'bold' } } : undefined}
              >
                {cells.map((cell, index) =>
                  index === 0 ? (
                    <TableCell key={index} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={index} align="right">
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
