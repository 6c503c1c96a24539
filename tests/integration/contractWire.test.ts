import type { RaRecord } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellDefinitions } from '../../src/App';
import { keyKindOfTransactionType, readSensitive, sensitiveValueOf } from '../../src/api/crypto';
import { maskPhone } from '../../src/api/mask';
import { buildMenuTree } from '../../src/api/menuRules';
import { MAIN_MENU, menuEntriesNow, SUB_MENU } from '../../src/api/menuTree';
import type { MainMenuEntry, SubMenuEntry } from '../../src/api/menuTypes';
import { readSession, readToken } from '../../src/api/session';
import { parseConfig } from '../../src/config/parse';
import { UNAUTHORIZED_EVENT } from '../../src/layout/SessionEvents';
import { STAFF_LOG_RESOURCE } from '../../src/providers/history/historyEntry';
import { entriesToAdd } from '../../src/registry/menuEntries';
import { listOfPath, recordOfPath } from '../../src/registry/preload';
import { declaredQueues } from '../../src/registry/queues';
import { appScreens, unreachableScreens } from '../../src/registry/reach';
import { buildRegistry } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { morningFigures, filterIgnored } from '../../src/resources/homepage/dashboardFigures';
import { planEntryWrite } from '../../src/resources/menus/entryWrite';
import {
  decisionCode,
  licenceReadAgainFilter,
} from '../../src/resources/shared/domain/approval/approvalRules';
import { serverRoles } from '../../src/resources/shared/domain/roles/serverRoles';
import { dryRun } from '../../src/resources/shared/domain/sellerProducts/upload/dryRun';
import { uploadWordsOf } from '../../src/resources/shared/domain/sellerProducts/upload/useUploadWords';
import { decisionMeta, readAgain } from '../../src/resources/shared/decision/decideOnce';
import { parseCsv } from '../../src/resources/shared/files/export/csvRead';
import { personalLogEntry } from '../../src/resources/shared/personal/personalLog';
import { revealSensitive } from '../../src/resources/shared/personal/revealSensitive';
import sellerProductTexts from '../../src/resources/seller-products/texts.th';
import {
  decisionChoices,
  decisionData,
  openingForm,
  mayDecide,
  readAgainFilter,
  serverStatusName,
} from '../../src/resources/transactions/withdrawalRules';
import { openedDataQuery } from '../../src/startup/openedList';
import { prefetchPlan } from '../../src/startup/prefetchPlan';
import { createServices, type Services } from '../../src/startup/services';
import {
  DETAIL_GROCERY_CONTACT_PHONE,
  DETAIL_GROCERY_INDEX,
  DETAIL_GROCERY_OWNER_PHONE,
  FAR_BRAND_INDEX,
  FAR_SUPPLIER_INDEX,
  PASSWORD,
  ROLES,
  SP_NOTIFICATION_PRODUCT,
  TRANSACTION_STATUSES,
  WAITING_WITHDRAWAL_NO,
} from '../contract/fixtures';
import type { RecordedRequest } from '../contract/http';
import { API_KEY, BASES, startContractServer, type ContractServer } from '../contract/server';
import { installMemoryStorage } from '../support/memoryStorage';
import { isAssumedCall } from '../contract/assumedCalls';
import { contractDeploymentConfig } from '../contract/deploymentConfig';
import type { AppConfig } from '../../src/config/config';

/*
 * The app's own services (createServices, as src/startup/main.tsx makes them, with the demo off)
 * against the service written from the specification alone (tests/contract), called in Node with
 * no DOM: which call each screen's work makes, with which query and body, and what the service
 * keeps. The walks a person makes through the same screens stay in the browser
 * (tests/e2e/contract.test.ts); these are its checks of the wire, moved down. Where the browser
 * checked a text the screen draws from the provider's answer (a "not offered" message, "not
 * found", a masked value), the answer or the error that drives it is checked instead, and a
 * comment says so. What the screen asks is asked as the screen asks it: a list's first page
 * through `openedDataQuery` (the parameters react-admin's list controller works out), a record
 * through the same, a decision with the rules the dialog uses.
 */

const SUPERADMIN = 'somchai.s';

let server: ContractServer;
const registry = buildRegistry([...shellDefinitions, ...resources]);

/**
 * The one part of a page the services read: its address (the origin the keys' URL and the API
 * are resolved against) and the event a refused session raises, counted here. Not a DOM.
 */
