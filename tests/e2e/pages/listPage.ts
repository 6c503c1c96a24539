import type { Locator, Page } from 'playwright-core';
import { tableRows } from '../support';

/**
 * A list screen's table, as the walks read it (react-admin's `cypress/support/ListPage.js`): its
 * rows, a column's cells, and whether a filter left only the rows it names.
 */
export function listPage(page: Page) {
  const rows = tableRows(page);
  return {
    rows,
    /**
     * The records' own rows: those with a cell of one of `columns` (a row opened for its details
     * adds a row under it that has none).
     */
    dataRows: (...columns: string[]) =>
      rows.filter({ has: page.locator(columns.map((column) => `td.column-${column}`).join(', ')) }),
    /** Whether there are rows and each one's `column` reads `text` (no rows is not a match). */
    everyCellReads: (column: string, text: string, among: Locator = rows) =>
      everyCellReads(among, column, text),
  };
}

async function everyCellReads(rows: Locator, column: string, text: string) {
  const cells = await rows.locator(`td.column-${column}`).allInnerTexts();
  return cells.length > 0 && cells.every((cell) => cell.trim() === text);
}
