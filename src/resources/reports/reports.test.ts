/**
 * The reports against the demo backend, through the app's real providers: the figures of this
 * month are checked against sums worked out here, straight from the demo's store; the CSV and the
 * PDF are made with the app's Thai texts and read back (the PDF with poppler's pdftotext).
 */
import type { TranslateFunction } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { pdfWorkspace, reportFonts } from '../../../tests/support/pdfFiles';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ORDER_STATUSES } from '../shared/domain/orders/orderStatus';
import { buildTablePdf } from '../shared/files/pdf/reportPdf';
import { readStatement } from '../shared/finance/statement';
import { financeFilter, financeMonth, financeReport } from './financeReportModel';
import { ordersFilter, ordersMonth, ordersReport } from './ordersReportModel';
import { readOrders } from './readOrders';
import { financeLabels, ordersLabels, pdfLabels } from './reportLabels';
import { reportCsv, reportPdf } from './reportModel';
import { daysOfMonth, monthName, monthOf } from './reportMonth';

const backend = demoBackendForFile({ signInAs: 'finance' });

const MONTH = monthOf(new Date());
const DAYS = daysOfMonth(MONTH);
const PAY_OUT_TYPES = ['WD', 'WDA', 'CANCEL', 'REFUND'];
/** config.json's defaults, the codes the demo backend uses. */
const DEMO_CODES = {
  payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
  withdrawal: { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' },
};

type Row = Record<string, unknown>;
const cents = (value: unknown) => Math.round(Number(value) * 100);
const sumCents = (rows: Row[], field: string) => rows.reduce((sum, row) => sum + cents(row[field]), 0);
/** An amount as the CSV writes it: baht with two decimals, no grouping. */
const csvAmount = (satang: number) => (satang / 100).toFixed(2);
/** An amount as the screen and the PDF write it. */
const thaiBaht = (satang: number) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 }).format(
    satang / 100,
  );

const storedTransactions = () =>
  backend.store.collection<Row>('transactions').filter((row) => String(row.StartDateTime).startsWith(MONTH));
const storedOrders = () =>
  backend.store.collection<Row>('orders').filter((row) => String(row.OrderDate).startsWith(MONTH));

/** The app's own Thai texts, every resource's included, as the signed-in screen has them. */
let translate: TranslateFunction;
beforeAll(async () => {
  const i18n = createI18nProvider(backend.registry.definitions);
  await i18n.loadResourceTexts();
  translate = i18n.translate;
  // The demo seeds its months of orders and transactions on first use: here, not inside the first
  // test's time (on a busy machine that alone outlasted it).
  storedTransactions();
  storedOrders();
}, 60_000);

const fonts = reportFonts();
const pdf = pdfWorkspace('reports-pdf');
/** What poppler reads out of the PDF, as laid out, white space squashed. */
const pdfText = (bytes: Uint8Array, name: string) => pdf.text(bytes, name).replace(/\s+/g, ' ');

