import { http } from 'msw';
import { decryptField, encryptField, keyKindOfTransactionType, makeIv } from '../../api/crypto';
import type { WireRecord } from '../../providers/dataEngine';
import { DEMO_CRYPTO_KEYS } from '../../demo/kit/cryptoKeys';
import { signedIn } from '../../demo/kit/input';
import { fail, intParam, ok, paged, readJson, userOfRequest } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { wallTime, wireDay } from '../../demo/kit/wallClock';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { sumMoney } from '../shared/domain/finance/money';
import { cappedPageSize } from '../../demo/load';
import { extraPayIns } from './demoExtraPayIns';
import { seedTransactionStatuses, seedTransactions } from './demoSeed';
import { answered, decideWithdrawal } from './demoWithdraw';
import {
  PAY_IN,
  PAY_OUT,
  PAY_OUT_TYPES,
  TRANSACTIONS_PATH,
  WITHDRAWAL_TYPES,
  WITHDRAW_PATH,
  type TransactionWire,
} from './transactionData';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORTS = ['TRANSACTIONSTARTDATETIME_DESC', 'TRANSACTIONSTARTDATETIME_ASC'];

/** The types a `TransactionTypeCode` asks for: PAID, every pay-out (PO), or one sub-type. */
function typesAsked(code: string): readonly string[] | undefined {
  if (code === '') return undefined;
  if (code === PAY_OUT) return PAY_OUT_TYPES;
  if (code === PAY_IN || (PAY_OUT_TYPES as readonly string[]).includes(code)) return [code];
  return [];
}

const profilePlain = (record: WireRecord, field: string) => {
  const value = record[field];
  return typeof value === 'string' && value
    ? decryptField(value, String(record.Iv), 'profile', DEMO_CRYPTO_KEYS)
    : '';
};

/**
 * The finance service: `Transaction/bo-transactions`, `Transaction/TransactionStatus` and
 * `PUT Transaction/withdraw`. Three rows in four carry their partner's details and bank account,
 * encrypted with the key of their type (docs/api.md, "Orders and finance"); the fourth carries ids
 * only, which the app looks up through the partner services.
 */
