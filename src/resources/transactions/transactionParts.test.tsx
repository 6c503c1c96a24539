import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  DataProviderContext,
  I18nContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { missingAmounts } from './transactionData';
import { TransactionMoney, TransactionStatus } from './TransactionParts';

/** The app's own Thai labels, as texts.th.ts has them. */
const TEXTS: Record<string, string> = {
  'resources.transactions.no_amount': 'ไม่มีข้อมูลจำนวนเงิน',
  'resources.pay-outs.statuses.PENDING': 'รอชำระเงิน',
};
const i18n: I18nProvider = {
  translate: (key, options) => TEXTS[key] ?? (options?._ as string | undefined) ?? key,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'th',
};
// The statuses' list is never answered here: what a row carries must be enough.
const dataProvider = { getList: () => new Promise(() => {}) } as unknown as DataProvider;

const draw = (record: Record<string, unknown>, children: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <DataProviderContext.Provider value={dataProvider}>
          <I18nContext.Provider value={i18n}>
            <ResourceContextProvider value="pay-outs">
              <RecordContextProvider value={{ id: 1, ...record }}>{children}</RecordContextProvider>
            </ResourceContextProvider>
          </I18nContext.Provider>
        </DataProviderContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('an amount on the finance screens', () => {
  const shown = (record: Record<string, unknown>) => draw(record, <TransactionMoney source="Amount" />);

  it('the server did not send shows as missing, not as ฿0.00', () => {
    const html = shown({ Amount: null });
    expect(html).toContain('ไม่มีข้อมูลจำนวนเงิน');
    expect(html).not.toContain('0.00');
  });

  it('of 0 stays ฿0.00, and any other in baht', () => {
    expect(shown({ Amount: 0 })).toContain('฿0.00');
    expect(shown({ Amount: 1234.5 })).toContain('฿1,234.50');
  });

  it('missing on some rows is counted, so the totals can say they leave them out', () => {
    expect(
      missingAmounts([
        { Amount: 10, GrandtotalAmount: 10 },
        { Amount: null, GrandtotalAmount: 10 },
        { Amount: 0, GrandtotalAmount: null },
        { Amount: 0, GrandtotalAmount: 0 },
      ]),
    ).toBe(2);
  });
});

describe("a row's status", () => {
  const shown = (record: Record<string, unknown>) => draw(record, <TransactionStatus />);

  it("is the server's name when the row carries one, not the app's label", () => {
    const html = shown({ TransactionStatusCode: 'PENDING', TransactionStatusTitle: 'รอดำเนินการ' });
    expect(html).toContain('รอดำเนินการ');
    expect(html).not.toContain('รอชำระเงิน');
  });

  it("is the app's label when the server sent no name, and the code when the app has none", () => {
    expect(shown({ TransactionStatusCode: 'PENDING', TransactionStatusTitle: '' })).toContain('รอชำระเงิน');
    expect(shown({ TransactionStatusCode: 'ON_HOLD' })).toContain('ON_HOLD');
  });
});