const signedOut: string[] = [];
const page = {
  location: new URL('http://127.0.0.1/login'),
  dispatchEvent: (event: Event) => {
    if (event.type === UNAUTHORIZED_EVENT) signedOut.push(event.type);
    return true;
  },
};

/**
 * The app's services as main.tsx makes them for the sign-in page (whose plan prefetches nothing, so
 * a test's calls are its own), then signed in through their auth provider as the form does.
 */
async function signedInServices(username: string, options: { workflow?: boolean } = {}) {
  const config = parseConfig(contractDeploymentConfig(server.url, options));
  const made = createServices(config, registry, prefetchPlan(registry, '/login', false));
  await made.authProvider.login({ username, password: PASSWORD });
  made.queryClient.clear();
  return { ...made, config };
}

let services: Services & { config: AppConfig };

/** Requests the service refuses on purpose (a role taken away): the audit below leaves them out. */
const refusedOnPurpose = new Set<RecordedRequest>();

beforeAll(async () => {
  installMemoryStorage();
  vi.stubGlobal('window', page);
  server = await startContractServer();
  page.location = new URL(`${server.url}/login`);
  services = await signedInServices(SUPERADMIN);
});
// The project puts stubbed globals back before each test (vitest.config.ts, unstubGlobals).
beforeEach(() => {
  vi.stubGlobal('window', page);
  server.clearRequests();
});
afterAll(async () => {
  // Files share their worker (vitest.config.ts, isolate: false): the next file's hooks, which run
  // before its first test puts the globals back, must not find this page.
  vi.unstubAllGlobals();
  await server.close();
});

const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;

/** A body field whatever its letter case (the services bind JSON so). */
const fieldOf = (request: RecordedRequest, name: string) => {
  const body = bodyOf(request);
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
};

/** The one request of a kind since the test began (the test fails if there is none or more). */
function onlyRequest(path: string, method: string): RecordedRequest {
  const found = server.requestsTo(path, method);
  expect(found.map((request) => `${request.method} ${request.path}`)).toEqual([`${method} ${path}`]);
  return found[0];
}

/** What the screen at an address reads first (a list's first page, or a record), as it asks it. */
async function opened(path: string, given: Services = services): Promise<unknown> {
  const url = new URL(path, server.url);
  const query = openedDataQuery(
    registry.definitions,
    url,
    given.dataProvider,
    given.store,
    services.config.listPerPage,
  );
  if (!query) throw new Error(`${path} opens no list and no record`);
  return query.queryFn();
}

async function openedList(path: string, given: Services = services): Promise<RaRecord[]> {
  expect(listOfPath(registry.definitions, new URL(path, server.url).pathname)).toBeDefined();
  const { data } = (await opened(path, given)) as { data: RaRecord[] };
  return data;
}

async function openedRecord(path: string): Promise<RaRecord> {
  expect(recordOfPath(registry.definitions, path)).toBeDefined();
  return (await opened(path)) as RaRecord;
}

/** The screen at an address opens for the signed-in role (the route guard's question; no "not allowed"). */
const opensFor = (path: string, given: Services = services) =>
  given.authProvider.canAccess!({ resource: registry.accessKeyOfPath(path)!, action: 'open' });

/** Some field of some row holds the text exactly. */
const holds = (rows: readonly Record<string, unknown>[], text: string) =>
  rows.some((row) => Object.values(row).some((value) => value === text));

/** The server's withdrawal statuses as the decision dialog reads them (useTransactionStatuses). */
async function transactionStatuses(given: Services = services) {
  const { data } = await given.dataProvider.getList('transaction-statuses', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: '', order: 'ASC' },
    filter: {},
  });
  return data.map((row) => ({ Code: String(row.Code ?? row.id), Name: row.Name as unknown }));
}

/**
 * A withdrawal's approval as its dialog sends it (WithdrawalDecisionButton, useWithdrawalWrite):
 * the code named "อนุมัติแล้ว" among those the dialog offers, the record read again, then the update.
 * Returns the names offered.
 */
