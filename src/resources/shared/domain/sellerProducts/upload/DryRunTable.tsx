import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PlannedRow } from './dryRun';
import type { SendOutcome } from './rowSender';
import { rowNote } from './words';

const TEXTS = 'resources.seller-products.upload';
/** Rows drawn at once: a file of thousands is paged, never drawn whole. */
const PAGE_ROWS = 50;

/** A sent row's outcome in words: done, or failed with the service's reason. */
function OutcomeText({ outcome }: { outcome: SendOutcome | undefined }) {
  const translate = useTranslate();
  if (!outcome) return null;
  return outcome.state === 'done' ? (
    <Typography variant="body2" color="success.main">
      {translate(`${TEXTS}.results.done`)}
    </Typography>
  ) : (
    <Typography variant="body2" color="error.main">
      {`${translate(`${TEXTS}.results.failed`)}: ${outcome.message}`}
    </Typography>
  );
}

/** The dry run's rows of one kind, a page at a time, each with its change or problem and outcome. */
export function DryRunTable({
  rows,
  outcomes,
}: {
  rows: readonly PlannedRow[];
  outcomes: ReadonlyMap<number, SendOutcome>;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const [page, setPage] = useState(0);
  // A shorter list (another kind chosen) starts on its first page.
  const shown = Math.min(page, Math.max(0, Math.ceil(rows.length / PAGE_ROWS) - 1));
  const slice = rows.slice(shown * PAGE_ROWS, (shown + 1) * PAGE_ROWS);
  const header = (name: string) => translate(`${TEXTS}.columns.${name}`);
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        {translate(`${TEXTS}.no_rows`)}
      </Typography>
    );
  return (
    <>
      <Table size="small" data-testid="dry-run-rows">
        <TableHead>
          <TableRow>
            <TableCell align="right">{header('row')}</TableCell>
            <TableCell>{header('product')}</TableCell>
            <TableCell>{header('note')}</TableCell>
            <TableCell>{header('outcome')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slice.map((row) => {
            const product = row.match.kind === 'one' ? row.match.product : undefined;
            return (
              <TableRow key={row.row} data-testid="dry-run-row">
                <TableCell align="right">{row.row.toLocaleString(locale)}</TableCell>
                <TableCell>
                  {product ? `${String(product.ProductName ?? '')} (${String(product.id)})` : '—'}
                </TableCell>
                <TableCell>{rowNote(row, translate)}</TableCell>
                <TableCell>
                  <OutcomeText outcome={outcomes.get(row.row)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.length > PAGE_ROWS && (
        <TablePagination
          component="div"
          count={rows.length}
          page={shown}
          rowsPerPage={PAGE_ROWS}
          rowsPerPageOptions={[PAGE_ROWS]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </>
  );
}
