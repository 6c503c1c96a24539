import { beforeAll, describe, expect, it } from 'vitest';
import { setDateLocale } from '../../i18n/format';
import { financeFilter, financeMonth, financeReport, type FinanceLabels } from './financeReportModel';
import { reportCsv, reportPdf, shownTable } from './reportModel';
import { daysOfMonth } from './reportMonth';

const NO_FEES = { ServiceCharges: 0, ShippingFee: 0, PaymentFee: 0, ProductDiscount: 0, ShippingDiscount: 0 };

let nextId = 1;
const transaction = (
  type: string,
  status: string,
  at: string,
  money: Partial<typeof NO_FEES> & { Amount: number; GrandtotalAmount: number },
) => ({
  id: nextId++,
  TransactionTypeCode: type,
  TransactionStatusCode: status,
  StartDateTime: at,
  ...NO_FEES,
  ...money,
});

/** February 2026 (28 days), every case once; the figures below are worked out by hand. */
const ROWS = [
  transaction('PAID', 'SUCCESS', '2026-02-01T09:00:00', {
    Amount: 100,
    ServiceCharges: 5,
    ShippingFee: 20,
    PaymentFee: 2.5,
    ProductDiscount: 10,
    ShippingDiscount: 5,
    GrandtotalAmount: 112.5,
  }),
  transaction('PAID', 'SUCCESS', '2026-02-01T18:30:00', {
    Amount: 200.1,
    ServiceCharges: 0.2,
    PaymentFee: 0.1,
    GrandtotalAmount: 200.4,
  }),
  transaction('PAID', 'FAILED', '2026-02-02T10:00:00', { Amount: 50, GrandtotalAmount: 50 }),
  transaction('PAID', 'PENDING', '2026-02-03T11:00:00', { Amount: 30, GrandtotalAmount: 30 }),
  transaction('WD', 'SUCCESS', '2026-02-02T08:00:00', { Amount: 150, GrandtotalAmount: 150 }),
  transaction('WDA', 'APPROVED', '2026-02-02T09:00:00', { Amount: 80.25, GrandtotalAmount: 80.25 }),
  transaction('WD', 'WAITING_APPROVAL', '2026-02-03T08:00:00', { Amount: 999, GrandtotalAmount: 999 }),
  transaction('WD', 'REJECTED', '2026-02-03T09:00:00', { Amount: 500, GrandtotalAmount: 500 }),
  transaction('CANCEL', 'SUCCESS', '2026-02-28T23:59:59', { Amount: 40.1, GrandtotalAmount: 40.1 }),
  transaction('REFUND', 'SUCCESS', '2026-02-05T12:00:00', { Amount: 0.2, GrandtotalAmount: 0.2 }),
  // Not of February: left out.
  transaction('PAID', 'SUCCESS', '2026-01-31T23:59:59', { Amount: 1000, GrandtotalAmount: 1000 }),
  // 0.1 + 0.2 must make 0.3, not 0.30000000000000004.
  transaction('PAID', 'SUCCESS', '2026-02-28T12:00:00', {
    Amount: 0.1,
    ServiceCharges: 0.2,
    GrandtotalAmount: 0.3,
  }),
];

const FEBRUARY = daysOfMonth('2026-02');

