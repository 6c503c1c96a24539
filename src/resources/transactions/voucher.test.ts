/**
 * The payment voucher: who may have one, whose name, tax id and branch it prints, the account as
 * the user may see it, and the PDF read back with poppler in the app's own Thai texts.
 */
import type { RaRecord, TranslateFunction } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfWorkspace, reportFonts } from '../../../tests/support/pdfFiles';
import { encryptField } from '../../api/crypto';
import { DEFAULT_CONFIG } from '../../config/config';
import { DEMO_CRYPTO_KEYS } from '../../demo/kit/cryptoKeys';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildDocumentPdf } from '../shared/files/pdf/documentPdf';
import { payIns, payOuts, transactions } from '.';
import {
  mayPrintVoucher,
  personalFieldsOf,
  accountFieldsOf,
  voucherAccount,
  voucherDocument,
  voucherFileName,
  voucherPartner,
  type VoucherPeople,
} from './voucher';

const CODES = DEFAULT_CONFIG.workflow;
const FIELDS = DEFAULT_CONFIG.documents;
const IV = 'AAECAwQFBgcICQoLDA0ODw==';
const seal = (plain: string) => encryptField(plain, IV, 'withdraw', DEMO_CRYPTO_KEYS);

/** A withdrawal paid out, as the finance service sends it, every value written by hand. */
const PAID: RaRecord = {
  id: 4711,
  StatementTransactionId: 4711,
  TransactionNo: 'PO261123004711',
  TransactionType: 'ถอนเงิน',
  TransactionTypeCode: 'WD',
  TransactionStatusCode: 'SUCCESS',
  TransactionStatusTitle: 'สำเร็จ',
  SupplierId: 'c0ffee00-0000-4000-8000-000000000001',
  SupplierBankAccId: 15,
  StartDateTime: '2026-11-23T09:15:00',
  EndDateTime: '2026-11-26T16:40:00',
  WithdrawDateStart: '2026-11-24',
  WithdrawDateEnd: '2026-11-26',
  ApprovedBy: 'วิภาวรรณ ทองคำ',
  ApprovedDateTime: '2026-11-23T10:00:00',
  Amount: 1200.5,
  ServiceCharges: 0,
  ShippingFee: 0,
  PaymentFee: 0,
  ProductDiscount: 0,
  ShippingDiscount: 0,
  GrandtotalAmount: 1200.5,
  UserDetails: {
    Id: 'c0ffee00-0000-4000-8000-000000000001',
    Name: 'บริษัท ทองดีค้าส่ง จำกัด',
    TaxId: '0105561234561',
    TaxBranchNo: '00001',
  },
  BankDetails: {
    BankName: 'ธนาคารกสิกรไทย',
    AccountNumber: seal('1234567890'),
    AccountName: seal('บริษัท ทองดีค้าส่ง จำกัด'),
    Iv: IV,
  },
};

describe('who gets a voucher', () => {
  it('a withdrawal approved or paid out, not one waiting, rejected, or another type', () => {
    expect(mayPrintVoucher(PAID, CODES)).toBe(true);
    expect(mayPrintVoucher({ ...PAID, TransactionStatusCode: 'APPROVED' }, CODES)).toBe(true);
    expect(mayPrintVoucher({ ...PAID, TransactionTypeCode: 'WDA' }, CODES)).toBe(true);
    expect(mayPrintVoucher({ ...PAID, TransactionStatusCode: 'WAITING_APPROVAL' }, CODES)).toBe(false);
    expect(mayPrintVoucher({ ...PAID, TransactionStatusCode: 'REJECTED' }, CODES)).toBe(false);
    expect(mayPrintVoucher({ ...PAID, TransactionTypeCode: 'REFUND' }, CODES)).toBe(false);
    expect(mayPrintVoucher(undefined, CODES)).toBe(false);
    // The codes are the configuration's, not the demo's.
    const other = { ...CODES, withdrawal: { ...CODES.withdrawal, approved: 'OK' } };
    expect(mayPrintVoucher({ ...PAID, TransactionStatusCode: 'OK' }, other)).toBe(true);
    expect(mayPrintVoucher({ ...PAID, TransactionStatusCode: 'APPROVED' }, other)).toBe(false);
  });

  it('is named by the withdrawal number', () => {
    expect(voucherFileName(PAID)).toBe('payment-voucher-PO261123004711');
  });
});

