import { describe, expect, it, vi } from 'vitest';
import type { Identifier, RaRecord, TranslateFunction } from 'react-admin';
import {
  exportableColumns,
  loggedFields,
  resolveColumns,
  type ExportColumn,
} from '../../src/resources/shared/files/export/columns';
import {
  exportFileName,
  toSpreadsheetCsv,
  type SpreadsheetColumn,
} from '../../src/resources/shared/files/export/csv';
import { inlineCsvFormatter } from '../../src/resources/shared/files/export/csvFormatter';
import { downloadSink } from '../../src/resources/shared/files/export/csvSink';
import { exportList, type ListExportOptions } from '../../src/resources/shared/files/export/listExporter';

const BOM = '\uFEFF';

/** A fake translate: known keys give their text, others are returned as they are. */
const messages: Record<string, string> = {
  'app.export.yes': 'ใช่',
  'app.export.no': 'ไม่ใช่',
  'resources.brands.fields.BrandId': 'รหัส',
  'resources.brands.fields.BrandTitle': 'ชื่อแบรนด์',
  'resources.brands.fields.IsActive': 'ใช้งาน',
  'resources.products.fields.ProductName': 'ชื่อสินค้า',
  'resources.products.fields.BrandId': 'แบรนด์',
  'resources.products.fields.Price': 'ราคา',
  'resources.products.fields.CreatedAt': 'วันที่สร้าง',
  'resources.products.fields.UpdatedAt': 'แก้ไขล่าสุด',
  'resources.products.fields.Status': 'สถานะ',
  'resources.products.fields.Stock': 'คงเหลือ',
  'resources.products.status.draft': 'ฉบับร่าง',
  'resources.products.status.published': 'เผยแพร่แล้ว',
  'custom.header': 'หัวคอลัมน์เอง',
  'resources.employees.fields.name': 'ชื่อ-นามสกุล',
  'resources.employees.fields.email': 'อีเมล',
  'resources.employees.fields.phoneNo': 'เบอร์โทรศัพท์',
};
const translate: TranslateFunction = (key: string) => messages[key] ?? key;

/**
 * A list's export as the button runs it, the list being `records` in one page: the saved file's
 * text ('' when none), and whether and when it was saved.
 */
async function runExport(
  options: Pick<ListExportOptions, 'resource' | 'columns' | 'mayReveal'> &
    Partial<Pick<ListExportOptions, 'logExport' | 'getMany'>> & { records: RaRecord[]; order?: string[] },
) {
  const { records, order = [], ...rest } = options;
  let csv = '';
  const download = vi.fn(async (blob: Blob, _name: string) => {
    order.push('download');
    csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
  });
  const outcome = await exportList({
    translate,
    locale: 'th',
    logExport: () => Promise.resolve(),
    getMany: () => Promise.resolve([]),
    ...rest,
    getPage: async () => ({ data: records, total: records.length }),
    formatter: inlineCsvFormatter(),
    sink: downloadSink('file.csv', (blob, name) => void download(blob, name)),
  });
  await Promise.all(download.mock.results.map((result) => result.value));
  return { csv, download, outcome };
}

type Row = { name: unknown };
const single: SpreadsheetColumn<Row>[] = [{ header: 'name', value: (row) => row.name }];
const cell = (value: unknown, decimals?: number) =>
  toSpreadsheetCsv([{ name: value }], [{ ...single[0], decimals }]).slice(`${BOM}name\r\n`.length, -2);