/** config.json's defaults: the demo's codes. */
const DEMO_CODES = {
  payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
  withdrawal: { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' },
};

const LABELS: FinanceLabels = {
  title: 'Finance report, February 2026',
  filterLines: ['Wholesaler: Somchai Trading'],
  day: 'Day',
  total: 'Total',
  payIns: 'Pay-ins',
  received: 'Received',
  notReceived: 'Not received',
  payOuts: 'Pay-outs',
  paidOut: 'Paid out',
  fees: 'Fees',
  feeTotal: 'Total fees',
  discounts: 'Discounts',
  discountTotal: 'Total discounts',
  netSection: 'Net',
  net: 'Received less paid out',
  payInCount: 'Pay-ins',
  payOutCount: 'Pay-outs',
  netColumn: 'Net',
  types: { WD: 'Withdrawal', WDA: 'Automatic withdrawal', CANCEL: 'Cancellation', REFUND: 'Refund' },
  money: {
    ServiceCharges: 'Service charge',
    ShippingFee: 'Shipping fee',
    PaymentFee: 'Payment fee',
    ProductDiscount: 'Product discount',
    ShippingDiscount: 'Shipping discount',
  },
  unplaced: (codes) =>
    `Unplaced: ${codes.map((code) => `${code.code}×${code.count}=${code.amount}`).join(', ')}`,
};

describe('the monthly finance figures', () => {
  const month = financeMonth(ROWS, FEBRUARY, DEMO_CODES);

  it('count only successful pay-ins as received, with their fees and discounts', () => {
    expect(month.total.received).toEqual({ count: 3, amount: 313.2 });
    expect(month.total.receivedMoney).toEqual({
      Amount: 300.2,
      ServiceCharges: 5.4,
      ShippingFee: 20,
      PaymentFee: 2.6,
      ProductDiscount: 10,
      ShippingDiscount: 5,
      GrandtotalAmount: 313.2,
    });
    expect(month.notReceived).toEqual({ count: 2, amount: 80 });
  });

  it('count pay-outs by sub-type, successful or approved only, and the net', () => {
    expect(month.total.payOuts).toEqual({
      WD: { count: 1, amount: 150 },
      WDA: { count: 1, amount: 80.25 },
      CANCEL: { count: 1, amount: 40.1 },
      REFUND: { count: 1, amount: 0.2 },
    });
    expect(month.total.paidOut).toEqual({ count: 4, amount: 270.55 });
    expect(month.total.net).toBe(42.65);
    expect(month.records).toBe(11);
  });

  it('have every day of the month, days without money included', () => {
    expect(month.days.map((day) => day.day)).toHaveLength(28);
    expect(month.days[0].day).toBe('2026-02-01');
    expect(month.days[27].day).toBe('2026-02-28');
    const byDay = new Map(month.days.map((day) => [day.day, day]));
    expect(byDay.get('2026-02-01')).toMatchObject({
      received: { count: 2, amount: 312.9 },
      paidOut: { count: 0, amount: 0 },
      net: 312.9,
    });
    expect(byDay.get('2026-02-02')).toMatchObject({
      received: { count: 0, amount: 0 },
      paidOut: { count: 2, amount: 230.25 },
      net: -230.25,
    });
    expect(byDay.get('2026-02-03')).toMatchObject({ received: { count: 0 }, paidOut: { count: 0 }, net: 0 });
    expect(byDay.get('2026-02-28')).toMatchObject({ received: { count: 1, amount: 0.3 }, net: -39.8 });
  });

  it('are asked for as the whole month, of one supplier when chosen', () => {
    expect(financeFilter(FEBRUARY)).toEqual({ StartDate: '2026-02-01', EndDate: '2026-02-28' });
    expect(financeFilter(FEBRUARY, 'S-1')).toEqual({
      StartDate: '2026-02-01',
      EndDate: '2026-02-28',
      SupplierId: 'S-1',
    });
  });
});

describe('the monthly finance figures of a server with other codes', () => {
  // This server says DONE where the demo says SUCCESS, and APPROVE where it says APPROVED.
  const codes = {
    payment: { succeeded: 'DONE', unpaid: ['PENDING', 'FAILED'] },
    withdrawal: { waiting: ['WAIT_APPROVE'], approved: 'APPROVE', rejected: 'REJECT' },
  };
  const rows = [
    transaction('PAID', 'DONE', '2026-02-10T09:00:00', { Amount: 100, GrandtotalAmount: 100 }),
    transaction('PAID', 'DONE', '2026-02-11T09:00:00', { Amount: 20.5, GrandtotalAmount: 20.5 }),
    // The demo's code means nothing to this server: counted apart, as unknown.
    transaction('PAID', 'SUCCESS', '2026-02-12T09:00:00', { Amount: 7, GrandtotalAmount: 7 }),
    transaction('REFUND', 'DONE', '2026-02-12T10:00:00', { Amount: 3, GrandtotalAmount: 3 }),
    transaction('WD', 'APPROVE', '2026-02-13T10:00:00', { Amount: 50, GrandtotalAmount: 50 }),
    transaction('WDA', 'DONE', '2026-02-13T11:00:00', { Amount: 10, GrandtotalAmount: 10 }),
    transaction('WD', 'WAIT_APPROVE', '2026-02-14T10:00:00', { Amount: 400, GrandtotalAmount: 400 }),
    transaction('WD', 'APPROVED', '2026-02-14T11:00:00', { Amount: 600, GrandtotalAmount: 600 }),
  ];
  const month = financeMonth(rows, FEBRUARY, codes);

  it('count the pay-ins of its success code as received, and no other', () => {
    expect(month.total.received).toEqual({ count: 2, amount: 120.5 });
    expect(month.notReceived).toEqual({ count: 0, amount: 0 });
  });

  it('count the codes no key places apart, and the report warns of them', () => {
    expect(month.unplaced).toEqual([
      { code: 'SUCCESS', count: 1, amount: 7 },
      { code: 'APPROVED', count: 1, amount: 600 },
    ]);
    expect(financeReport(month, LABELS).warnings).toEqual(['Unplaced: SUCCESS×1=7, APPROVED×1=600']);
    expect(financeReport(financeMonth(rows.slice(0, 2), FEBRUARY, codes), LABELS).warnings).toEqual([]);
  });

  it('a deployment whose paid code is not configured gets the warning, not a bare ฿0.00', () => {
    const paidElsewhere = financeMonth(rows.slice(0, 2), FEBRUARY, {
      ...codes,
      payment: { succeeded: 'SUCCESS', unpaid: ['PENDING'] },
    });
    expect(paidElsewhere.total.received).toEqual({ count: 0, amount: 0 });
    expect(paidElsewhere.unplaced).toEqual([{ code: 'DONE', count: 2, amount: 120.5 }]);
  });

  it('count the pay-outs of its success or approval code as paid out', () => {
    expect(month.total.payOuts).toEqual({
      WD: { count: 1, amount: 50 },
      WDA: { count: 1, amount: 10 },
      CANCEL: { count: 0, amount: 0 },
      REFUND: { count: 1, amount: 3 },
    });
    expect(month.total.paidOut).toEqual({ count: 3, amount: 63 });
    expect(month.total.net).toBe(57.5);
  });
});

describe('the monthly finance report', () => {
  const report = financeReport(financeMonth(ROWS, FEBRUARY, DEMO_CODES), LABELS);
  // The screen's dates in Thai: a file run before this one in the worker may have left them in English.
  beforeAll(() => setDateLocale('th'));

  it('sums up pay-ins, pay-outs, fees, discounts and the net', () => {
    expect(report.sections).toEqual([
      {
        title: 'Pay-ins',
        lines: [
          { label: 'Received', count: 3, amount: 313.2, words: 'สามร้อยสิบสามบาทยี่สิบสตางค์' },
          { label: 'Not received', count: 2, amount: 80 },
        ],
      },
      {
        title: 'Pay-outs',
        lines: [
          { label: 'Withdrawal', count: 1, amount: 150 },
          { label: 'Automatic withdrawal', count: 1, amount: 80.25 },
          { label: 'Cancellation', count: 1, amount: 40.1 },
          { label: 'Refund', count: 1, amount: 0.2 },
          { label: 'Paid out', count: 4, amount: 270.55, words: 'สองร้อยเจ็ดสิบบาทห้าสิบห้าสตางค์' },
        ],
      },
      {
        title: 'Fees',
        lines: [
          { label: 'Service charge', amount: 5.4 },
          { label: 'Shipping fee', amount: 20 },
          { label: 'Payment fee', amount: 2.6 },
          { label: 'Total fees', amount: 28 },
        ],
      },
      {
        title: 'Discounts',
        lines: [
          { label: 'Product discount', amount: 10 },
          { label: 'Shipping discount', amount: 5 },
          { label: 'Total discounts', amount: 15 },
        ],
      },
      {
        title: 'Net',
        lines: [{ label: 'Received less paid out', amount: 42.65, words: 'สี่สิบสองบาทหกสิบห้าสตางค์' }],
      },
    ]);
    expect(report.fileName).toBe('finance-report-2026-02');
    expect(report.empty).toBe(false);
  });

  it('shows day, pay-ins, received, paid out and net per day, then the total', () => {
    const { headers, rows } = shownTable(report);
    expect(headers).toEqual(['Day', 'Pay-ins', 'Received', 'Paid out', 'Net']);
    expect(rows).toHaveLength(29);
    expect(rows[1]).toEqual(['02/02/2569', '0', '฿0.00', '฿230.25', '-฿230.25']);
    expect(rows[28]).toEqual(['Total', '3', '฿313.20', '฿270.55', '฿42.65']);
  });

  it('writes every column to the CSV, amounts as numbers with two decimals', () => {
    const lines = reportCsv(report).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDay,Pay-ins,Received,Service charge,Shipping fee,Payment fee,Product discount,' +
        'Shipping discount,Withdrawal,Automatic withdrawal,Cancellation,Refund,Pay-outs,Paid out,Net',
    );
    expect(lines[1]).toBe('2026-02-01,2,312.90,5.20,20.00,2.60,10.00,5.00,0.00,0.00,0.00,0.00,0,0.00,312.90');
    expect(lines[2]).toBe(
      '2026-02-02,0,0.00,0.00,0.00,0.00,0.00,0.00,150.00,80.25,0.00,0.00,2,230.25,-230.25',
    );
    expect(lines[29]).toBe(
      'Total,3,313.20,5.40,20.00,2.60,10.00,5.00,150.00,80.25,40.10,0.20,4,270.55,42.65',
    );
    expect(lines[30]).toBe('');
    expect(lines).toHaveLength(31);
  });

  it('prints the summary under the title and the shown table as the PDF table', () => {
    const pdf = reportPdf(report, {
      generatedAt: 'Printed 2026-03-01 10:15',
      items: (count) => `${count} records`,
      page: (page, pages) => `Page ${page} / ${pages}`,
      empty: 'No results',
      language: 'en',
      dayText: (day) => `day ${day}`,
    });
    expect(pdf.title).toBe('Finance report, February 2026');
    expect(pdf.subtitleLines?.slice(0, 5)).toEqual([
      'Printed 2026-03-01 10:15',
      'Wholesaler: Somchai Trading',
      'Pay-ins',
      '• Received: 3 records, ฿313.20 (สามร้อยสิบสามบาทยี่สิบสตางค์)',
      '• Not received: 2 records, ฿80.00',
    ]);
    expect(pdf.subtitleLines).toContain('• Total fees: ฿28.00');
    expect(pdf.subtitleLines?.at(-1)).toBe('• Received less paid out: ฿42.65 (สี่สิบสองบาทหกสิบห้าสตางค์)');
    expect(pdf.columns).toEqual([
      { header: 'Day', align: 'left' },
      { header: 'Pay-ins', align: 'right' },
      { header: 'Received', align: 'right' },
      { header: 'Paid out', align: 'right' },
      { header: 'Net', align: 'right' },
    ]);
    expect(pdf.rows.at(-1)).toEqual(['Total', '3', '฿313.20', '฿270.55', '฿42.65']);
    // The PDF writes its days as it is told (in the Buddhist era, by the app's labels).
    expect(pdf.rows[0][0]).toBe('day 2026-02-01');
    expect(pdf.pageLabel(2, 3)).toBe('Page 2 / 3');
    expect(pdf).toMatchObject({ emptyText: 'No results', orientation: 'portrait', language: 'en' });
  });

  it("lists a supplier's counted withdrawals with their approver (its configured spelling) and amount in words", () => {
    const named = ROWS.map((row) =>
      row.TransactionTypeCode === 'WD' && row.TransactionStatusCode === 'SUCCESS'
        ? {
            ...row,
            TransactionNo: 'PO260202000005',
            UpdateBy: 'สมหญิง ใจงาม',
            WithdrawDateStart: '2026-02-03',
            WithdrawDateEnd: '2026-02-05',
          }
        : row.TransactionTypeCode === 'WDA'
          ? { ...row, TransactionNo: 'PO260202000006' }
          : row,
    );
    const month = financeMonth(named, FEBRUARY, DEMO_CODES, {
      approverField: 'UpdateBy',
      approvedAtField: 'UpdateDate',
    });
    expect(month.withdrawals).toEqual([
      {
        TransactionNo: 'PO260202000005',
        TransactionTypeCode: 'WD',
        amount: 150,
        approver: 'สมหญิง ใจงาม',
        approvedAt: undefined,
        WithdrawDateStart: '2026-02-03',
        WithdrawDateEnd: '2026-02-05',
      },
      {
        TransactionNo: 'PO260202000006',
        TransactionTypeCode: 'WDA',
        amount: 80.25,
        approver: undefined,
        approvedAt: undefined,
        WithdrawDateStart: undefined,
        WithdrawDateEnd: undefined,
      },
    ]);
    const withWithdrawals = financeReport(month, {
      ...LABELS,
      withdrawals: {
        title: 'Withdrawals',
        line: (withdrawal) => `${withdrawal.TransactionNo} by ${withdrawal.approver ?? '—'}`,
      },
    });
    expect(withWithdrawals.sections.at(-1)).toEqual({
      title: 'Withdrawals',
      lines: [
        { label: 'PO260202000005 by สมหญิง ใจงาม', amount: 150, words: 'หนึ่งร้อยห้าสิบบาทถ้วน' },
        { label: 'PO260202000006 by —', amount: 80.25, words: 'แปดสิบบาทยี่สิบห้าสตางค์' },
      ],
    });
    // Without a supplier (no labels for them), no list: a month of every supplier is hundreds.
    expect(financeReport(month, LABELS).sections.map((section) => section.title)).not.toContain(
      'Withdrawals',
    );
  });

  it('is empty for a month without transactions', () => {
    const empty = financeReport(financeMonth([], FEBRUARY, DEMO_CODES), LABELS);
    expect(empty.empty).toBe(true);
    expect(empty.total.net).toBe(0);
    expect(empty.days).toHaveLength(28);
  });
});
