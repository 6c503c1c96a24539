import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formatThaiPhone } from '../../src/api/thaiPhone';
import type { WireRecord } from '../../src/providers/dataEngine';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import type { ExportColumn } from '../../src/resources/shared/files/export/columns';
import type { MayReveal } from '../../src/resources/shared/personal/personalData';
import { inlineCsvFormatter } from '../../src/resources/shared/files/export/csvFormatter';
import { downloadSink } from '../../src/resources/shared/files/export/csvSink';
import { exportList, type ListExportOptions } from '../../src/resources/shared/files/export/listExporter';
import { personalLogEntry } from '../../src/resources/shared/personal/personalLog';
import { demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });
const FORMULA = '=HYPERLINK("http://evil.example","x")';
/** The formula as a spreadsheet-safe CSV cell: prefixed with ', quoted, quotes doubled. */
const ESCAPED = `"'=HYPERLINK(""http://evil.example"",""x"")"`;

/** RFC 4180 cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const found: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      found.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...found, cell];
}

/**
 * Each list's CSV, as the export button makes it: the header line in Thai (written out here by
 * hand), a Thai row, and a cell that would be a live formula written as text.
 */
const LISTS: {
  resource: string;
  header: string;
  /** Puts the formula into a record the list shows (undefined: the list is the app's own constants). */
  plant?: (collection: (name: string) => WireRecord[]) => void;
  /** The list's filter, for a list that shows nothing without one (a supplier's products). */
  filter?: (collection: (name: string) => WireRecord[]) => Record<string, unknown>;
}[] = [
  {
    resource: 'brands',
    header: 'รหัส,ชื่อแบรนด์,ใช้งาน',
    plant: (rows) => (rows('brands')[0].Brandname = FORMULA),
  },
  {
    resource: 'categories',
    header: 'รหัส,ชื่อหมวดหมู่,รหัสหมวดหมู่,ใช้งาน',
    plant: (rows) => (rows('categories')[0].Tiltle = FORMULA),
  },
  {
    resource: 'subcategories',
    header: 'รหัส,ชื่อหมวดหมู่ย่อย,รหัสหมวดหมู่ย่อย,หมวดหมู่,ใช้งาน',
    plant: (rows) => (rows('subcategories')[0].Tiltle = FORMULA),
  },
  {
    resource: 'units',
    header: 'รหัส,หน่วยนับ',
    plant: (rows) => (rows('units')[0].UnitTitle = FORMULA),
  },
  {
    resource: 'products',
    header: 'รหัส,ชื่อสินค้า,หมวดหมู่,หมวดหมู่ย่อย,แบรนด์,บาร์โค้ด,หน่วยนับ,ปริมาณ,กว้าง (ซม.),ยาว (ซม.),สูง (ซม.),คำอธิบายย่อ',
    plant: (rows) => (rows('products')[0].ProductName = FORMULA),
  },
  {
    resource: 'system-products',
    header: 'รหัส,ชื่อสินค้า,หมวดหมู่,หมวดหมู่ย่อย,บาร์โค้ด,สต็อก,ราคาต่อหน่วย',
    plant: (rows) => (rows('products')[0].ProductName = FORMULA),
  },
  {
    resource: 'packages',
    header: 'รหัส,ชื่อแพ็กเกจ,ประเภท,ราคา,ระยะเวลา (วัน),ใช้งาน,สร้างเมื่อ',
    plant: (rows) => {
      const newest = [...rows('packages')].sort((a, b) =>
        String(b.CreatedAt).localeCompare(String(a.CreatedAt)),
      )[0];
      newest.PackageName = FORMULA;
    },
  },
  { resource: 'banks', header: 'รหัสธนาคาร,ชื่อภาษาไทย,ชื่อภาษาอังกฤษ' },
  { resource: 'suppliers', header: 'รหัสผู้ค้าส่ง,ชื่อผู้ค้าส่ง,ผู้ติดต่อ,จังหวัด,ภาค,วันที่ลงทะเบียน' },
  {
    resource: 'supplier-alcohol',
    header: 'ผู้ค้าส่ง,สถานะ,หมายเหตุ,วันที่ยื่น',
    plant: (rows) => (rows('supplier-alcohol')[0].SupplierName = FORMULA),
  },
  {
    resource: 'groceries',
    header: 'รหัสร้านค้า,ชื่อร้านค้า,ผู้ติดต่อ,จังหวัด,ภาค,วันที่ลงทะเบียน',
    plant: (rows) => (rows('groceries')[0].GroceryName = FORMULA),
  },
  {
    resource: 'grocery-alcohol',
    header: 'ร้านค้า,สถานะ,หมายเหตุ,วันที่ยื่น',
    plant: (rows) => (rows('grocery-alcohol')[0].GroceryName = FORMULA),
  },
  {
    resource: 'seller-products',
    header: 'รหัสรายการสินค้า,บาร์โค้ด,ชื่อสินค้า,หมวดหมู่,หมวดหมู่ย่อย,สถานะ,จำนวน,ราคาต่อหน่วย',
    // One supplier's products: the supplier of the first product.
    filter: (rows) => ({ SupplierId: rows('seller-products')[0].SupplierId }),
    plant: (rows) => (rows('seller-products')[0].ProductName = FORMULA),
  },
  {
    resource: 'store-surveys',
    header:
      'รหัส,ชื่อร้าน,ประเภทร้าน,ชื่อผู้ติดต่อ,เบอร์โทรศัพท์,ที่อยู่,ตำบล/แขวง,อำเภอ/เขต,จังหวัด,ภาค,รหัสไปรษณีย์,สนใจเข้าร่วม,ดาวน์โหลดแอปแล้ว,เรียนรู้การใช้งานแล้ว,เหตุผล,ผู้สำรวจ,รูปร้าน',
    // The newest survey: the list comes newest first.
    plant: (rows) => (rows('store-surveys').at(-1)!.storename = FORMULA),
  },
  {
    resource: 'adverts',
    header: 'รหัส,ชื่อโฆษณา,แอป,ประเภทโฆษณา,เริ่ม,สิ้นสุด,สถานะ,สร้างเมื่อ,รูปภาพ',
    plant: (rows) => (rows('adverts')[0].title = FORMULA),
  },
  {
    resource: 'employees',
    header: 'ชื่อผู้ใช้,ชื่อ-นามสกุล,อีเมล,เบอร์โทรศัพท์,ตำแหน่ง,บทบาท,ใช้งานอยู่,สร้างเมื่อ',
    // Sorted by id: the smallest id comes first.
    plant: (rows) =>
      (rows('employees').reduce((first, row) => (String(row.id) < String(first.id) ? row : first)).name =
        FORMULA),
  },
  {
    resource: 'restricted-content',
    header: 'รหัส,คำหรือวลี',
    plant: (rows) => (rows('restricted-content')[0].Name = FORMULA),
  },
  {
    resource: 'staff-log',
    header: 'เวลา,พนักงาน,การกระทำ,คู่ค้า,รหัสคู่ค้า,หน้าจอ,รหัสรายการ,ข้อมูลที่ดู,จำนวนแถว,ตัวกรองรายการ,รายละเอียด',
    // Newest first, as the service answers.
    plant: (rows) => (rows('staff-log')[0].detail = FORMULA),
  },
  {
    resource: 'support-requests',
    header: 'เลขที่คำขอ,วันที่แจ้ง,ผู้ใช้แอป,ผู้แจ้ง,เบอร์โทรศัพท์,เรื่อง,รายละเอียด,สถานะ,อัปเดตล่าสุด',
    // The newest request: the list comes newest first.
    plant: (rows) => (rows('support-requests').at(-1)!.topic = FORMULA),
  },
  {
    resource: 'improvements',
    header: 'วันที่เสนอ,เรื่อง,รายละเอียด,ส่วนของระบบ,สถานะ,ผู้เสนอ',
    // The newest suggestion: the list comes newest first.
    plant: (rows) => (rows('improvements').at(-1)!.title = FORMULA),
  },
  {
    resource: 'campaigns',
    header: 'รหัส,ชื่อแคมเปญ,แอปเป้าหมาย,เริ่ม,สิ้นสุด,รูปภาพ',
    // The latest start: the list comes latest first.
    plant: (rows) => (rows('campaigns').at(-1)!.name = FORMULA),
  },
  {
    resource: 'positions',
    header: 'รหัส,ชื่อตำแหน่ง,สร้างเมื่อ',
    plant: (rows) => (rows('positions')[0].positionName = FORMULA),
  },
  {
    resource: 'orders',
    header:
      'เลขที่คำสั่งซื้อ,วันที่สั่งซื้อ,สถานะ,ร้านค้าโชห่วย,ผู้ค้าส่ง,จำนวนรายการ,ค่าสินค้า,ค่าบริการ,ค่าขนส่ง,ค่าธรรมเนียมชำระเงิน,ส่วนลดสินค้า,ส่วนลดค่าขนส่ง,ยอดสุทธิ',
    // The newest order: the list comes newest first.
    plant: (rows) => (rows('orders')[0].GroceryName = FORMULA),
  },
  {
    resource: 'deliveries',
    header:
      'เลขที่คำสั่งซื้อ,วันที่สั่งซื้อ,สถานะการจัดส่ง,อัปเดตสถานะเมื่อ,สถานะคำสั่งซื้อ,ร้านค้าโชห่วย (ผู้รับ),อำเภอ,จังหวัด,ภาค,ผู้ขายส่ง (ผู้ส่ง),จำนวนรายการ,ค่าจัดส่ง',
    // The newest paid order's delivery: the list comes newest first, without the unpaid orders.
    plant: (rows) =>
      (rows('orders').find((order) => order.OrderStatus !== 'PENDING_PAYMENT')!.SupplierName = FORMULA),
  },
  {
    resource: 'pay-ins',
    header:
      'เลขที่รายการ,เลขที่คำสั่งซื้อ,ร้านค้าโชห่วย,ผู้ค้าส่ง,จำนวนเงิน,ค่าบริการ,ค่าขนส่ง,ค่าธรรมเนียมชำระเงิน,ส่วนลดสินค้า,ส่วนลดค่าขนส่ง,ยอดสุทธิ,สถานะ,เวลาเริ่ม,เวลาสิ้นสุด',
    // Sorted ascending: the oldest transaction, a pay-in, comes first.
    plant: (rows) => (rows('transactions').at(-1)!.OrderNo = FORMULA),
  },
  {
    resource: 'pay-outs',
    header:
      'เลขที่รายการ,เลขที่คำสั่งซื้อ,ประเภท,ร้านค้าโชห่วย,ผู้ค้าส่ง,จำนวนเงิน,ค่าบริการ,ค่าขนส่ง,ค่าธรรมเนียมชำระเงิน,ส่วนลดสินค้า,ส่วนลดค่าขนส่ง,ยอดสุทธิ,สถานะ,เวลาเริ่ม,เวลาสิ้นสุด,โอนเงินตั้งแต่วันที่,โอนเงินถึงวันที่',
    // Sorted ascending: the oldest pay-out comes first.
    plant: (rows) =>
      (rows('transactions').findLast((row) => row.TransactionTypeCode !== 'PAID')!.TransactionNo = FORMULA),
  },
  {
    resource: 'notifications',
    header: 'เวลาที่แจ้ง,แอป,ผู้รับ,สินค้า,ประเภทการแก้ไข,ข้อความ,สถานะการอ่าน',
    // The supplier app's list is the one shown first; its newest notification is on page 1.
    plant: (rows) => (rows('notifications').find((row) => row.AppType === 'SP')!.ShopName = FORMULA),
  },
];

