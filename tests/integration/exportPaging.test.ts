import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import type { ExportColumn } from '../../src/resources/shared/files/export/columns';
import { inlineCsvFormatter } from '../../src/resources/shared/files/export/csvFormatter';
import { downloadSink } from '../../src/resources/shared/files/export/csvSink';
import { exportList } from '../../src/resources/shared/files/export/listExporter';
import { demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'finance' });

/** The pay-in list's CSV as its export button makes it, with the demo's page cap and extra pay-ins. */
async function exportPayIns(pageSize: number) {
  const definition = backend.registry.definitions.find((candidate) => candidate.name === 'pay-ins')!;
  const { exportColumns } = (await definition.screens!.list!()) as unknown as {
    exportColumns: ExportColumn[];
  };
  const i18n = createI18nProvider(backend.registry.definitions);
  await i18n.loadResourceTexts();
  let saved: Blob | undefined;
  const outcome = await exportList({
    resource: 'pay-ins',
    columns: exportColumns,
    translate: i18n.translate,
    locale: 'th',
    pageSize,
    getPage: (pagination) =>
      backend.dataProvider.getList('pay-ins', {
        pagination,
        sort: { field: 'StartDateTime', order: 'DESC' },
        filter: {},
      }),
    getMany: (reference, ids) => backend.dataProvider.getMany(reference, { ids }).then(({ data }) => data),
    logExport: () => Promise.resolve(),
    formatter: inlineCsvFormatter(),
    sink: downloadSink('pay-ins.csv', (blob) => (saved = blob)),
  });
  const text = saved ? new TextDecoder().decode(await saved.arrayBuffer()) : '';
  return { outcome, lines: text.split('\r\n').filter(Boolean) };
}

describe('an export against a service that caps its page size', () => {
  it('holds all 20,000 rows of a list whose service answers at most 1,000 a page', async () => {
    // The seed's pay-ins and as many extra ones as make 20,000.
    const seeded = backend.store
      .collection('transactions')
      .filter((row) => row.TransactionTypeCode === 'PAID').length;
    backend.load.set({ extraPayIns: 20_000 - seeded, pageCap: 1000 });
    // Asked for 5,000 a page, as the old export did: the service answers 1,000.
    const { outcome, lines } = await exportPayIns(5000);
    expect(outcome).toEqual({ status: 'saved', rows: 20_000 });
    expect(lines).toHaveLength(1 + 20_000);
    const asked = backend.requests
      .filter((request) => request.url.pathname.endsWith('Transaction/bo-transactions'))
      .map(
        (request) => `${request.url.searchParams.get('Page')}/${request.url.searchParams.get('PageSize')}`,
      );
    expect(asked).toEqual(['1/5000', ...Array.from({ length: 19 }, (_, index) => `${index + 2}/1000`)]);
    // Every row once: the transaction numbers (the first column) are all different.
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(20_000);
  }, 120_000);

  it('the demo caps the generic lists too, answering the true total', async () => {
    backend.load.set({ pageCap: 10 });
    const { data, total } = await backend.dataProvider.getList('brands', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data).toHaveLength(10);
    expect(total).toBe(backend.store.collection('brands').length);
    // Asked 50, answered 10: the cap, as a capped service would.
    expect(backend.lastRequest().url.searchParams.get('pageSize')).toBe('50');
  });
});