describe('toSpreadsheetCsv', () => {
  it('starts with a byte-order mark, then the header line, CRLF after every record', () => {
    const csv = toSpreadsheetCsv([{ name: 'a' }, { name: 'b' }], single);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFFname\r\na\r\nb\r\n');
    expect(toSpreadsheetCsv([], single)).toBe('\uFEFFname\r\n');
  });

  it('keeps Thai text as it is', () => {
    const columns: SpreadsheetColumn<{ id: number; title: string }>[] = [
      { header: 'รหัส', value: (row) => row.id },
      { header: 'ชื่อแบรนด์', value: (row) => row.title },
    ];
    const csv = toSpreadsheetCsv([{ id: 7, title: 'น้ำปลาตราหอยนางรม' }], columns);
    expect(csv).toBe('\uFEFFรหัส,ชื่อแบรนด์\r\n7,น้ำปลาตราหอยนางรม\r\n');
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header.split(',')).toEqual(['รหัส', 'ชื่อแบรนด์']);
    expect(row.split(',')).toEqual(['7', 'น้ำปลาตราหอยนางรม']);
  });

  it('quotes commas, double quotes and line breaks (RFC 4180)', () => {
    expect(cell('ข้าว, หอมมะลิ')).toBe('"ข้าว, หอมมะลิ"');
    expect(cell('ขนาด 5" นิ้ว')).toBe('"ขนาด 5"" นิ้ว"');
    expect(cell('บรรทัดแรก\nบรรทัดสอง')).toBe('"บรรทัดแรก\nบรรทัดสอง"');
    expect(cell('a\r\nb')).toBe('"a\r\nb"');
    expect(cell('ธรรมดา')).toBe('ธรรมดา');
    expect(cell(null)).toBe('');
    expect(cell(undefined)).toBe('');
  });

  it('writes a formula as text: prefixed with a quote mark, then quoted', () => {
    expect(cell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('prefixes every cell that begins with + - @ tab or CR', () => {
    expect(cell('=1+2')).toBe("'=1+2");
    expect(cell('+66812345678')).toBe("'+66812345678");
    expect(cell('-5')).toBe("'-5");
    expect(cell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(cell('\tแท็บ')).toBe("'\tแท็บ");
    expect(cell('\rx')).toBe(`"'\rx"`);
    expect(cell('a=b')).toBe('a=b');
  });

  it('prefixes a sign after leading spaces or tabs, a leading line break, and the full-width signs', () => {
    expect(cell('  =1+2')).toBe("'  =1+2");
    expect(cell(' \t@SUM(A1)')).toBe("' \t@SUM(A1)");
    expect(cell('\u3000-5')).toBe("'\u3000-5");
    expect(cell('\n=1+2')).toBe(`"'\n=1+2"`);
    expect(cell('\uFF1D1+2')).toBe("'\uFF1D1+2");
    expect(cell('\uFF0B66812345678')).toBe("'\uFF0B66812345678");
    expect(cell('\uFF0D5')).toBe("'\uFF0D5");
    expect(cell('  \uFF20SUM(A1)')).toBe("'  \uFF20SUM(A1)");
    // a sign inside the text, or spaces before a word, stay as they are
    expect(cell('  ข้าว = 5')).toBe('  ข้าว = 5');
    expect(cell('ราคา \uFF1D 5')).toBe('ราคา \uFF1D 5');
  });

  it('leaves JS numbers as numbers, negative ones included', () => {
    expect(cell(-12.5, 2)).toBe('-12.50');
    expect(cell(-3)).toBe('-3');
    expect(cell(1234.5, 2)).toBe('1234.50');
    expect(cell(Number.NaN, 2)).toBe('');
  });
});

describe('exportFileName', () => {
  it('is an ASCII slug of the resource and the day, without extension', () => {
    expect(exportFileName('brands', new Date(2026, 10, 23, 23, 59))).toBe('brands-2026-11-23');
    expect(exportFileName('system-products', new Date(2026, 0, 5))).toBe('system-products-2026-01-05');
    expect(exportFileName('Café Menus!', new Date(2026, 0, 5))).toBe('cafe-menus-2026-01-05');
    expect(exportFileName('แบรนด์', new Date(2026, 0, 5))).toBe('export-2026-01-05');
  });
});

describe('resolveColumns', () => {
  const csvOf = (resource: string, columns: ExportColumn[], records: RaRecord[], locale = 'th') =>
    toSpreadsheetCsv(records, resolveColumns(columns, { resource, translate, locale }));

  it('translates headers: resources.<resource>.fields.<source>, or the label', () => {
    const columns = resolveColumns(
      [{ source: 'BrandTitle' }, { source: 'BrandId', label: 'custom.header' }],
      { resource: 'brands', translate, locale: 'th' },
    );
    expect(columns.map((column) => column.header)).toEqual(['ชื่อแบรนด์', 'หัวคอลัมน์เอง']);
  });

  it('writes money with two decimals, no separators nor currency; numbers plainly', () => {
    const csv = csvOf(
      'products',
      [
        { source: 'Price', kind: 'money' },
        { source: 'Stock', kind: 'number' },
      ],
      [
        { id: 1, Price: 1234.5, Stock: 12 },
        { id: 2, Price: '-12.5', Stock: '3.25' },
        { id: 3, Price: null, Stock: 'ไม่ทราบ' },
        { id: 4, Price: 1000000, Stock: 0 },
      ],
    );
    expect(csv).toBe('\uFEFFราคา,คงเหลือ\r\n1234.50,12\r\n-12.50,3.25\r\n,\r\n1000000.00,0\r\n');
  });

  it('writes dates as YYYY-MM-DD and date-times as YYYY-MM-DD HH:mm in either language, for spreadsheets', () => {
    const record = {
      id: 1,
      CreatedAt: new Date(2026, 10, 22, 14, 5, 9),
      UpdatedAt: new Date(2026, 10, 22, 14, 5),
    };
    const columns: ExportColumn[] = [
      { source: 'CreatedAt', kind: 'date' },
      { source: 'UpdatedAt', kind: 'datetime' },
    ];
    expect(csvOf('products', columns, [record], 'th')).toBe(
      '\uFEFFวันที่สร้าง,แก้ไขล่าสุด\r\n2026-11-22,2026-11-22 14:05\r\n',
    );
    expect(csvOf('products', columns, [record], 'en')).toBe(
      '\uFEFFวันที่สร้าง,แก้ไขล่าสุด\r\n2026-11-22,2026-11-22 14:05\r\n',
    );
    expect(csvOf('products', columns, [{ id: 2, CreatedAt: null, UpdatedAt: '' }])).toBe(
      '\uFEFFวันที่สร้าง,แก้ไขล่าสุด\r\n,\r\n',
    );
  });

  it('translates booleans and choices', () => {
    const columns: ExportColumn[] = [
      { source: 'IsActive', label: 'resources.brands.fields.IsActive', kind: 'boolean' },
      {
        source: 'Status',
        kind: 'choice',
        choices: [
          { id: 'draft', name: 'resources.products.status.draft' },
          { id: 1, name: 'resources.products.status.published' },
        ],
      },
    ];
    const csv = csvOf('products', columns, [
      { id: 1, IsActive: true, Status: 'draft' },
      { id: 2, IsActive: false, Status: '1' },
      { id: 3, IsActive: null, Status: 'ลบแล้ว' },
      { id: 4, IsActive: 1, Status: null },
    ]);
    expect(csv).toBe('\uFEFFใช้งาน,สถานะ\r\nใช่,ฉบับร่าง\r\nไม่ใช่,เผยแพร่แล้ว\r\n,ลบแล้ว\r\nใช่,\r\n');
  });

  it('reads the value with `value` when given, still formatted by the kind', () => {
    const csv = csvOf(
      'products',
      [{ source: 'Price', kind: 'money', value: (record) => Number(record.Amount) * 2 }],
      [{ id: 1, Amount: 2.5 }],
    );
    expect(csv).toBe('\uFEFFราคา\r\n5.00\r\n');
  });
});

describe('exportList', () => {
  const productColumns: ExportColumn[] = [
    { source: 'ProductName' },
    { source: 'BrandId', kind: 'reference', reference: { resource: 'brands', titleField: 'BrandTitle' } },
    { source: 'Price', kind: 'money' },
  ];
  const brands: RaRecord[] = [
    { id: 10, BrandId: 10, BrandTitle: 'ตราช้าง' },
    { id: 11, BrandId: 11, BrandTitle: '=HYPERLINK("http://x","y")' },
  ];
  const fakeGetMany = () =>
    vi.fn(async (_resource: string, ids: Identifier[]) =>
      brands.filter((brand) => ids.map(String).includes(String(brand.id))),
    );
  const product = (id: number, BrandId: unknown, Price: unknown) => ({
    id,
    ProductName: `สินค้า ${id}`,
    BrandId,
    Price,
  });

  it('shows reference ids as titles, with one getMany per reference column of a page', async () => {
    const getMany = fakeGetMany();
    const records = [product(1, 10, 35), product(2, 11, -12.5), product(3, 99, null), product(4, 10, 1)];
    const { csv, download } = await runExport({
      resource: 'products',
      columns: productColumns,
      records,
      getMany,
    });
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('brands', [10, 11, 99]);
    expect(download).toHaveBeenCalledTimes(1);
    expect(csv).toBe(
      '\uFEFFชื่อสินค้า,แบรนด์,ราคา\r\n' +
        'สินค้า 1,ตราช้าง,35.00\r\n' +
        `สินค้า 2,"'=HYPERLINK(""http://x"",""y"")",-12.50\r\n` +
        'สินค้า 3,99,\r\n' +
        'สินค้า 4,ตราช้าง,1.00\r\n',
    );
  });

  it('fetches nothing when no record has a referenced id', async () => {
    const getMany = fakeGetMany();
    const { csv } = await runExport({
      resource: 'products',
      columns: productColumns,
      records: [product(1, null, 5)],
      getMany,
    });
    expect(getMany).not.toHaveBeenCalled();
    expect(csv).toBe('\uFEFFชื่อสินค้า,แบรนด์,ราคา\r\nสินค้า 1,,5.00\r\n');
  });
});

describe('personal columns of an export', () => {
  /** One column of each kind of personal data, between two that hold none. */
  const columns: ExportColumn[] = [
    { source: 'name' },
    { source: 'phoneNo', personal: 'phone' },
    { source: 'email', personal: 'email' },
    { source: 'CitizenId', personal: 'citizenId' },
    { source: 'AccountNumber', personal: 'bank' },
    { source: 'createdAt', kind: 'datetime' },
  ];
  const sources = (kept: ExportColumn[]) => kept.map((column) => column.source);

  it('keeps every column for a user who may reveal both rights', () => {
    expect(sources(exportableColumns(columns, () => true))).toEqual([
      'name',
      'phoneNo',
      'email',
      'CitizenId',
      'AccountNumber',
      'createdAt',
    ]);
  });

  it('keeps phones and e-mails for the contact right only', () => {
    expect(sources(exportableColumns(columns, (right) => right === 'contact'))).toEqual([
      'name',
      'phoneNo',
      'email',
      'createdAt',
    ]);
  });

  it('keeps citizen ids and bank accounts for the bank right only', () => {
    expect(sources(exportableColumns(columns, (right) => right === 'bank'))).toEqual([
      'name',
      'CitizenId',
      'AccountNumber',
      'createdAt',
    ]);
  });

  it('leaves every personal column out for a user who may reveal nothing', () => {
    expect(sources(exportableColumns(columns, () => false))).toEqual(['name', 'createdAt']);
  });

  const staffColumns: ExportColumn[] = [
    { source: 'name' },
    { source: 'email', personal: 'email' },
    { source: 'phoneNo', personal: 'phone' },
  ];
  const member = { id: 1, name: 'สมหญิง ทดสอบ', email: 'somying@example.co.th', phoneNo: '0898765432' };
  const exportStaff = async (mayReveal?: (right: 'contact' | 'bank') => boolean) => {
    const { csv } = await runExport({
      resource: 'employees',
      columns: staffColumns,
      ...(mayReveal ? { mayReveal } : {}),
      records: [member],
    });
    return csv;
  };

  it('writes the phone and the e-mail for a user with the contact right', async () => {
    expect(await exportStaff((right) => right === 'contact')).toBe(
      '\uFEFFชื่อ-นามสกุล,อีเมล,เบอร์โทรศัพท์\r\nสมหญิง ทดสอบ,somying@example.co.th,0898765432\r\n',
    );
  });

  it('leaves them out, header and values, for a user without it', async () => {
    expect(await exportStaff((right) => right === 'bank')).toBe('\uFEFFชื่อ-นามสกุล\r\nสมหญิง ทดสอบ\r\n');
  });

  it('leaves them out when the caller does not say what the user may reveal', async () => {
    expect(await exportStaff()).toBe('\uFEFFชื่อ-นามสกุล\r\nสมหญิง ทดสอบ\r\n');
  });
});

describe('an export holding personal data is written to the staff log first', () => {
  const columns: ExportColumn[] = [
    { source: 'name' },
    { source: 'email', personal: 'email' },
    { source: 'phoneNo', personal: 'phone' },
  ];
  const members = [
    { id: 4, name: 'สมหญิง ทดสอบ', email: 'somying@example.co.th', phoneNo: '0898765432' },
    { id: 'b9', name: 'สมชาย ทดสอบ', email: 'somchai@example.co.th', phoneNo: '0811111111' },
  ];
  const run = async ({
    mayReveal,
    logExport,
    records = members,
    order = [],
  }: {
    mayReveal: (right: 'contact' | 'bank') => boolean;
    logExport: ReturnType<typeof vi.fn>;
    records?: typeof members;
    order?: string[];
  }) => {
    const { csv, download, outcome } = await runExport({
      resource: 'employees',
      columns,
      mayReveal,
      logExport: logExport as unknown as ListExportOptions['logExport'],
      records,
      order,
    });
    return { csv, download, outcome };
  };

  it('writes the entry (the personal columns kept, the rows as the server gave their ids) before the file', async () => {
    const order: string[] = [];
    const logExport = vi.fn(async () => {
      order.push('log');
    });
    const { download } = await run({ mayReveal: () => true, logExport, order });
    expect(logExport).toHaveBeenCalledTimes(1);
    expect(logExport).toHaveBeenCalledWith({ fields: ['email', 'phoneNo'], rowIds: [4, 'b9'] });
    expect(download).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['log', 'download']);
  });

  it('saves no file when the entry cannot be written, and says why', async () => {
    const refusal = new Error('the log is down');
    const logExport = vi.fn(() => Promise.reject(refusal));
    const { download, outcome } = await run({ mayReveal: () => true, logExport });
    expect(logExport).toHaveBeenCalledTimes(1);
    expect(download).not.toHaveBeenCalled();
    expect(outcome).toEqual({ status: 'not-logged', error: refusal });
  });

  it('writes no entry for a file without personal columns', async () => {
    const logExport = vi.fn(() => Promise.reject(new Error('not to be called')));
    const { csv, outcome } = await run({ mayReveal: () => false, logExport });
    expect(logExport).not.toHaveBeenCalled();
    expect(outcome).toEqual({ status: 'saved', rows: 2 });
    expect(csv).toBe('\uFEFFชื่อ-นามสกุล\r\nสมหญิง ทดสอบ\r\nสมชาย ทดสอบ\r\n');
  });

  it('writes no entry for a file without rows', async () => {
    const logExport = vi.fn(() => Promise.resolve());
    const { download } = await run({ mayReveal: () => true, logExport, records: [] });
    expect(logExport).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledTimes(1);
  });
});

describe('a file about people is logged though nothing in it is masked', () => {
  /** A survey's columns: the store, the contact's name, phone, address, reason and photo. */
  const columns: ExportColumn[] = [
    { source: 'storename' },
    { source: 'contactname', identifies: 'name' },
    { source: 'contactphoneNo', personal: 'phone' },
    { source: 'address', identifies: 'address' },
    { source: 'province' },
    { source: 'reason', identifies: 'freeText' },
    { source: 'ImageUrl', identifies: 'photo' },
  ];
  const survey = {
    id: 31,
    storename: 'ร้านป้าแดง',
    contactname: 'แดง ทดลองดี',
    contactphoneNo: '0812345678',
    address: '12 ถนนมิตรภาพ',
    province: 'ขอนแก่น',
    reason: 'ยังไม่มีสมาร์ตโฟน',
    ImageUrl: 'https://cdn.example/s/31.jpg',
  };

  it('names the identifying columns and the personal ones kept, in the file order', () => {
    expect(loggedFields(exportableColumns(columns, () => true))).toEqual([
      'contactname',
      'contactphoneNo',
      'address',
      'reason',
      'ImageUrl',
    ]);
  });

  it('still names the identifying columns for a user whose phone column is left out', () => {
    expect(loggedFields(exportableColumns(columns, () => false))).toEqual([
      'contactname',
      'address',
      'reason',
      'ImageUrl',
    ]);
  });

  it('names nothing for columns that identify nobody', () => {
    expect(loggedFields([{ source: 'storename' }, { source: 'province' }])).toEqual([]);
  });

  it('writes the entry before the file for a user who may reveal nothing: names and address are in it', async () => {
    const order: string[] = [];
    const logExport = vi.fn(async () => {
      order.push('log');
    });
    const { csv, outcome } = await runExport({
      resource: 'store-surveys',
      columns,
      mayReveal: () => false,
      logExport: logExport as unknown as ListExportOptions['logExport'],
      records: [survey],
      order,
    });
    expect(logExport).toHaveBeenCalledWith({
      fields: ['contactname', 'address', 'reason', 'ImageUrl'],
      rowIds: [31],
    });
    expect(order).toEqual(['log', 'download']);
    expect(outcome).toEqual({ status: 'saved', rows: 1 });
    expect(csv).toContain('แดง ทดลองดี');
    expect(csv).not.toContain('0812345678');
  });
});