async function approveWithdrawal(
  given: Services,
  workflow: AppConfig['workflow']['withdrawal'],
  record: RaRecord,
) {
  const statuses = await transactionStatuses(given);
  const current = record.TransactionStatusCode as unknown;
  // The row offers its decision button (mayDecide), whose dialog opens so (openingForm).
  expect(mayDecide(record, workflow, statuses)).toBe(true);
  const form = openingForm(workflow, statuses, current);
  const { choices } = decisionChoices('approve', workflow, statuses, current);
  const offered = choices.map((status) => String(status.Name));
  const chosen = choices.find((status) => status.Name === 'อนุมัติแล้ว');
  expect(chosen).toBeDefined();
  const fresh = await readAgain(given.dataProvider, 'pay-outs', record, readAgainFilter(record));
  expect(fresh?.TransactionStatusCode).toBe(current);
  server.clearRequests();
  const sent = given.dataProvider.update('pay-outs', {
    id: record.id,
    data: decisionData({ ...form, TransactionStatusCode: chosen!.Code }),
    previousData: record,
    meta: decisionMeta('approve'),
  });
  return { offered, preset: form.TransactionStatusCode, sent };
}

const waitingOther = () =>
  server
    .store()
    .transactions.find(
      (row) => row.TransactionStatusCode === 'WAIT_APPROVE' && row.TransactionNo !== WAITING_WITHDRAWAL_NO,
    )!;

/** The pay-outs list's row of a transaction, as the list reads it. */
async function payOutRow(transactionNo: string, given: Services = services) {
  const rows = await openedList('/pay-outs', given);
  expect(rows.length).toBeGreaterThan(0);
  const row = rows.find((candidate) => candidate.TransactionNo === transactionNo);
  expect(row).toBeDefined();
  return row!;
}