describe('the finance report of this month', () => {
  it('reads the whole statement of the month, a thousand at a time', async () => {
    const { rows, complete } = await readStatement(backend.dataProvider, financeFilter(DAYS));
    expect(complete).toBe(true);
    expect(rows).toHaveLength(storedTransactions().length);
    expect(rows.length).toBeGreaterThan(0);
    for (const request of backend.requests) {
      expect(request.url.pathname).toBe('/finance/api/v1/Transaction/bo-transactions');
      const query = request.url.searchParams;
      expect(query.get('StartDateTime')).toBe(`${DAYS.start}T00:00:00`);
      expect(query.get('EndDateTime')).toBe(`${DAYS.end}T23:59:59`);
      expect(query.get('PageSize')).toBe('1000');
      expect(query.get('TransactionTypeCode')).toBeNull();
    }
  });

  it('adds up what the store holds: received pay-ins, pay-outs by type, fees, discounts and net', async () => {
    const { rows } = await readStatement(backend.dataProvider, financeFilter(DAYS));
    const { total, notReceived, records } = financeMonth(rows, DAYS, DEMO_CODES);
    const stored = storedTransactions();
    const received = stored.filter(
      (row) => row.TransactionTypeCode === 'PAID' && row.TransactionStatusCode === 'SUCCESS',
    );
    const notYet = stored.filter(
      (row) => row.TransactionTypeCode === 'PAID' && row.TransactionStatusCode !== 'SUCCESS',
    );
    const counted = stored.filter(
      (row) =>
        PAY_OUT_TYPES.includes(String(row.TransactionTypeCode)) &&
        ['SUCCESS', 'APPROVED'].includes(String(row.TransactionStatusCode)),
    );
    expect(records).toBe(stored.length);
    expect(total.received.count).toBe(received.length);
    expect(cents(total.received.amount)).toBe(sumCents(received, 'GrandtotalAmount'));
    expect(notReceived.count).toBe(notYet.length);
    expect(cents(notReceived.amount)).toBe(sumCents(notYet, 'GrandtotalAmount'));
    for (const field of [
      'ServiceCharges',
      'ShippingFee',
      'PaymentFee',
      'ProductDiscount',
      'ShippingDiscount',
    ])
      expect(cents(total.receivedMoney[field as keyof typeof total.receivedMoney]), field).toBe(
        sumCents(received, field),
      );
    for (const type of PAY_OUT_TYPES) {
      const ofType = counted.filter((row) => row.TransactionTypeCode === type);
      expect(total.payOuts[type as keyof typeof total.payOuts], type).toEqual({
        count: ofType.length,
        amount: sumCents(ofType, 'GrandtotalAmount') / 100,
      });
    }
    expect(total.paidOut.count).toBe(counted.length);
    expect(cents(total.net)).toBe(
      sumCents(received, 'GrandtotalAmount') - sumCents(counted, 'GrandtotalAmount'),
    );
  });

  it("adds up one supplier's transactions when a supplier is chosen", async () => {
    const supplierId = String(
      storedTransactions().find((row) => row.TransactionTypeCode === 'PAID' && row.SupplierId)?.SupplierId,
    );
    const { rows } = await readStatement(backend.dataProvider, financeFilter(DAYS, supplierId));
    expect(backend.lastRequest().url.searchParams.get('SupplierId')).toBe(supplierId);
    const { total, records } = financeMonth(rows, DAYS, DEMO_CODES);
    const stored = storedTransactions().filter((row) => row.SupplierId === supplierId);
    const received = stored.filter(
      (row) => row.TransactionTypeCode === 'PAID' && row.TransactionStatusCode === 'SUCCESS',
    );
    expect(records).toBe(stored.length);
    expect(total.received.count).toBe(received.length);
    expect(cents(total.received.amount)).toBe(sumCents(received, 'GrandtotalAmount'));
  });

  it('downloads as a CSV with a BOM, the Thai headers and the totals last', async () => {
    const { rows } = await readStatement(backend.dataProvider, financeFilter(DAYS));
    const report = financeReport(
      financeMonth(rows, DAYS, DEMO_CODES),
      financeLabels(translate, monthName(MONTH, 'th')),
    );
    const csv = reportCsv(report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'วันที่,จำนวนเงินเข้า,ได้รับเงินแล้ว (สำเร็จ),ค่าบริการ,ค่าขนส่ง,ค่าธรรมเนียมชำระเงิน,ส่วนลดสินค้า,' +
        'ส่วนลดค่าขนส่ง,ถอนเงิน,ถอนเงินอัตโนมัติ,คืนเงินจากการยกเลิก,คืนเงิน,จำนวนเงินออก,รวมเงินออก,สุทธิ',
    );
    // A line per day of the month, then the total, then the final CRLF's empty rest.
    const dayCount = Number(DAYS.end.slice(8));
    expect(lines).toHaveLength(dayCount + 3);
    expect(lines[1].startsWith(`${DAYS.start},`)).toBe(true);
    const received = storedTransactions().filter(
      (row) => row.TransactionTypeCode === 'PAID' && row.TransactionStatusCode === 'SUCCESS',
    );
    const totalLine = lines[dayCount + 1].split(',');
    expect(totalLine[0]).toBe('รวม');
    expect(totalLine[1]).toBe(String(received.length));
    expect(totalLine[2]).toBe(csvAmount(sumCents(received, 'GrandtotalAmount')));
    expect(totalLine[3]).toBe(csvAmount(sumCents(received, 'ServiceCharges')));
  });

  it('prints as a PDF set in the Thai font, with its heading and figures', async () => {
    const { rows } = await readStatement(backend.dataProvider, financeFilter(DAYS));
    const report = financeReport(
      financeMonth(rows, DAYS, DEMO_CODES),
      financeLabels(translate, monthName(MONTH, 'th')),
    );
    const bytes = await buildTablePdf(reportPdf(report, pdfLabels(translate, 'th', new Date())), fonts);
    const text = pdfText(bytes, 'finance');
    const thisMonth = new Intl.DateTimeFormat('th-TH', { month: 'long', year: 'numeric' }).format(new Date());
    expect(text).toContain(`รายงานการเงินประจำเดือน${thisMonth}`);
    expect(text).toContain('ได้รับเงินแล้ว (สำเร็จ)');
    const received = storedTransactions().filter(
      (row) => row.TransactionTypeCode === 'PAID' && row.TransactionStatusCode === 'SUCCESS',
    );
    expect(text).toContain(thaiBaht(sumCents(received, 'GrandtotalAmount')));
    expect(text).toContain('หน้า 1 /');
    // Set in Sarabun, embedded (a subset) with its map back to the text.
    const fontsUsed = pdf.fonts(bytes, 'finance');
    expect(fontsUsed).toMatch(/\+Sarabun-Regular .*\byes\s+yes\s+yes\b/);
  }, 30_000);
});

