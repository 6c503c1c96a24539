import { renderToString } from 'react-dom/server';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ProgressiveRows } from '../../src/resources/shared/ui/ProgressiveRows';
import { rowsToDraw } from '../../src/resources/shared/ui/rowsToDraw';

const page = (from: number) => Array.from({ length: 50 }, (_, index) => ({ id: from + index }));

describe('the rows a list draws now', () => {
  it('draws the first rows of a page the background pass has not reached', () => {
    const rows = page(1);
    expect(rowsToDraw(rows, undefined, 15)?.map((row) => row.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    expect(rowsToDraw(rows, page(51), 15)).toHaveLength(15);
  });

  it('draws every row once the background pass has the same page', () => {
    const rows = page(1);
    expect(rowsToDraw(rows, rows, 15)).toBe(rows);
  });

  it('leaves short pages and missing data as they are', () => {
    const short = page(1).slice(0, 10);
    expect(rowsToDraw(short, undefined, 15)).toBe(short);
    expect(rowsToDraw(undefined, page(1), 15)).toBeUndefined();
  });
});

describe('a list that draws with its rows', () => {
  it('draws the first 15 rows in its first render, not the whole page', () => {
    const data = page(1);
    const Rows = () => (
      <p>
        {useListContext()
          .data?.map((row) => row.id)
          .join(',')}
      </p>
    );
    const html = renderToString(
      <ListContextProvider value={{ data, total: 50, isPending: false } as unknown as ListControllerResult}>
        <ProgressiveRows>
          <Rows />
        </ProgressiveRows>
      </ListContextProvider>,
    );
    expect(html).toContain(`<p>${Array.from({ length: 15 }, (_, index) => index + 1).join(',')}</p>`);
  });
});