describe('whom the voucher pays', () => {
  it('reads the details the withdrawal carries, the branch under the configured spelling', () => {
    expect(voucherPartner(PAID, FIELDS)).toEqual({
      name: 'บริษัท ทองดีค้าส่ง จำกัด',
      taxId: '0105561234561',
      branch: '00001',
    });
    const spelled = { ...PAID, UserDetails: { ...PAID.UserDetails, BranchCode: '00002' } };
    expect(voucherPartner(spelled, { branchField: 'BranchCode' }).branch).toBe('00002');
  });

  it("reads the supplier's record when the withdrawal carries ids only, and nothing it lacks", () => {
    const idsOnly = { ...PAID, UserDetails: null };
    const supplier = { SupplierName: 'ร้านสมใจ ลำปาง', TaxId: '3101700123459' };
    expect(voucherPartner(idsOnly, FIELDS, supplier)).toEqual({
      name: 'ร้านสมใจ ลำปาง',
      taxId: '3101700123459',
      branch: undefined,
    });
    expect(voucherPartner(idsOnly, FIELDS)).toEqual({});
    // Details of someone else (a grocery's, on a row of the supplier) are not the payee's.
    const otherDetails = { ...PAID, UserDetails: { ...PAID.UserDetails, Id: 'someone-else' } };
    expect(voucherPartner(otherDetails, FIELDS, supplier).name).toBe('ร้านสมใจ ลำปาง');
  });
});

describe('the account on the voucher', () => {
  it('is decrypted, the number masked unless the user may reveal bank data', () => {
    expect(voucherAccount(PAID.BankDetails, 'withdraw', DEMO_CRYPTO_KEYS, false)).toEqual({
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: 'xxx-x-x6789-x',
    });
    expect(voucherAccount(PAID.BankDetails, 'withdraw', DEMO_CRYPTO_KEYS, true)).toEqual({
      bankName: 'ธนาคารกสิกรไทย',
      accountName: 'บริษัท ทองดีค้าส่ง จำกัด',
      accountNumber: '1234567890',
    });
  });

  it('writes no number without keys or with the wrong key, never the ciphertext', () => {
    expect(voucherAccount(PAID.BankDetails, 'withdraw', undefined, false)).toEqual({
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: undefined,
    });
    expect(voucherAccount(PAID.BankDetails, 'refund', DEMO_CRYPTO_KEYS, true)).toEqual({
      bankName: 'ธนาคารกสิกรไทย',
      accountName: undefined,
      accountNumber: undefined,
    });
    expect(voucherAccount(null, 'withdraw', DEMO_CRYPTO_KEYS, true)).toEqual({});
  });

  it('names the personal data printed, for the staff log, before decrypting any of it', () => {
    const bank = PAID.BankDetails;
    expect(
      personalFieldsOf({ taxId: '0105561234561' }, accountFieldsOf(bank, DEMO_CRYPTO_KEYS, false)),
    ).toEqual(['TaxId', 'AccountNumber']);
    expect(accountFieldsOf(bank, DEMO_CRYPTO_KEYS, true)).toEqual(['AccountName', 'AccountNumber']);
    // No keys: nothing of the account can be printed, so nothing is named.
    expect(accountFieldsOf(bank, undefined, true)).toEqual([]);
    expect(personalFieldsOf({ name: 'ร้าน' }, accountFieldsOf(null, DEMO_CRYPTO_KEYS, true))).toEqual([]);
  });

  it('names every account field the decrypted voucher then shows', () => {
    for (const keys of [DEMO_CRYPTO_KEYS, undefined])
      for (const revealBank of [true, false]) {
        const shown = voucherAccount(PAID.BankDetails, 'withdraw', keys, revealBank);
        const named = accountFieldsOf(PAID.BankDetails, keys, revealBank);
        if (shown.accountName) expect(named).toContain('AccountName');
        if (shown.accountNumber) expect(named).toContain('AccountNumber');
      }
  });
});

/** The app's own texts, as the signed-in screen has them. */
let thai: TranslateFunction;
let english: TranslateFunction;
beforeAll(async () => {
  const inThai = createI18nProvider([payIns, payOuts, transactions]);
  await inThai.loadResourceTexts();
  thai = inThai.translate;
  const inEnglish = createI18nProvider([payIns, payOuts, transactions]);
  await inEnglish.loadResourceTexts();
  await inEnglish.changeLocale('en');
  english = inEnglish.translate;
});

const fonts = reportFonts();
const pdf = pdfWorkspace('voucher-pdf');
/** What poppler reads out of the PDF, as laid out, white space squashed. */
const pdfText = (bytes: Uint8Array, name: string) => pdf.text(bytes, name).replace(/\s+/g, ' ');

const documentOf = (
  record: RaRecord,
  translate: TranslateFunction,
  locale: string,
  revealBank = false,
  people?: VoucherPeople,
) =>
  voucherDocument({
    record,
    people,
    partner: voucherPartner(record, FIELDS),
    account: voucherAccount(record.BankDetails, 'withdraw', DEMO_CRYPTO_KEYS, revealBank),
    fields: FIELDS,
    statusName: 'สำเร็จ',
    printedBy: 'finance',
    printedAt: new Date(2026, 10, 25, 10, 15),
    translate,
    locale,
  });