function financeHandlers({ store, base, world, load }: DemoContext) {
  const url = (path: string) => `${base('finance')}${path}`;
  const rows = () => store.collection<TransactionWire>('transactions');

  /** A row as the service answers it: with its partner's details, encrypted for its type. */
  function withDetails(stored: TransactionWire): TransactionWire {
    const row = answered(stored);
    if (row.StatementTransactionId % 4 === 0) return { ...row, UserDetails: null, BankDetails: null };
    const toSupplier = WITHDRAWAL_TYPES.includes(row.TransactionTypeCode);
    const partner = toSupplier
      ? store.collection('suppliers').find((supplier) => supplier.SupplierId === row.SupplierId)
      : store.collection('groceries').find((grocery) => grocery.GroceryId === row.GroceryId);
    if (!partner) return { ...row, UserDetails: null, BankDetails: null };
    const kind = keyKindOfTransactionType(row.TransactionTypeCode);
    const iv = makeIv(700_000 + row.StatementTransactionId);
    const seal = (plain: string) => (plain ? encryptField(plain, iv, kind, DEMO_CRYPTO_KEYS) : '');
    const account =
      row.TransactionTypeCode === PAY_IN
        ? undefined
        : toSupplier
          ? store
              .collection('supplier-bank-accounts')
              .find((bank) => bank.SupplierBankAccId === row.SupplierBankAccId)
          : store
              .collection('grocery-bank-accounts')
              .find((bank) => bank.GroceryBankAccId === row.GroceryBankAccId);
    return {
      ...row,
      UserDetails: {
        Id: String(toSupplier ? partner.SupplierId : partner.GroceryId),
        Name: String(toSupplier ? partner.SupplierName : partner.GroceryName),
        ContactName: String(partner.ContactName ?? ''),
        ProvinceName: String(partner.ProvinceName ?? ''),
        Email: seal(profilePlain(partner, 'Email')),
        Phoneno: seal(profilePlain(partner, toSupplier ? 'Phoneno' : 'ContactphoneNo')),
        Iv: iv,
        // The spec's UserDetails carries the tax id; the tax branch is assumed (docs/api.md).
        ...(partner.TaxId ? { TaxId: String(partner.TaxId) } : {}),
        ...(partner.TaxBranchNo ? { TaxBranchNo: String(partner.TaxBranchNo) } : {}),
      },
      BankDetails: account
        ? {
            AccountNumber: seal(profilePlain(account, 'AccountNumber')),
            AccountName: seal(profilePlain(account, 'AccountName')),
            BankName: String(account.BankName ?? ''),
            LogoImgUrl: String(account.LogoImgUrl ?? ''),
            BranchCode: String(account.BranchCode ?? ''),
            NameForFinance: String(account.NameForFinance ?? ''),
            Iv: iv,
          }
        : null,
    };
  }

  return [
    http.get(
      url(TRANSACTIONS_PATH),
      signedIn(store, (_request, requestUrl) => {
        const query = requestUrl.searchParams;
        const text = (name: string) => (query.get(name) ?? '').trim();
        const types = typesAsked(text('TransactionTypeCode').toUpperCase());
        if (types?.length === 0)
          return fail(400, `TransactionTypeCode must be PAID, PO or one of ${PAY_OUT_TYPES.join(', ')}`);
        const sortBy = text('SortBy') || SORTS[0];
        if (!SORTS.includes(sortBy)) return fail(400, `SortBy must be one of ${SORTS.join(', ')}`);
        const start = text('StartDateTime');
        const end = text('EndDateTime');
        for (const [name, value] of [
          ['StartDateTime', start],
          ['EndDateTime', end],
        ])
          if (value && !DATE_TIME.test(value))
            return fail(400, `${name} must be a date and time (YYYY-MM-DDTHH:mm:ss)`);
        const status = text('TransactionStatusCode');
        const groceryId = text('GroceryId');
        const supplierId = text('SupplierId');
        const orderNo = text('OrderNo').toUpperCase();
        // An end given as a date alone means the whole of that day.
        const endBound = DAY.test(end) ? `${end}T23:59:59` : end;
        // The demo load's extra pay-ins (src/demo/load.ts) are older than every kept row: they come last.
        const extras = extraPayIns(world.seeded('transactions'), load().extraPayIns);
        const all = extras.length > 0 ? rows().concat(extras) : rows();
        const found = all.filter(
          (row) =>
            (!types || types.includes(row.TransactionTypeCode)) &&
            (!status || row.TransactionStatusCode === status) &&
            (!groceryId || row.GroceryId === groceryId) &&
            (!supplierId || row.SupplierId === supplierId) &&
            (!orderNo || row.OrderNo === orderNo) &&
            (!start || row.StartDateTime >= start) &&
            (!endBound || row.StartDateTime <= endBound),
        );
        // The rows are kept newest first.
        const ordered = sortBy.endsWith('_ASC') ? [...found].reverse() : found;
        const page = paged(
          ordered,
          intParam(requestUrl, 'Page', 'page') ?? 1,
          cappedPageSize(intParam(requestUrl, 'PageSize', 'pageSize') ?? 50, load()),
        );
        // An empty page answers without `Data`, as the real service may (the app reads it as an empty page).
        if (page.Data.length === 0)
          return ok({ Page: page.Page, PageSize: page.PageSize, Total: page.Total });
        return ok({ ...page, Data: page.Data.map(withDetails), Summary: sumMoney(found) });
      }),
    ),
    http.put(
      url(WITHDRAW_PATH),
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = Number(body.StatementTransactionId);
        if (!Number.isInteger(id)) return fail(400, 'StatementTransactionId is required (a number)');
        const row = rows().find((candidate) => candidate.StatementTransactionId === id);
        if (!row) return fail(404, `Transaction ${id} not found`);
        return decideWithdrawal(store, row, body, userOfRequest(store, request));
      }),
    ),
  ];
}

declare module '../../demo/kit/types' {
  interface DemoCollections {
    transactions: ReturnType<typeof seedTransactions>[number];
  }
}

const demo: ResourceDemo = {
  // The folder's entries: the pay-ins' and pay-outs' screens read this collection too.
  menu: {
    'finance-payin': { id: 105, roles: ['admin', 'finance'], created: '2024-01-16T09:00:00.000Z' },
    'finance-order': { id: 107, roles: ['admin', 'finance'], created: '2024-01-16T09:20:00.000Z' },
    'finance-payout': { id: 106, roles: ['admin', 'finance'], created: '2024-01-16T09:10:00.000Z' },
    finance: { id: 5, roles: ['admin', 'finance'], created: '2024-01-15T10:00:00.000Z' },
    'finance-fee': { id: 108, roles: ['admin', 'finance'], created: '2024-01-16T09:30:00.000Z' },
    'finance-shipping': { id: 109, roles: ['admin', 'finance'], created: '2024-01-16T09:40:00.000Z' },
    'finance-promotion': { id: 110, roles: ['admin', 'finance'], created: '2024-01-16T09:50:00.000Z' },
    'finance-ws-income': { id: 111, roles: ['admin', 'finance'], created: '2024-01-16T10:00:00.000Z' },
  },
  prepare: loadThaiAddresses,
  seed: seedTransactions,
  keptAsChanges: { idField: 'StatementTransactionId', seedKey: () => wireDay(wallTime()) },
  handlers: financeHandlers,
};
export default demo;

/** The statuses, served from their description. */
export const statusesDemo: ResourceDemo = { seed: () => seedTransactionStatuses };