/** A user who may reveal every kind of personal data: the CSV keeps all its columns. */
const EVERY_RIGHT: MayReveal = () => true;

/**
 * The CSV a list's export button makes of `data`, with the list's declared columns, in Thai, for a
 * user who may reveal what `mayReveal` says.
 */
async function exportCsv(
  resource: string,
  data: RaRecord[],
  mayReveal: MayReveal = EVERY_RIGHT,
  logExport: ListExportOptions['logExport'] = () => Promise.resolve(),
) {
  const definition = backend.registry.definitions.find((candidate) => candidate.name === resource)!;
  const { exportColumns } = (await definition.screens!.list!()) as unknown as {
    exportColumns: ExportColumn[];
  };
  let saved: Blob | undefined;
  const i18n = createI18nProvider(backend.registry.definitions);
  await i18n.loadResourceTexts();
  await exportList({
    resource,
    columns: exportColumns,
    mayReveal,
    translate: i18n.translate,
    locale: 'th',
    // The rows the test read, as one page of the list.
    getPage: async () => ({ data, total: data.length }),
    getMany: (reference, ids) =>
      backend.dataProvider.getMany(reference, { ids }).then((answer) => answer.data),
    // The staff log entry is the export button's to write (tests/unit/csvExport.test.ts).
    logExport,
    formatter: inlineCsvFormatter(),
    sink: downloadSink(`${resource}.csv`, (blob) => (saved = blob)),
  });
  const csv = saved ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved.arrayBuffer()) : '';
  return { csv, lines: csv.slice(1).split('\r\n') };
}