describe("a supplier's finance report of last month, as a document", () => {
  it('names the supplier (tax id, branch), lists its withdrawals with their approvers, writes totals in Thai words and days in the Buddhist era', async () => {
    const now = new Date();
    const lastMonth = monthOf(new Date(now.getFullYear(), now.getMonth() - 1, 15));
    const days = daysOfMonth(lastMonth);
    // The supplier paid most often last month (every past week's withdrawal is decided).
    const paid = backend.store
      .collection<Row>('transactions')
      .filter(
        (row) =>
          String(row.StartDateTime).startsWith(lastMonth) &&
          ['WD', 'WDA'].includes(String(row.TransactionTypeCode)) &&
          ['SUCCESS', 'APPROVED'].includes(String(row.TransactionStatusCode)),
      );
    const counts = new Map<string, number>();
    for (const row of paid) counts.set(String(row.SupplierId), (counts.get(String(row.SupplierId)) ?? 0) + 1);
    const [supplierId] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const supplier = backend.store.collection<Row>('suppliers').find((row) => row.SupplierId === supplierId)!;
    const theirs = paid.filter((row) => row.SupplierId === supplierId);

    const { rows } = await readStatement(backend.dataProvider, financeFilter(days, supplierId));
    const report = financeReport(
      financeMonth(rows, days, DEMO_CODES),
      financeLabels(
        translate,
        monthName(lastMonth, 'th'),
        {
          id: supplierId,
          name: String(supplier.SupplierName),
          taxId: String(supplier.TaxId),
          branch: String(supplier.TaxBranchNo),
        },
        'th',
      ),
    );
    const bytes = await buildTablePdf(reportPdf(report, pdfLabels(translate, 'th', new Date())), fonts);
    const text = pdfText(bytes, 'supplier-finance');
    const taxId = String(supplier.TaxId);
    expect(text).toContain(`ผู้ค้าส่ง: ${String(supplier.SupplierName)}`);
    expect(text).toContain(
      `เลขประจำตัวผู้เสียภาษี: ${taxId[0]}-${taxId.slice(1, 5)}-${taxId.slice(5, 10)}-${taxId.slice(10, 12)}-${taxId[12]}`,
    );
    expect(text).toMatch(/สาขา: (สำนักงานใหญ่|สาขาที่ 0000[1-3])/);
    for (const row of theirs) {
      expect(text).toContain(String(row.TransactionNo));
      expect(text).toContain(`ผู้อนุมัติ ${String(row.ApprovedBy)}`);
    }
    // Totals in Thai words, days in the Buddhist era (Intl's Thai calendar, apart from the app's dayjs).
    // A long line may wrap between Thai words: the words may hold the squashed line break.
    expect(text).toMatch(/รวมเงินออก: .*?\((ลบ)?[ก-๙ ]+(บาทถ้วน|สตางค์)\)/);
    const firstDay = new Intl.DateTimeFormat('th-TH', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${days.start}T12:00:00`));
    expect(text).toContain(firstDay);
    expect(text).not.toContain(days.start);
  }, 60_000);
});

describe('the orders report of this month', () => {
  it('reads every order of the month, a thousand at a time, and counts them by status', async () => {
    const { rows, complete } = await readOrders(backend.dataProvider, ordersFilter(DAYS));
    expect(complete).toBe(true);
    const stored = storedOrders();
    expect(rows).toHaveLength(stored.length);
    const pages = backend.requests.map((request) => request.url.searchParams);
    expect(pages.map((query) => query.get('page'))).toEqual(
      Array.from({ length: Math.max(1, Math.ceil(stored.length / 1000)) }, (_, index) => String(index + 1)),
    );
    for (const query of pages) {
      expect([query.get('pageSize'), query.get('Start'), query.get('End')]).toEqual([
        '1000',
        DAYS.start,
        DAYS.end,
      ]);
    }
    const { total } = ordersMonth(rows, DAYS);
    expect(total.orders).toBe(stored.length);
    for (const status of ORDER_STATUSES) {
      const ofStatus = stored.filter((row) => row.OrderStatus === status);
      expect(total.byStatus[status], status).toEqual({
        count: ofStatus.length,
        amount: sumCents(ofStatus, 'GrandtotalAmount') / 100,
      });
    }
    const sold = stored.filter((row) => row.OrderStatus !== 'CANCELLED');
    expect(cents(total.gross)).toBe(sumCents(sold, 'GrandtotalAmount'));
  });

  it('asks for one status when chosen', async () => {
    const { rows } = await readOrders(backend.dataProvider, ordersFilter(DAYS, 'DELIVERED'));
    expect(backend.lastRequest().url.searchParams.get('Select')).toBe('DELIVERED');
    expect(rows).toHaveLength(storedOrders().filter((row) => row.OrderStatus === 'DELIVERED').length);
    expect(rows.every((row) => row.OrderStatus === 'DELIVERED')).toBe(true);
  });

  it('downloads as a CSV and a PDF with the Thai texts and the gross value', async () => {
    const { rows } = await readOrders(backend.dataProvider, ordersFilter(DAYS));
    const report = ordersReport(ordersMonth(rows, DAYS), ordersLabels(translate, monthName(MONTH, 'th')));
    const csv = reportCsv(report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      'วันที่,จำนวนคำสั่งซื้อ,รอชำระเงิน,ชำระเงินแล้ว,ยืนยันแล้ว,กำลังจัดส่ง,จัดส่งสำเร็จ,ยกเลิก,คืนเงินแล้ว,' +
        'มูลค่ารวม (ไม่รวมที่ยกเลิก)',
    );
    const gross = sumCents(
      storedOrders().filter((row) => row.OrderStatus !== 'CANCELLED'),
      'GrandtotalAmount',
    );
    expect(csv).toContain(`\r\nรวม,${storedOrders().length},`);
    expect(csv.endsWith(`,${csvAmount(gross)}\r\n`)).toBe(true);
    const bytes = await buildTablePdf(reportPdf(report, pdfLabels(translate, 'th', new Date())), fonts);
    const text = pdfText(bytes, 'orders');
    expect(text).toContain('รายงานคำสั่งซื้อประจำเดือน');
    expect(text).toContain('คำสั่งซื้อตามสถานะ');
    expect(text).toContain(thaiBaht(gross));
  }, 30_000);
});