describe('the voucher as a PDF, read back', () => {
  it('says in Thai who is paid, how much in figures and in words, who approved and the days', async () => {
    const text = pdfText(await buildDocumentPdf(documentOf(PAID, thai, 'th'), fonts), 'paid');
    for (const expected of [
      'ใบสำคัญจ่าย',
      'เลขที่ PO261123004711',
      'วันที่ 24 พฤศจิกายน 2569',
      'บริษัท ทองดีค้าส่ง จำกัด',
      'เลขประจำตัวผู้เสียภาษี 0-1055-61234-56-1',
      'สาขา สาขาที่ 00001',
      'ธนาคาร ธนาคารกสิกรไทย',
      'เลขที่บัญชี xxx-x-x6789-x',
      'ผู้อนุมัติ วิภาวรรณ ทองคำ',
      'วันที่อนุมัติ 23 พฤศจิกายน 2569 เวลา 10:00 น.',
      'วันที่ขอถอน 23 พฤศจิกายน 2569 เวลา 09:15 น.',
      'วันที่โอนเงิน 24 พฤศจิกายน 2569 – 26 พฤศจิกายน 2569',
      'ถอนเงิน PO261123004711 ฿1,200.50',
      'รวมจ่ายสุทธิ ฿1,200.50',
      'จำนวนเงินตัวอักษร (หนึ่งพันสองร้อยบาทห้าสิบสตางค์)',
      'พิมพ์เมื่อ 25 พฤศจิกายน 2569 เวลา 10:15 น.',
      'หน้า 1 / 1',
    ])
      expect(text).toContain(expected);
    // The account's name only for a user who may reveal bank data.
    expect(text).not.toContain('ชื่อบัญชี บริษัท');
    expect(pdf.fonts(await buildDocumentPdf(documentOf(PAID, thai, 'th'), fonts), 'fonts')).toMatch(
      /\+Sarabun-Regular .*\byes\s+yes\s+yes\b/,
    );
  }, 30_000);

  it('writes "—" for what the server did not send, and no words for a missing amount', async () => {
    const bare: RaRecord = {
      ...PAID,
      TransactionStatusCode: 'APPROVED',
      ApprovedBy: undefined,
      ApprovedDateTime: undefined,
      EndDateTime: '',
      GrandtotalAmount: null,
      UserDetails: { Id: PAID.SupplierId, Name: 'ร้านป้าแดง' },
      BankDetails: null,
    };
    const text = pdfText(await buildDocumentPdf(documentOf(bare, thai, 'th'), fonts), 'bare');
    expect(text).toContain('ร้านป้าแดง');
    expect(text).toContain('เลขประจำตัวผู้เสียภาษี —');
    expect(text).toContain('สาขา —');
    expect(text).toContain('ผู้อนุมัติ —');
    expect(text).toContain('รวมจ่ายสุทธิ —');
    expect(text).toContain('จำนวนเงินตัวอักษร (—)');
    expect(text).not.toContain('ศูนย์บาท');
  }, 30_000);

  it('names who verified and who approved a withdrawal that needed two people (four eyes)', async () => {
    const large = { ...PAID, ApprovedBy: undefined };
    const people = { verifier: 'admin', approver: 'finance' };
    const text = pdfText(await buildDocumentPdf(documentOf(large, thai, 'th', false, people), fonts), 'eyes');
    expect(text).toContain('ผู้ตรวจสอบ admin');
    expect(text).toContain('ผู้อนุมัติ finance');
    // Four signatures: the one who prepared it, who verified, who approved, who receives.
    expect(text).toContain('( finance ) ( admin ) ( finance ) ( .............................. )');
    expect(text).toContain('ผู้จัดทำ ผู้ตรวจสอบ ผู้อนุมัติ ผู้รับเงิน');
    // The server's own name of the approver wins over the history's user name.
    const named = pdfText(
      await buildDocumentPdf(documentOf(PAID, thai, 'th', false, people), fonts),
      'named',
    );
    expect(named).toContain('ผู้อนุมัติ วิภาวรรณ ทองคำ');
    // A history that could not be read: who verified is said to be unknown, never left blank.
    const unread = pdfText(
      await buildDocumentPdf(documentOf(PAID, thai, 'th', false, { unreadable: true }), fonts),
      'unread',
    );
    expect(unread).toContain('ผู้ตรวจสอบ ไม่ทราบ (อ่านประวัติไม่ได้)');
  }, 30_000);

  it('reads 101 baht as หนึ่งร้อยเอ็ดบาทถ้วน, the head office, and prints in English too', async () => {
    const record = {
      ...PAID,
      Amount: 101,
      GrandtotalAmount: 101,
      UserDetails: { ...PAID.UserDetails, TaxBranchNo: '00000' },
    };
    const thaiText = pdfText(await buildDocumentPdf(documentOf(record, thai, 'th'), fonts), 'th101');
    expect(thaiText).toContain('(หนึ่งร้อยเอ็ดบาทถ้วน)');
    expect(thaiText).toContain('สาขา สำนักงานใหญ่');
    const englishText = pdfText(
      await buildDocumentPdf(documentOf(record, english, 'en', true), fonts),
      'en101',
    );
    expect(englishText).toContain('Payment voucher');
    expect(englishText).toContain('Branch Head office');
    expect(englishText).toContain('Transfer days 24 November 2026 – 26 November 2026');
    expect(englishText).toContain('Amount in words (หนึ่งร้อยเอ็ดบาทถ้วน)');
    expect(englishText).toContain('Account number 1234567890');
  }, 30_000);
});