describe('every list exports a spreadsheet-ready CSV', () => {
  it('every list of the registry declares its columns (or why it has none)', async () => {
    const lists = backend.registry.definitions.filter((definition) => definition.screens?.list);
    for (const definition of lists) {
      const module = (await definition.screens!.list!()) as unknown as { exportColumns?: ExportColumn[] };
      expect(module.exportColumns, definition.name).toBeDefined();
    }
    expect(lists.map((definition) => definition.name).sort()).toEqual(
      LISTS.map((list) => list.resource).sort(),
    );
  });

  it.each(LISTS)(
    '$resource: BOM, Thai headers, Thai rows, formulas written as text',
    async ({ resource, header, plant, filter }) => {
      plant?.((name) => backend.store.collection(name));
      const { data } = await backend.dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: filter?.((name) => backend.store.collection(name)) ?? {},
      });
      expect(data.length).toBeGreaterThan(0);
      const file = await exportCsv(resource, data as RaRecord[]);
      expect(file.csv.startsWith('\uFEFF')).toBe(true);
      const { lines } = file;
      expect(lines[0]).toBe(header);
      expect(lines.slice(1).filter(Boolean)).toHaveLength(data.length);
      expect(lines.slice(1).some((line) => /[\u0E00-\u0E7F]/.test(line))).toBe(true);
      if (plant) {
        expect(file.csv).toContain(ESCAPED);
        expect(
          lines.some((line) => line.startsWith('=') || line.includes(',=') || line.includes(',"=')),
        ).toBe(false);
      }
    },
  );

  it('store surveys write the kind, the answers and the phone as the screen shows them', async () => {
    const survey = backend.store.collection('store-surveys').find((row) => row.storetype === 'WS')!;
    Object.assign(survey, { contactphoneNo: '0812345678', isinterested: true, isDownloaded: false });
    const { data } = await backend.dataProvider.getList('store-surveys', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: survey.storename },
    });
    const { lines } = await exportCsv('store-surveys', data as RaRecord[]);
    expect(cells(lines[1]).slice(1, 5)).toEqual([
      survey.storename,
      'ร้านค้าส่ง',
      survey.contactname,
      '081-234-5678',
    ]);
    expect(cells(lines[1]).slice(11, 14)).toEqual(['ใช่', 'ไม่ใช่', 'ไม่ใช่']);
  });

  /** The lists whose CSV holds personal data: the header without it, written out by hand. */
  const WITHOUT_PERSONAL: { resource: string; header: string }[] = [
    { resource: 'employees', header: 'ชื่อผู้ใช้,ชื่อ-นามสกุล,ตำแหน่ง,บทบาท,ใช้งานอยู่,สร้างเมื่อ' },
    {
      resource: 'store-surveys',
      header:
        'รหัส,ชื่อร้าน,ประเภทร้าน,ชื่อผู้ติดต่อ,ที่อยู่,ตำบล/แขวง,อำเภอ/เขต,จังหวัด,ภาค,รหัสไปรษณีย์,สนใจเข้าร่วม,ดาวน์โหลดแอปแล้ว,เรียนรู้การใช้งานแล้ว,เหตุผล,ผู้สำรวจ,รูปร้าน',
    },
    {
      resource: 'support-requests',
      header: 'เลขที่คำขอ,วันที่แจ้ง,ผู้ใช้แอป,ผู้แจ้ง,เรื่อง,รายละเอียด,สถานะ,อัปเดตล่าสุด',
    },
  ];

  it.each(WITHOUT_PERSONAL)(
    '$resource: a user who may reveal no contact gets no phone nor e-mail column',
    async ({ resource, header }) => {
      const { data } = await backend.dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const onlyBank: MayReveal = (right) => right === 'bank';
      const { lines } = await exportCsv(resource, data as RaRecord[], onlyBank);
      expect(lines[0]).toBe(header);
      const rows = lines.slice(1).filter(Boolean);
      expect(rows).toHaveLength(data.length);
      for (const row of rows) expect(cells(row)).toHaveLength(cells(header).length);
      // Not one value of the left-out columns is in a cell, as sent or grouped as the screen shows it.
      const hidden = data.flatMap((record) =>
        ['email', 'phoneNo', 'contactphoneNo']
          .map((field) => String(record[field] ?? ''))
          .filter(Boolean)
          .flatMap((value) => [value, formatThaiPhone(value)]),
      );
      expect(hidden.length).toBeGreaterThan(0);
      for (const row of rows) for (const cell of cells(row)) expect(hidden).not.toContain(cell);
    },
  );

  it('every export column that holds a phone, an e-mail, a citizen id or a bank account says so', async () => {
    const personalName = /phone|e-?mail|citizen|account(number|name)/i;
    const lists = backend.registry.definitions.filter((definition) => definition.screens?.list);
    const unmarked: string[] = [];
    for (const definition of lists) {
      const { exportColumns } = (await definition.screens!.list!()) as unknown as {
        exportColumns: ExportColumn[] | { noExport: string };
      };
      if (!Array.isArray(exportColumns)) continue;
      for (const column of exportColumns)
        if (personalName.test(column.source) && !column.personal)
          unmarked.push(`${definition.name}.${column.source}`);
    }
    expect(unmarked).toEqual([]);
  });

  it("a store-survey CSV writes an EXPORT entry naming the contact's and the address columns", async () => {
    const { data } = await backend.dataProvider.getList('store-surveys', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const looks: { fields: string[]; rowIds: unknown[] }[] = [];
    // A role that may reveal nothing: the phone is left out, the name and the address are not.
    await exportCsv(
      'store-surveys',
      data as RaRecord[],
      () => false,
      async (look) => {
        looks.push(look);
      },
    );
    expect(looks).toHaveLength(1);
    const [look] = looks;
    expect(look.fields).toEqual(['contactname', 'address', 'reason', 'ImageUrl']);
    expect(look.rowIds).toEqual(data.map((row) => row.id));
    const entry = personalLogEntry({
      action: 'EXPORT',
      resource: 'store-surveys',
      user: { id: '7', username: 'sales' },
      fields: look.fields,
      rowIds: data.map((row) => row.id),
      now: new Date(2026, 0, 5, 9, 30, 0),
    });
    expect(entry).toMatchObject({
      action: 'EXPORT',
      resource: 'store-surveys',
      fields: ['contactname', 'address', 'reason', 'ImageUrl'],
      rowCount: 3,
      createdAt: '2026-01-05T09:30:00',
    });
  });

  it("every export column that holds a person's name, a street address or free text says so", async () => {
    // A bare `name` is a campaign's or a word's as often as a person's: only these are sure. A
    // grocery goes by its owner's name as often as not; a staff member is named by a user name or
    // as who made a record; remarks, details and a log's search text are free text about people.
    const identifyingName =
      /(contact|requester|partner|grocery)name$|^address$|^username$|^createdby$|^remark$|^detail$|^filter$/i;
    const lists = backend.registry.definitions.filter((definition) => definition.screens?.list);
    const unmarked: string[] = [];
    for (const definition of lists) {
      const { exportColumns } = (await definition.screens!.list!()) as unknown as {
        exportColumns: ExportColumn[] | { noExport: string };
      };
      if (!Array.isArray(exportColumns)) continue;
      for (const column of exportColumns)
        if (identifyingName.test(column.source) && !column.identifies && !column.personal)
          unmarked.push(`${definition.name}.${column.source}`);
    }
    expect(unmarked).toEqual([]);
  });

  it('products name the unit by its title, not its id', async () => {
    const { data } = await backend.dataProvider.getList('products', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'ProductId', order: 'ASC' },
      filter: {},
    });
    const { lines } = await exportCsv('products', data as RaRecord[]);
    expect(cells(lines[0])[6]).toBe('หน่วยนับ');
    const unitTitles = backend.store.collection('units').map((unit) => String(unit.UnitTitle));
    const unitCells = lines
      .slice(1)
      .filter(Boolean)
      .map((line) => cells(line)[6]);
    expect(unitCells.length).toBe(5);
    for (const cell of unitCells) expect(unitTitles).toContain(cell);
  });
});