describe("the app's services against a service written from the specification alone", () => {
  describe("every area's main list", () => {
    it.each([
      ['brands', '/brands', () => String(server.store().brands[0].Brandname)],
      ['products', '/products', () => String(server.store().products[0].ProductName)],
      ['suppliers', '/suppliers', () => String(server.store().suppliers[0].SupplierName)],
      ['groceries', '/groceries', () => String(server.store().groceries[0].GroceryName)],
      ['adverts', '/adverts', () => String(server.store().adverts[0].title)],
      ['positions', '/positions', () => 'หัวหน้าฝ่ายบัญชี'],
    ])(
      '%s (%s): the first page the list asks holds what the service has, and the screen opens',
      async (_name, path, expected) => {
        const rows = await openedList(path);
        expect(rows.length).toBeGreaterThan(0);
        expect(holds(rows, expected())).toBe(true);
        await expect(opensFor(path)).resolves.toBe(true);
      },
    );

    it("regions (/master-data/address/region): its list holds the service's regions, and the screen opens", async () => {
      // The screen is the master-data list of `regions` (RegionScreen), not a list route of its own.
      const { data } = await services.dataProvider.getList('regions', {
        pagination: { page: 1, perPage: services.config.listPerPage },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(data.map((row) => row.RegionName)).toContain('ภาคตะวันออกเฉียงเหนือ');
      expect(server.requestsTo(`${BASES.supplier}/MasterData/Regions`, 'GET').length).toBeGreaterThan(0);
      await expect(opensFor('/master-data/address/region')).resolves.toBe(true);
    });

    it("the menu screen (/menus): the server's menu it reads holds its own entries, and the screen opens", async () => {
      // The screen draws the menu tree (useMenuTree): both lists, with the parameters the drawer uses.
      const main = await menuEntriesNow(services.dataProvider, MAIN_MENU);
      const sub = await menuEntriesNow(services.dataProvider, SUB_MENU);
      expect([...main.values()].map((entry) => entry.title_th)).toContain('ตั้งค่าเมนู');
      expect(sub.size).toBeGreaterThan(0);
      expect(server.requestsTo('/api/Mainmenu', 'GET')).toHaveLength(1);
      await expect(opensFor('/menus')).resolves.toBe(true);
    });

    it("pay-outs: the waiting withdrawal reads with the server's status name and a supplier beyond the first capped page", async () => {
      const row = await payOutRow(WAITING_WITHDRAWAL_NO);
      // The status chip's text (TransactionStatus): the row's own title, else the server's list's name.
      const statuses = await transactionStatuses();
      expect(serverStatusName(row.TransactionStatusCode, statuses, row.TransactionStatusTitle)).toBe(
        'รอดำเนินการ',
      );
      // The partner column looks the supplier up (LookupField → getMany), the row sending no details.
      const supplier = server.store().suppliers[FAR_SUPPLIER_INDEX];
      const { data } = await services.dataProvider.getMany('suppliers', { ids: [row.SupplierId as string] });
      expect(data.map((record) => record.SupplierName)).toEqual([supplier.SupplierName]);
    });

    it('orders ask with Select on the first call, as the specification lists it', async () => {
      const rows = await openedList('/orders');
      const [first] = server.requestsTo(`${BASES.order}/Order/OrderMemberList`, 'GET');
      expect(first.query).toHaveProperty('Select');
      expect(first.status).toBe(200);
      const newest = [...server.store().orders].sort((a, b) =>
        String(b.OrderDate).localeCompare(String(a.OrderDate)),
      )[0];
      expect(rows[0]?.OrderNo).toBe(newest.OrderNo);
    });

    it('the notification logs open for superadmin, although the old menu has no /notifications entry', async () => {
      const rows = await openedList('/notifications');
      expect(holds(rows, SP_NOTIFICATION_PRODUCT)).toBe(true);
      await expect(opensFor('/notifications')).resolves.toBe(true);
    });
  });

  describe('a detail of each area', () => {
    it('a brand id the service does not have is "not found", never a made-up record', async () => {
      // What draws the screen's "ไม่พบ" and no form: react-admin's not-found key on the record's read.
      await expect(openedRecord('/brands/999999')).rejects.toMatchObject({
        status: 404,
        message: 'ra.notification.item_doesnt_exist',
      });
      expect(server.requestsTo(`${BASES.product}/Brand/GetAllBrands`, 'GET').length).toBeGreaterThan(0);
    });

    it("a grocery's plain ContactphoneNo masks as 08x-xxx-5678, beside its encrypted Phoneno, which the profile key reads", async () => {
      const grocery = server.store().groceries[DETAIL_GROCERY_INDEX];
      const record = await openedRecord(`/groceries/${String(grocery.GroceryId)}/show`);
      expect(record.GroceryName).toBe(grocery.GroceryName);
      // The screen's masks: the plain number's own (maskPhone), and "••••••••" for ciphertext.
      expect(sensitiveValueOf(record.ContactphoneNo)).toEqual({
        status: 'plain',
        text: DETAIL_GROCERY_CONTACT_PHONE,
      });
      expect(maskPhone(String(record.ContactphoneNo))).toBe('08x-xxx-5678');
      expect(sensitiveValueOf(record.Phoneno).status).toBe('cipher');
      // No "ถอดรหัสไม่ได้": the keys the superadmin is given read it.
      const keys = await services.keyStore.keys();
      expect(readSensitive(record.Phoneno, record.Iv, 'profile', keys)).toEqual({
        status: 'decrypted',
        text: DETAIL_GROCERY_OWNER_PHONE,
      });
    });

    it("a withdrawal's details reveal its partner's phone, decrypted by the withdraw key once the staff log holds the look", async () => {
      const withDetails = server
        .store()
        .transactions.find((row) => row.TransactionTypeCode === 'WD' && row.UserDetails)!;
      const row = await payOutRow(String(withDetails.TransactionNo));
      const details = row.UserDetails as Record<string, unknown>;
      expect(details.Name).toBe((withDetails.UserDetails as Record<string, unknown>).Name);
      server.clearRequests();
      const outcome = await revealSensitive({
        value: details.Phoneno,
        iv: details.Iv,
        keyKind: keyKindOfTransactionType(String(row.TransactionTypeCode)),
        plainText: false,
        keys: () => services.keyStore.keys(),
        writeLog: async () => {
          await services.dataProvider.create(STAFF_LOG_RESOURCE, {
            data: personalLogEntry({
              action: 'REVEAL',
              user: { id: readSession()?.id ?? '', username: readSession()?.username ?? '' },
              now: new Date(),
              resource: 'pay-outs',
              recordId: row.id,
              partnerId: details.Id as string,
              partnerName: String(details.Name),
              fields: ['Phoneno'],
            }),
          });
        },
      });
      expect(outcome).toMatchObject({ status: 'shown' });
      expect((outcome as { text: string }).text).toMatch(/^08\d{4}7331$/);
      expect(onlyRequest('/auth/Stafflog', 'POST').status).toBe(200);
    });

    it('an order opens as the order or as "the service has no detail call", never "not found", and stays signed in', async () => {
      const newest = [...server.store().orders].sort((a, b) =>
        String(b.OrderDate).localeCompare(String(a.OrderDate)),
      )[0];
      const rows = await openedList('/orders');
      const row = rows.find((candidate) => candidate.OrderNo === newest.OrderNo)!;
      expect(row).toBeDefined();
      const before = signedOut.length;
      // The screen's "บริการนี้ไม่มี" is the not-offered key; its "ไม่พบ" would be react-admin's not-found one.
      const read = await openedRecord(`/orders/${String(row.id)}/show`).then(
        (record) => ({ record }),
        (error: { message?: string; status?: number }) => ({ error }),
      );
      if ('error' in read) {
        expect(read.error).toMatchObject({ message: 'app.error.not_offered' });
      } else {
        expect(read.record.GroceryName).toBe(newest.GroceryName);
      }
      expect(signedOut.length).toBe(before);
      expect(readToken()).not.toBeNull();
    });

    it('a screen whose list call is assumed (/staff: auth/Users) is told the service does not offer it, still signed in', async () => {
      const before = signedOut.length;
      // The old /staff leads to the employees' list (its resource's oldPaths): its first page, as
      // the list asks it. The screen's "บริการนี้ไม่มี" is drawn from this key.
      expect(listOfPath(registry.definitions, '/employees')?.name).toBe('employees');
      await expect(opened('/employees')).rejects.toMatchObject({ message: 'app.error.not_offered' });
      expect(server.requestsTo('/auth/Users', 'GET').length).toBeGreaterThan(0);
      expect(signedOut.length).toBe(before);
      expect(readToken()).not.toBeNull();
    });

    it('the dashboard counts with the server codes, and a "new this month" figure the service cannot filter has no value', async () => {
      const figures = morningFigures(services.config.workflow, declaredQueues(registry.definitions));
      /** As a card reads its figure (FigureCard, useListTotals): one page per filter, totals added. */
      const read = async (key: string) => {
        const figure = figures.find((candidate) => candidate.key === key)!;
        expect(figure).toBeDefined();
        const answers = await Promise.all(
          [figure.filter, ...(figure.alsoCounted ?? [])].map((filter) =>
            services.dataProvider.getList(figure.resource, {
              pagination: { page: 1, perPage: figure.totalsRead?.perPage ?? 1 },
              sort: figure.totalsRead?.sort ?? { field: 'id', order: 'DESC' },
              filter,
            }),
          ),
        );
        return { figure, answers, total: answers.reduce((sum, answer) => sum + (answer.total ?? 0), 0) };
      };
      // The service's suppliers carry no registration date: counting them all would read as "new".
      // What shows "บริการไม่ได้ส่งข้อมูลนี้" (app.error.no_value) on the card:
      const suppliers = await read('new_suppliers');
      expect(filterIgnored(suppliers.figure, suppliers.answers[0].data)).toBe(true);
      const waiting = await read('withdrawals_waiting');
      expect(waiting.figure.filter).toEqual({ TransactionStatusCode: 'WAIT_APPROVE' });
      expect(waiting.total).toBeGreaterThan(0);
    });
  });

  describe('one write of each area', () => {
    it("a brand beyond the first capped page saves with its id as a number and the brand's own logo and title, and the service keeps it", async () => {
      const index = FAR_BRAND_INDEX;
      // A copy: the service's row takes what the save sends.
      const brand = { ...server.store().brands[index] };
      expect(brand.IsActive).toBe(false);
      const loaded = await openedRecord(`/brands/${String(brand.BrandId)}`);
      expect(loaded.BrandTitle).toBe(brand.Brandname);
      const renamed = `${String(brand.Brandname)} ใหม่`;
      server.clearRequests();
      await services.dataProvider.update('brands', {
        id: loaded.id,
        data: { ...loaded, BrandTitle: renamed },
        previousData: loaded,
      });
      const put = onlyRequest(`${BASES.product}/Brand/SystemBrand`, 'PUT');
      expect(bodyOf(put).BrandId).toBe(brand.BrandId);
      expect(bodyOf(put).BrandTitle).toBe(renamed);
      expect(bodyOf(put).BrandImgUrl).toBe(brand.BrandImgUrl);
      // Not re-activated: the brand is inactive and nobody touched the switch.
      if ('IsActive' in bodyOf(put)) expect(bodyOf(put).IsActive).toBe(false);
      expect(put.status).toBe(200);
      expect(server.store().brands[index].Brandname).toBe(renamed);
    });

    it('a decision the service refuses (403: the role was taken away meanwhile) is its error, signs nobody out, changes nothing', async () => {
      const waiting = waitingOther();
      const record = await payOutRow(String(waiting.TransactionNo));
      // Another administrator makes this person a sales rep while the list is open.
      const account = server.store().accounts.find((candidate) => candidate.username === SUPERADMIN)!;
      account.role = 'salesrep';
      const before = signedOut.length;
      try {
        const { sent } = await approveWithdrawal(services, services.config.workflow.withdrawal, record);
        // What the screen shows in its failure notice.
        await expect(sent).rejects.toMatchObject({
          status: 403,
          message: "Role 'salesrep' may not decide withdrawals",
        });
        const refusal = onlyRequest(`${BASES.finance}/Transaction/withdraw`, 'PUT');
        refusedOnPurpose.add(refusal);
        expect(refusal.status).toBe(403);
        expect(waiting.TransactionStatusCode).toBe('WAIT_APPROVE');
        expect(signedOut.length).toBe(before);
        expect(readToken()).not.toBeNull();
      } finally {
        account.role = 'superadmin';
      }
    });

    it("a withdrawal can be decided when the configured codes (the defaults) are not in the server's list", async () => {
      const defaults = await signedInServices(SUPERADMIN, { workflow: false });
      const waiting = waitingOther();
      const record = await payOutRow(String(waiting.TransactionNo), defaults);
      const { offered, preset, sent } = await approveWithdrawal(
        defaults,
        defaults.config.workflow.withdrawal,
        record,
      );
      // The configured code (the demo's APPROVED) is not the server's: nothing is chosen for the user.
      expect(defaults.config.workflow.withdrawal.approved).toBe('APPROVED');
      expect(preset).toBe('');
      // The user picks among the server's own names: none is the app's.
      const names = TRANSACTION_STATUSES.map((status) => String(status.Name));
      expect(offered.length).toBeGreaterThan(0);
      for (const text of offered) expect(names).toContain(text);
      await sent;
      const put = onlyRequest(`${BASES.finance}/Transaction/withdraw`, 'PUT');
      expect(bodyOf(put).StatementTransactionId).toBe(waiting.StatementTransactionId);
      expect(bodyOf(put).TransactionStatusCode).toBe('APPROVE');
      expect(waiting.TransactionStatusCode).toBe('APPROVE');
    });

    it("a licence decision sends the server's ApprovedStatus code, and the status filter takes its codes", async () => {
      const path = `${BASES.supplier}/BackOfficeSupplier/BackOfficeSupplierSellAlcohol`;
      const rows = await openedList(
        `/supplier-alcohol?filter=${encodeURIComponent(JSON.stringify({ ApprovedStatus: 'W' }))}`,
      );
      expect(server.requestsTo(path, 'GET').some((request) => request.query.Status === 'W')).toBe(true);
      const licence = server.store().supplierLicences.find((row) => row.ApprovedStatus === 'W')!;
      const record = rows.find((row) => row.SupplierId === licence.SupplierId)!;
      expect(record).toBeDefined();
      // As ApprovalButtons sends it: read again, then the update with the configured code.
      const fresh = await readAgain(
        services.dataProvider,
        'supplier-alcohol',
        record,
        licenceReadAgainFilter(record, 'SupplierName'),
      );
      expect(fresh?.ApprovedStatus).toBe('W');
      server.clearRequests();
      await services.dataProvider.update('supplier-alcohol', {
        id: record.id,
        data: {
          ApprovedStatus: decisionCode('approve', services.config.workflow.licence),
          Remark: '',
          UserId: readSession()?.id ?? '',
        },
        previousData: record,
        meta: decisionMeta('approve'),
      });
      const put = onlyRequest(path, 'PUT');
      expect(bodyOf(put).SupplierId).toBe(licence.SupplierId);
      expect(bodyOf(put).ApprovedStatus).toBe('A');
      expect(licence.ApprovedStatus).toBe('A');
    });

    it("a price changed in the list's spreadsheet is sent as the specification's one PUT, and the service keeps it", async () => {
      const row = server.store().sellerProducts[0];
      const filter = encodeURIComponent(JSON.stringify({ SupplierId: row.SupplierId }));
      const products = await openedList(`/seller-products?filter=${filter}`);
      const product = products.find(
        (candidate) => String(candidate.SupplierProductDetailId) === String(row.SupplierProductDetailId),
      )!;
      expect(product).toBeDefined();
      const after = (Number(row.UnitPrice) + 2.5).toFixed(2);
      // The file's columns by their header keys; the dialog's dry run and its sending (useApplyUpload).
      const file = parseCsv(
        `SupplierProductDetailId,UnitPrice\r\n${String(row.SupplierProductDetailId)},${after}\r\n`,
      );
      const plan = dryRun(file, products, uploadWordsOf([sellerProductTexts]));
      if (!('rows' in plan)) throw new Error(`the file was refused: ${JSON.stringify(plan)}`);
      const changes = plan.rows.filter((planned) => planned.kind === 'change');
      expect(changes).toHaveLength(1);
      const [change] = changes;
      if (change.match.kind !== 'one') throw new Error('the change matched no one product');
      server.clearRequests();
      await services.dataProvider.update('seller-products', {
        id: change.match.product.id,
        data: change.values!,
        previousData: change.match.product,
      });
      const put = onlyRequest(`${BASES.supplierInventory}/SystemProduct/systemproduct`, 'PUT');
      expect(String(fieldOf(put, 'SupplierProductDetailId'))).toBe(String(row.SupplierProductDetailId));
      expect(Number(row.UnitPrice).toFixed(2)).toBe(after);
    });

    it('a position is created and listed', async () => {
      const name = 'ผู้ประสานงานโครงการ';
      await services.dataProvider.create('positions', { data: { positionName: name } });
      const post = onlyRequest('/api/Position', 'POST');
      expect(fieldOf(post, 'PositionName')).toBe(name);
      expect(server.store().positions.some((row) => row.PositionName === name)).toBe(true);
      expect(holds(await openedList('/positions'), name)).toBe(true);
    });

    it('a region is created and listed', async () => {
      const name = 'เขตปริมณฑล';
      // As the master-data list's dialog sends it (MasterDataList: its name field, no parent).
      await services.dataProvider.create('regions', { data: { RegionName: name } });
      const post = onlyRequest(`${BASES.supplier}/MasterData/Regions`, 'POST');
      expect(bodyOf(post)).toEqual({ RegionName: name });
      const { data } = await services.dataProvider.getList('regions', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(data.map((row) => row.RegionName)).toContain(name);
    });

    it('a menu entry is written back with its roles as the comma-separated text it came in', async () => {
      // A copy: the service's entry takes what the save sends.
      const stored = { ...server.store().menu.sub.find((row) => row.linkto === '/staff/position')! };
      const entries = await menuEntriesNow<SubMenuEntry>(services.dataProvider, SUB_MENU);
      const entry = entries.get(Number(stored.id))!;
      expect(entry.title_th).toBe(stored.title_th);
      // As the dialog saves: the entry read again, the plan, then the update (MenuEntryDialog).
      const mine = {
        title_th: entry.title_th,
        title_en: 'Positions',
        icon: entry.icon ?? '',
        allowedroles: entry.allowedroles,
      };
      const plan = planEntryWrite(
        entry,
        mine,
        (await menuEntriesNow(services.dataProvider, SUB_MENU)).get(entry.id),
      );
      if (plan.kind !== 'write') throw new Error(`no write planned: ${plan.kind}`);
      server.clearRequests();
      await services.dataProvider.update(SUB_MENU, {
        id: entry.id,
        data: plan.data,
        previousData: plan.previous,
      });
      const put = onlyRequest(`/api/Submenu/${String(stored.id)}`, 'PUT');
      expect(bodyOf(put)).toMatchObject({
        title_th: stored.title_th,
        title_en: 'Positions',
        allowedroles: 'superadmin',
      });
      expect(put.status).toBe(200);
      // The screen's list reads it so afterwards.
      const now = await menuEntriesNow<SubMenuEntry>(services.dataProvider, SUB_MENU);
      expect(now.get(entry.id)?.title_en).toBe('Positions');
    });

    it("the menu editor offers the server's roles, none of the app's own", async () => {
      const main = [...(await menuEntriesNow(services.dataProvider, MAIN_MENU)).values()];
      const sub = [...(await menuEntriesNow(services.dataProvider, SUB_MENU)).values()];
      const entry = main.find((row) => row.linkto === '/brand')!;
      expect(entry).toBeDefined();
      const { role } = (await services.authProvider.getIdentity!()) as { role?: unknown };
      // As the dialog makes its choices (MenuEntryDialog): the menu screen's known roles, the
      // entry's own, and those of the whole menu and of the signed-in user (useServerRoles).
      const knownRoles = serverRoles([...main, ...sub]);
      const offered = serverRoles(
        [{ allowedroles: knownRoles }, entry],
        ...serverRoles([...main, ...sub], role),
      );
      expect(offered.length).toBeGreaterThan(0);
      for (const name of offered) expect(ROLES as readonly string[]).toContain(name);
      expect(offered).toEqual(expect.arrayContaining(['accountant', 'cs']));
    });

    it('lists the screens its menu does not reach, each with the entry its resource declares', async () => {
      const main = [...(await menuEntriesNow<MainMenuEntry>(services.dataProvider, MAIN_MENU)).values()];
      const sub = [...(await menuEntriesNow<SubMenuEntry>(services.dataProvider, SUB_MENU)).values()];
      expect(server.requestsTo('/api/Mainmenu', 'GET').length).toBeGreaterThan(0);
      const unreachable = unreachableScreens(appScreens(registry.definitions), buildMenuTree(main, sub));
      // As the screen groups them: by resource and the menu paths that would link them.
      const linkedBy = (screen: (typeof unreachable)[number]): readonly string[] =>
        screen.rule.kind === 'menu' ? screen.rule.paths : [];
      const groups = new Map<string, { resource: string; paths: string[]; linkedBy: readonly string[] }>();
      for (const screen of unreachable) {
        const key = `${screen.resource} ${linkedBy(screen).join(' ')}`;
        const group = groups.get(key) ?? {
          resource: screen.resource,
          paths: [] as string[],
          linkedBy: linkedBy(screen),
        };
        group.paths.push(screen.path);
        groups.set(key, group);
      }
      // The spec-only menu has no entry for the grocery password reset, so the list is not empty
      // and names the entry that screen needs (written by hand from the resource's declaration).
      const password = [...groups.values()].filter((group) =>
        [...group.paths, ...group.linkedBy].includes('/grocery/gc-password'),
      );
      expect(password).toHaveLength(1);
      const toAdd = entriesToAdd(registry.definitions, password[0].resource, password[0].linkedBy);
      expect(
        toAdd.map(({ entry, section }) => `${section ? '› ' : ''}${entry.title.th} ${entry.path}`),
      ).toEqual(['› ตั้งรหัสผ่านผู้ใช้ร้านค้า /grocery/gc-password']);
      // every screen the server's menu lacks says what to add; none is left without an entry
      expect(groups.size).toBeGreaterThan(0);
      for (const group of groups.values()) {
        const entries = entriesToAdd(registry.definitions, group.resource, group.linkedBy);
        expect(entries.length).toBeGreaterThan(0);
        for (const { entry } of entries) expect(entry.path).toMatch(/^\/\S+$/);
      }
    });
  });

  describe('the whole file', () => {
    it('asked only for calls of the specification or the assumed calls docs/api.md lists, and none was refused', () => {
      const line = (request: RecordedRequest) => `${request.method} ${request.path} -> ${request.status}`;
      expect(server.history.length).toBeGreaterThan(0);
      const invented = server.history.filter(
        (request) => request.offered === false && !isAssumedCall(request),
      );
      expect([...new Set(invented.map(line))]).toEqual([]);
      const servedAssumed = server.history.filter((request) => request.assumed && !isAssumedCall(request));
      expect([...new Set(servedAssumed.map(line))]).toEqual([]);
      // The keys' URL was asked, as docs/api.md says: with the API key and the user's token.
      const keys = server.history.filter((request) => request.path === '/auth/CryptoKeys');
      expect(keys.length).toBeGreaterThan(0);
      for (const request of keys) {
        expect(request.headers['x-api-key']).toBe(API_KEY);
        expect(String(request.headers.authorization)).toMatch(/^Bearer [0-9a-f]{48}$/);
      }
      const refused = server.history
        .filter((request) => !refusedOnPurpose.has(request))
        .filter((request) => request.offered && (request.status ?? 0) >= 400)
        .map((request) => `${line(request)} ${new URLSearchParams(request.query as Record<string, string>)}`);
      expect([...new Set(refused)]).toEqual([]);
    });
  });
});
