import { Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatCount, formatMoney } from '../../i18n/format';
import type { SummarySection } from './reportModel';

/** The report's summary: one small card per section, a line per figure (count, amount). */
export function ReportSummary({ sections }: { sections: SummarySection[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' },
      }}
      data-testid="report-summary"
    >
      {sections.map((section) => (
        <Card key={section.title} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {section.title}
            </Typography>
            <Table size="small">
              <TableBody>
                {section.lines.map((line) => (
                  <TableRow key={line.label}>
                    <TableCell component="th" scope="row">
                      {line.label}
                    </TableCell>
                    <TableCell align="right">
                      {line.count === undefined ? '' : formatCount(line.count)}
                    </TableCell>
                    <TableCell align="right">
                      {line.amount === undefined ? '' : formatMoney(line.amount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
