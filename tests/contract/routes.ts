import { randomBytes } from 'node:crypto';
import { CONTRACT_KEYS } from './cipher';
import { contains, envelope, paged, refuse, sameId, slice, type Context, type Reply } from './http';
import {
  LICENCE_STATUSES,
  ORDER_STATUSES,
  TRANSACTION_STATUSES,
  type Account,
  type Row,
  type Store,
} from './fixtures';

/**
 * Every call of the specification's call tables, at the base paths of config.json's `services` map,
 * and nothing else: a call the specification does not list has no route, so the server answers
 * it 404 (docs/api.md's "assumed" calls among them). Where the specification leaves a detail open (field names,
 * codes, paging of the back-office API's own lists) the choices are this service's own.
 *
 * Two exceptions, marked `assumed` (docs/api.md, "Contract server"): `GET auth/CryptoKeys`, the URL
 * behind sign-in that gives the decryption keys. A deployment with the demo off must set
 * `crypto.keysUrl` (keys written in config.json stop the app), so it provides that URL, whatever its
 * services otherwise offer; without it no encrypted value could be read here. And
 * `POST auth/Stafflog`, the staff log's entry of a look at personal data: the app shows no
 * personal value and saves no file of them until the log holds the entry, so a deployment that
 * shows them provides that call. It takes the entries of the app's writes to a record with a
 * history too, and the spec's `GET auth/Stafflog` serves the assumed `resource` and `recordId`
 * filters that read them back (docs/api.md, "Record history").
 */

export type Handler = (context: Context) => Reply | Promise<Reply>;
/**
 * What a route asks of its caller: `apiKey`, only the client's key (config.json's `apiKey`, public:
 * every visitor of the app reads it), for the calls made before anyone signs in; `staff`, that key
 * and a signed-in user's token; `bearer`, a token (the microservices).
 */
export type Auth = 'apiKey' | 'staff' | 'bearer' | 'none';

export interface Route {
  method: string;
  /** The full path; `:name` segments match one path segment. */
  pattern: string;
  auth: Auth;
  handler: Handler;
  /** Not a call of the specification, served anyway: the documented exception above. */
  assumed?: boolean;
}

/**
 * The finance service's own four-eyes limit in baht (docs/api.md, "Who may call what"): above it,
 * or with no amount to read, a withdrawal is checked by one person and approved by another, whatever
 * a client's config.json says (the contract's deployment names no limit at all).
 */
export const FOUR_EYES_ABOVE = 50_000;

/** The API key the back-office API expects (config.json's `apiKey`). */
export const API_KEY = 'contract-api-key-7f3c';

export const BASES = {
  backoffice: '',
  product: '/product/api/v1',
  supplierInventory: '/supplier-inventory/api/v1',
  supplier: '/supplier/api/v1',
  grocery: '/grocery/api/v1',
  package: '/kkcenter/package/api/v1',
  masterData: '/master-data/api/v1',
  order: '/order/api/v1',
  finance: '/finance/api/v1',
  email: '/email/api/v1',
  notification: '/notification/api/v1',
  notificationSupplier: '/notification-supplier/api/v1',
} as const;

export interface Session {
  tokens: Map<string, Account>;
  /** Uploaded files, served back at `/files/<name>`. */
  files: Map<string, { data: Buffer; type: string }>;
  baseUrl: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function requiredText(context: Context, name: string, max = 200): string {
  const value = context.field(name);
  if (typeof value !== 'string' || !value.trim()) return refuse(400, `The ${name} field is required.`);
  if (value.length > max)
    return refuse(400, `The field ${name} must be a string with a maximum length of ${max}.`);
  return value.trim();
}

/** A numeric id field: a JSON number, as these services type their ids (a string is refused, as a typed binder does). */
function requiredNumber(context: Context, name: string): number {
  const value = context.field(name);
  if (typeof value !== 'number' || !Number.isInteger(value))
    return refuse(400, `The JSON value could not be converted to System.Int32. Path: $.${name}`);
  return value;
}

function optionalBoolean(context: Context, name: string): boolean | undefined {
  const value = context.field(name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    return refuse(400, `The JSON value could not be converted to System.Boolean. Path: $.${name}`);
  return value;
}

function find<T extends Row>(rows: T[], field: string, id: unknown, what: string): T {
  const row = rows.find((candidate) => String(candidate[field]) === String(id));
  return row ?? refuse(404, `${what} not found`);
}

const nextId = (rows: Row[], field: string) => Math.max(0, ...rows.map((row) => Number(row[field]) || 0)) + 1;

/**
 * Who this service lets make each write it guards (its side of docs/api.md, "Who may call what"),
 * the same roles its menu gives the screens: the caller from the token, never from the body.
 */
const MAY: Record<
  'decideWithdrawal' | 'decideLicence' | 'editMenu' | 'editStaff',
  readonly Account['role'][]
> = {
  decideWithdrawal: ['superadmin', 'accountant'],
  decideLicence: ['superadmin', 'salesrep', 'cs'],
  editMenu: ['superadmin'],
  editStaff: ['superadmin'],
};

/** The caller of a guarded write, or a 403 naming the role that may not make it. */
function callerWho(session: Session, context: Context, right: keyof typeof MAY, what: string): Account {
  const caller = userOf(session, context);
  if (!caller || !MAY[right].includes(caller.role))
    return refuse(403, `Role '${caller?.role ?? ''}' may not ${what}`);
  return caller;
}

/** The current user of a bearer call (the route's auth already checked the token). */
const userOf = (session: Session, context: Context): Account | undefined => {
  const header = String(context.request.headers.authorization ?? '');
  return session.tokens.get(header.replace(/^Bearer\s+/i, ''));
};

export function buildRoutes(store: () => Store, session: Session): Route[] {
  const routes: Route[] = [];
  const on =
    (base: string, auth: Auth) =>
    (method: string, path: string, handler: Handler): void => {
      routes.push({ method, pattern: `${base}/${path}`, auth, handler });
    };
  // The key identifies the client, not a person: every back-office call needs a token too, except
  // the two of signing in and the public landing page's advert log (docs/api.md, "Who may call what").
  const backoffice = on(BASES.backoffice, 'staff');
  const beforeSignIn = on(BASES.backoffice, 'apiKey');
  const product = on(BASES.product, 'bearer');
  const inventory = on(BASES.supplierInventory, 'bearer');
  const supplier = on(BASES.supplier, 'bearer');
  const grocery = on(BASES.grocery, 'bearer');
  const pkg = on(BASES.package, 'bearer');
  const masterData = on(BASES.masterData, 'bearer');
  const order = on(BASES.order, 'bearer');
  const finance = on(BASES.finance, 'bearer');
  const email = on(BASES.email, 'bearer');
  const s = store;

  // --- Back-office API: sign-in and accounts ------------------------------------------------

  beforeSignIn('POST', 'auth/Login', (context) => {
    const username = text(context.field('username'));
    const password = text(context.field('password'));
    const account = s().accounts.find((candidate) => candidate.username === username);
    if (!account || account.password !== password || !account.isActive)
      return refuse(401, 'Invalid username or password');
    // An opaque token: nothing in it for a client to read.
    const token = randomBytes(24).toString('hex');
    session.tokens.set(token, account);
    return envelope({ token, username: account.username, role: account.role, id: account.id });
  });
  beforeSignIn('POST', 'auth/two-factor', () => refuse(400, 'No second factor is pending for this sign-in'));
  backoffice('POST', 'auth/ChangePassword', (context) => {
    const user = userOf(session, context) ?? refuse(401, 'Unauthorized');
    const old = requiredText(context, 'old_password');
    const next = requiredText(context, 'new_password');
    if (next !== text(context.field('retype_new_password'))) return refuse(400, 'Passwords do not match');
    if (old !== user.password) return refuse(400, 'Current password is wrong');
    user.password = next;
    return envelope(null, 'Password changed');
  });
  backoffice('POST', 'auth/CreateUser', (context) => {
    callerWho(session, context, 'editStaff', 'change staff accounts');
    const username = requiredText(context, 'username', 50);
    if (s().accounts.some((account) => account.username === username))
      return refuse(409, 'Username already exists');
    const role = requiredText(context, 'role', 30);
    const account: Account = {
      id: Math.max(...s().accounts.map((row) => row.id)) + 1,
      username,
      password: requiredText(context, 'password', 100),
      role: role as Account['role'],
      fullName: text(context.field('name')) ?? '',
      email: text(context.field('email')) ?? '',
      positionId: Number(context.field('positionId')) || 0,
      isActive: context.field('isActive') !== false,
    };
    s().accounts.push(account);
    return envelope({ id: account.id }, 'Created');
  });
  backoffice('PATCH', 'auth/UpdateUser', (context) => {
    callerWho(session, context, 'editStaff', 'change staff accounts');
    const account = find(
      s().accounts as unknown as Row[],
      'id',
      context.field('id'),
      'User',
    ) as unknown as Account;
    const name = text(context.field('name'));
    if (name !== undefined) account.fullName = name;
    const role = text(context.field('role'));
    if (role) account.role = role as Account['role'];
    const active = optionalBoolean(context, 'isActive');
    if (active !== undefined) account.isActive = active;
    return envelope(null, 'Updated');
  });
  backoffice('DELETE', 'auth/DeleteUser/:id', (context) => {
    callerWho(session, context, 'editStaff', 'change staff accounts');
    const index = s().accounts.findIndex((account) => String(account.id) === context.params.id);
    if (index < 0) return refuse(404, 'User not found');
    s().accounts.splice(index, 1);
    return envelope(null, 'Deleted');
  });

  // The decryption keys (the exception in the header): the API key and a signed-in user's token,
  // as docs/api.md's "decryption keys" row says.
  backoffice('GET', 'auth/CryptoKeys', (context) => {
    if (!userOf(session, context)) return refuse(401, 'Unauthorized');
    return envelope({ ...CONTRACT_KEYS });
  });
  routes[routes.length - 1].assumed = true;

  // A look at personal data (the second exception in the header): the API key and a signed-in
  // user's token. Who and when are this service's own; the rest is kept as it was sent, and the
  // entry is listed first by `GET auth/Stafflog`.
  backoffice('POST', 'auth/Stafflog', (context) => {
    const user = userOf(session, context) ?? refuse(401, 'Unauthorized');
    const action = requiredText(context, 'action', 20);
    requiredText(context, 'resource', 100);
    const fields = context.field('fields');
    if (['CREATE', 'UPDATE', 'DELETE', 'APPROVE', 'REJECT', 'VERIFY'].includes(action)) {
      // A write to a record with a history: the record and what changed (docs/api.md, "Record history").
      const recordId = context.field('recordId');
      if (recordId === undefined || recordId === null || recordId === '')
        return refuse(400, 'The recordId field is required.');
      if (!Array.isArray(context.field('changes'))) return refuse(400, 'The changes field is required.');
    } else if (!['REVEAL', 'EXPORT', 'PRINT'].includes(action))
      return refuse(400, `The action '${action}' is not written by clients.`);
    else if (!Array.isArray(fields) || fields.length === 0)
      return refuse(400, 'The fields field is required.');
    const stamped = ['userid', 'username', 'action', 'createdat'];
    const sent = Object.entries(context.request.body as Row).filter(
      ([key]) => !stamped.includes(key.toLowerCase()),
    );
    const entry: Row = {
      LogId: nextId(s().staffLog, 'LogId'),
      UserId: user.id,
      Username: user.username,
      Action: action,
      CreatedDate: new Date().toISOString().slice(0, 19),
      ...Object.fromEntries(sent),
    };
    s().staffLog.unshift(entry);
    return envelope(entry, 'Created');
  });
  routes[routes.length - 1].assumed = true;

  // The back-office API's own lists: this service pages them with page and pageSize, in the envelope.
  // Assumed filters (docs/api.md, "Record history"): `resource` with `recordId`, the entries that
  // name that record: about it, listing it among a file's rows, or about something of that partner.
  backoffice('GET', 'auth/Stafflog', (context) => {
    const resource = context.q('resource');
    const recordId = context.q('recordId');
    // The whole log, or a resource's part, only to the roles its menu entry gives the log; a
    // record's history to every signed-in caller (docs/api.md, "Who may call what").
    if (!(resource && recordId)) {
      const role = userOf(session, context)?.role ?? '';
      const entry = [...s().menu.main, ...s().menu.sub].find((row) => row.linkto === '/StaffLog');
      const roles = String(entry?.allowedroles ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (!entry || (roles.length > 0 && !roles.includes(role)))
        return refuse(403, `Role '${role}' may not read the staff log`);
    }
    const same = (value: unknown) => value !== undefined && value !== null && String(value) === recordId;
    const names = (row: Row) =>
      (row.resource === resource &&
        (same(row.recordId) || (Array.isArray(row.rowIds) && row.rowIds.some(same)))) ||
      (row.partnerResource === resource && same(row.partnerId));
    const rows = !resource
      ? s().staffLog
      : recordId
        ? s().staffLog.filter(names)
        : s().staffLog.filter((row) => row.resource === resource);
    return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
  });
  backoffice('GET', 'support/UserSupport', (context) =>
    envelope(paged(slice(s().supports, context.q('page'), context.q('pageSize')))),
  );

  // --- Menu --------------------------------------------------------------------------------

  backoffice('GET', 'api/Mainmenu', () => envelope(s().menu.main));
  backoffice('GET', 'api/Submenu', () => envelope(s().menu.sub));
  const menuUpdate = (rows: () => Row[]) => (context: Context) => {
    callerWho(session, context, 'editMenu', 'change the menu');
    const entry = find(rows(), 'id', context.params.id, 'Menu');
    const roles = context.field('allowedroles');
    // The column is text: roles come as one comma-separated text, as this service sends them.
    if (roles !== null && roles !== undefined && typeof roles !== 'string')
      return refuse(400, 'The JSON value could not be converted to System.String. Path: $.allowedroles');
    entry.title_th = requiredText(context, 'title_th');
    entry.title_en = requiredText(context, 'title_en');
    entry.icon = text(context.field('icon')) ?? '';
    entry.allowedroles = roles ?? '';
    return envelope(null, 'Updated');
  };
  backoffice(
    'PUT',
    'api/Mainmenu/:id',
    menuUpdate(() => s().menu.main),
  );
  backoffice(
    'PUT',
    'api/Submenu/:id',
    menuUpdate(() => s().menu.sub),
  );

  // --- Positions -----------------------------------------------------------------------------

  backoffice('GET', 'api/Position', () => envelope(s().positions));
  backoffice('POST', 'api/Position', (context) => {
    const name = requiredText(context, 'PositionName', 100);
    if (s().positions.some((row) => row.PositionName === name)) return refuse(409, 'Position already exists');
    const row = { PositionId: nextId(s().positions, 'PositionId'), PositionName: name };
    s().positions.push(row);
    return envelope(row, 'Created');
  });
  backoffice('DELETE', 'api/Position/:id', (context) => {
    const index = s().positions.findIndex((row) => String(row.PositionId) === context.params.id);
    if (index < 0) return refuse(404, 'Position not found');
    s().positions.splice(index, 1);
    return envelope(null, 'Deleted');
  });

  // --- Store surveys ---------------------------------------------------------------------------

  const SURVEY_FIELDS = [
    'storename',
    'storetype',
    'contactname',
    'contactphoneNo',
    'address',
    'subdistrict',
    'district',
    'region',
    'province',
    'zipcode',
    'isinterested',
    'isDownloaded',
    'isLearned',
    'reason',
    'operator',
    'ImageUrl',
  ];
  const surveyOf = (context: Context) =>
    Object.fromEntries(SURVEY_FIELDS.map((name) => [name, context.field(name) ?? null]));
  backoffice('GET', 'api/Storesurvey/WithPage', (context) =>
    envelope(paged(slice(s().surveys, context.q('page'), context.q('pageSize')))),
  );
  backoffice('POST', 'api/Storesurvey', (context) => {
    requiredText(context, 'storename');
    const row = { SurveyId: nextId(s().surveys, 'SurveyId'), ...surveyOf(context) };
    s().surveys.push(row);
    return envelope({ SurveyId: row.SurveyId }, 'Created');
  });
  backoffice('PUT', 'api/Storesurvey/:id', (context) => {
    const row = find(s().surveys, 'SurveyId', context.params.id, 'Survey');
    Object.assign(row, surveyOf(context));
    return envelope(null, 'Updated');
  });
  backoffice('DELETE', 'api/Storesurvey/:id', (context) => {
    const index = s().surveys.findIndex((row) => String(row.SurveyId) === context.params.id);
    if (index < 0) return refuse(404, 'Survey not found');
    s().surveys.splice(index, 1);
    return envelope(null, 'Deleted');
  });

  // --- Adverts and campaigns (their own answer shapes, not enveloped) ---------------------------

  backoffice('GET', 'kk-bo-api/api/Advertise/WithPage', (context) => {
    const page = slice(s().adverts, context.q('page'), context.q('take'));
    return {
      status: 200,
      json: { meta: { page: page.page, take: page.size, itemCount: page.total }, data: page.rows },
    };
  });
  backoffice('GET', 'kk-bo-api/api/NewCampaign/NewCampaignWithPage', (context) => {
    const page = slice(s().campaigns, context.q('page'), context.q('take'));
    return { status: 200, json: { count: page.total, data: page.rows } };
  });
  beforeSignIn('PUT', 'kk-bo-api/api/Advertise/AddLog', (context) => {
    const row = {
      LogId: nextId(s().advertLogs, 'LogId'),
      TypeApp: requiredText(context, 'TypeApp', 10),
      TypeAdv: requiredText(context, 'TypeAdv', 40),
    };
    s().advertLogs.push(row);
    return envelope(null, 'Logged');
  });

  // --- Product service ---------------------------------------------------------------------

  product('GET', 'Brand/GetAllBrands', (context) => {
    const rows = s().brands.filter((row) => contains(row.Brandname, context.q('BrandName')));
    return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
  });
  product('POST', 'Brand/SystemBrand', (context) => {
    const row = {
      BrandId: nextId(s().brands, 'BrandId'),
      Brandname: requiredText(context, 'BrandTitle', 100),
      BrandImgUrl: text(context.field('BrandImgUrl')) ?? '',
      IsActive: optionalBoolean(context, 'IsActive') ?? true,
      CreatedDate: '2024-07-01T00:00:00',
    };
    s().brands.push(row);
    return envelope({ BrandId: row.BrandId }, 'Created');
  });
  product('PUT', 'Brand/SystemBrand', (context) => {
    const row = find(s().brands, 'BrandId', requiredNumber(context, 'BrandId'), 'Brand');
    row.Brandname = requiredText(context, 'BrandTitle', 100);
    row.BrandImgUrl = text(context.field('BrandImgUrl')) ?? '';
    const active = optionalBoolean(context, 'IsActive');
    if (active !== undefined) row.IsActive = active;
    return envelope(null, 'Updated');
  });
  product('DELETE', 'Brand/SystemBrand', (context) => {
    const index = s().brands.findIndex((row) => sameId(row.BrandId, context.q('brandId')));
    if (index < 0) return refuse(404, 'Brand not found');
    s().brands.splice(index, 1);
    return envelope(null, 'Deleted');
  });

  const upload = (urlField: string) => (context: Context) => {
    const body = context.request.body as { files?: { name: string; data: Buffer; type: string }[] };
    const file = body?.files?.[0] ?? refuse(400, 'No file was uploaded');
    const name = `upload-${session.files.size + 1}-${file.name.replace(/[^\w.-]/g, '_')}`;
    session.files.set(name, { data: file.data, type: file.type || 'application/octet-stream' });
    return envelope({ [urlField]: `${session.baseUrl}/files/${name}` }, 'Uploaded');
  };
  product('POST', 'Upload', upload('imageUrl'));

  const categoryOf = (context: Context, row: Row = {}) =>
    Object.assign(row, {
      Tiltle: requiredText(context, 'Tiltle', 100),
      CategoryCode: context.field('CategoryCode') ?? null,
      IsActive: optionalBoolean(context, 'IsActive') ?? true,
      ImageBanner: text(context.field('ImageBanner')) ?? '',
      ImageIcon: text(context.field('ImageIcon')) ?? '',
    });
  product('GET', 'ProductCategory/ProductCategory', (context) =>
    envelope(find(s().categories, 'ProductCategoryId', context.q('productCategoryId'), 'Category')),
  );
  product('GET', 'ProductCategory/ProductSubCategory', (context) =>
    envelope([
      find(s().subCategories, 'ProductSubCategoryId', context.q('productSubCategoryId'), 'Sub-category'),
    ]),
  );
  product('GET', 'ProductCategory/ProductCategoryAll', () => envelope(s().categories));
  product('POST', 'ProductCategory/ProductCategory', (context) => {
    const row = categoryOf(context, { ProductCategoryId: nextId(s().categories, 'ProductCategoryId') });
    s().categories.push(row);
    return envelope({ ProductCategoryId: row.ProductCategoryId }, 'Created');
  });
  product('PUT', 'ProductCategory/ProductCategory', (context) => {
    categoryOf(
      context,
      find(s().categories, 'ProductCategoryId', requiredNumber(context, 'ProductCategoryId'), 'Category'),
    );
    return envelope(null, 'Updated');
  });
  product('PATCH', 'ProductCategory/ProductCategory', (context) => {
    const row = find(s().categories, 'ProductCategoryId', context.q('productCategoryId'), 'Category');
    row.IsActive = !row.IsActive;
    return envelope(null, 'Updated');
  });

  const subCategoryOf = (context: Context, row: Row = {}) => {
    const category = find(
      s().categories,
      'ProductCategoryId',
      requiredNumber(context, 'ProductCategoryId'),
      'Category',
    );
    const title = requiredText(context, 'Tiltle', 100);
    return Object.assign(row, {
      ProductSubCategoryName: title,
      Tiltle: title,
      SubCategoryCode: context.field('SubCategoryCode') ?? null,
      ProductCategoryId: category.ProductCategoryId,
      ProductCategoryName: category.Tiltle,
      ImgUrl: text(context.field('ImgUrl')) ?? '',
      IsActive: optionalBoolean(context, 'IsActive') ?? true,
    });
  };
  product('GET', 'ProductSubCategory/ProductSubCategoryAll', (context) => {
    const wanted = context.q('productCategoryId');
    return envelope(s().subCategories.filter((row) => !wanted || sameId(row.ProductCategoryId, wanted)));
  });
  product('GET', 'ProductSubCategory/NewProductSubCategorys', (context) => {
    const wanted = context.q('productCategoryId') ?? refuse(400, 'The productCategoryId field is required.');
    return envelope(
      s()
        .subCategories.filter((row) => sameId(row.ProductCategoryId, wanted))
        .map((row) => ({
          ProductSubCategoryId: row.ProductSubCategoryId,
          Tiltle: row.Tiltle,
          ImgUrl: row.ImgUrl,
        })),
    );
  });
  product('POST', 'ProductSubCategory/NewProductSubCategory', (context) => {
    const row = subCategoryOf(context, {
      ProductSubCategoryId: nextId(s().subCategories, 'ProductSubCategoryId'),
    });
    s().subCategories.push(row);
    return envelope({ ProductSubCategoryId: row.ProductSubCategoryId }, 'Created');
  });
  product('PUT', 'ProductSubCategory/NewProductSubCategory', (context) => {
    const id = requiredNumber(context, 'ProductSubCategoryId');
    subCategoryOf(context, find(s().subCategories, 'ProductSubCategoryId', id, 'Sub-category'));
    return envelope(null, 'Updated');
  });
  product('PATCH', 'ProductSubCategory/NewProductSubCategory', (context) => {
    const row = find(
      s().subCategories,
      'ProductSubCategoryId',
      context.q('productSubCategoryId'),
      'Sub-category',
    );
    row.IsActive = !row.IsActive;
    return envelope(null, 'Updated');
  });
  product('GET', 'UnitMeasurement/Units', () => envelope(s().units));

  /** A product as the list answers it: its attribute's fields and its first image beside it. */
  const productRow = (row: Row) => {
    const attribute =
      s().attributes.find((candidate) => candidate.ProductDetailId === row.ProductDetailId) ?? {};
    const image = s().images.find((candidate) => candidate.ProductDetailId === row.ProductDetailId);
    return {
      ...row,
      UnitId: attribute.UnitId ?? null,
      MeasurementValue: attribute.MeasurementValue ?? 0,
      MeasurementId: attribute.MeasurementId ?? null,
      SizeWidth: attribute.SizeWidth ?? 0,
      SizeLong: attribute.SizeLong ?? 0,
      SizeHeight: attribute.SizeHeight ?? 0,
      ProductImageId: image?.ProductImageId ?? null,
      ImgUrl: image?.ImgUrl ?? '',
    };
  };
  product('GET', 'Product/GetAllProducts', (context) => {
    const rows = s()
      .products.filter((row) => contains(row.ProductName, context.q('ProductName')))
      .filter(
        (row) =>
          !context.q('ProductCategoryId') || sameId(row.ProductCategoryId, context.q('ProductCategoryId')),
      )
      .filter(
        (row) =>
          !context.q('ProductSubCategoryId') ||
          sameId(row.ProductSubCategoryId, context.q('ProductSubCategoryId')),
      )
      .filter((row) => !context.q('BrandId') || sameId(row.BrandId, context.q('BrandId')))
      .map(productRow);
    return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
  });
  product('GET', 'Product/Product', (context) => {
    const row = find(s().products, 'ProductId', context.q('productId'), 'Product');
    const fields = [
      'ProductId',
      'ProductDetailId',
      'ProductName',
      'ProductCategoryId',
      'ProductSubCategoryId',
      'BrandId',
      'ProductDescription',
      'ProductSummary',
      'Barcode',
    ];
    return envelope(Object.fromEntries(fields.map((name) => [name, row[name]])));
  });
  product('GET', 'ProductAttribute/productattribute', (context) =>
    envelope(find(s().attributes, 'ProductDetailId', context.q('productDetailId'), 'Attribute')),
  );
  product('GET', 'ProductImage/productimage', (context) =>
    envelope(find(s().images, 'ProductImageId', context.q('productImageId'), 'Image')),
  );
  product('GET', 'ProductImage/productimages', (context) =>
    envelope(s().images.filter((row) => sameId(row.ProductDetailId, context.q('productDetailId')))),
  );
  const productFields = (context: Context, row: Row) =>
    Object.assign(row, {
      ProductCategoryId: requiredNumber(context, 'ProductCategoryId'),
      ProductSubCategoryId: requiredNumber(context, 'ProductSubCategoryId'),
      ProductName: requiredText(context, 'ProductName', 200),
      ProductDescription: text(context.field('ProductDescription')) ?? '',
      ProductSummary: text(context.field('ProductSummary')) ?? '',
      Barcode: text(context.field('Barcode')) ?? '',
      BrandId: requiredNumber(context, 'BrandId'),
    });
  const describeProduct = (row: Row) => {
    const sub = s().subCategories.find(
      (candidate) => candidate.ProductSubCategoryId === row.ProductSubCategoryId,
    );
    const brand = s().brands.find((candidate) => candidate.BrandId === row.BrandId);
    return Object.assign(row, {
      ProductCategoryName: sub?.ProductCategoryName ?? '',
      ProductSubCategoryName: sub?.ProductSubCategoryName ?? '',
      BrandName: brand?.Brandname ?? '',
    });
  };
  product('POST', 'Product/SystemProduct', (context) => {
    const row = productFields(context, {
      ProductId: nextId(s().products, 'ProductId'),
      ProductDetailId: nextId(s().products, 'ProductDetailId'),
      ProductOwner: requiredText(context, 'ProductOwner', 10),
    });
    s().products.push(describeProduct(row));
    return envelope({ ProductId: row.ProductId, ProductDetailId: row.ProductDetailId }, 'Created');
  });
  product('PUT', 'Product/SystemProduct', (context) => {
    const row = find(s().products, 'ProductId', requiredNumber(context, 'ProductId'), 'Product');
    describeProduct(productFields(context, row));
    return envelope(null, 'Updated');
  });
  product('DELETE', 'Product/SystemProduct', (context) => {
    const index = s().products.findIndex((row) => sameId(row.ProductId, context.q('productId')));
    if (index < 0) return refuse(404, 'Product not found');
    s().products.splice(index, 1);
    return envelope(null, 'Deleted');
  });
  const attributeFields = (context: Context, row: Row) =>
    Object.assign(row, {
      UnitId: requiredNumber(context, 'UnitId'),
      MeasurementValue: Number(context.field('MeasurementValue') ?? 0),
      SizeWidth: Number(context.field('SizeWidth') ?? 0),
      SizeLong: Number(context.field('SizeLong') ?? 0),
      SizeHeight: Number(context.field('SizeHeight') ?? 0),
      IsUseStockOption: context.field('IsUseStockOption') !== false,
    });
  product('POST', 'ProductAttribute/systemproductattribute', (context) => {
    const row = attributeFields(context, {
      ProductAttributeId: nextId(s().attributes, 'ProductAttributeId'),
      ProductDetailId: requiredNumber(context, 'ProductDetailId'),
      MeasurementId: 1,
    });
    s().attributes.push(row);
    return envelope({ ProductAttributeId: row.ProductAttributeId }, 'Created');
  });
  product('PUT', 'ProductAttribute/systemproductattribute', (context) => {
    attributeFields(
      context,
      find(s().attributes, 'ProductAttributeId', requiredNumber(context, 'ProductAttributeId'), 'Attribute'),
    );
    return envelope(null, 'Updated');
  });
  product('DELETE', 'ProductAttribute/systemproductattribute', (context) => {
    const list = s().attributes;
    const index = list.findIndex((row) => sameId(row.ProductDetailId, context.q('productDetailId')));
    if (index < 0) return refuse(404, 'Attribute not found');
    list.splice(index, 1);
    return envelope(null, 'Deleted');
  });
  product('POST', 'ProductImage/systemproductimage', (context) => {
    const row = {
      ProductImageId: nextId(s().images, 'ProductImageId'),
      ProductDetailId: requiredNumber(context, 'ProductDetailId'),
      ImgUrl: requiredText(context, 'ImgUrl', 500),
      IsCover: context.field('IsCover') !== false,
    };
    s().images.push(row);
    return envelope({ ProductImageId: row.ProductImageId }, 'Created');
  });
  product('PUT', 'ProductImage/systemproductimage', (context) => {
    const row = find(s().images, 'ProductImageId', requiredNumber(context, 'ProductImageId'), 'Image');
    row.ImgUrl = requiredText(context, 'ImgUrl', 500);
    return envelope(null, 'Updated');
  });
  product('DELETE', 'ProductImage/systemproductimage', (context) => {
    const before = s().images.length;
    s().images = s().images.filter((row) => !sameId(row.ProductDetailId, context.q('productDetailId')));
    if (s().images.length === before) return refuse(404, 'Image not found');
    return envelope(null, 'Deleted');
  });
  product('GET', 'Product/GetSystemProductDetail', (context) => {
    const rows = s()
      .products.filter((row) => contains(row.ProductName, context.q('Producttitle')))
      .filter((row) => !context.q('CategoryId') || sameId(row.ProductCategoryId, context.q('CategoryId')))
      .filter(
        (row) => !context.q('SubCategoryId') || sameId(row.ProductSubCategoryId, context.q('SubCategoryId')),
      )
      .map((row) => {
        const attribute =
          s().attributes.find((candidate) => candidate.ProductDetailId === row.ProductDetailId) ?? {};
        return {
          ProductDetails: {
            ProductId: row.ProductId,
            ProductCategoryId: row.ProductCategoryId,
            ProductCategoryName: row.ProductCategoryName,
            ProductSubCategoryId: row.ProductSubCategoryId,
            ProductSubCategoryName: row.ProductSubCategoryName,
            ProductName: row.ProductName,
            ProductSummary: row.ProductSummary,
            BrandId: row.BrandId,
            BarCode: row.Barcode,
            ProductDescription: row.ProductDescription,
          },
          ProductAttributes: attribute,
          ProductImages: s()
            .images.filter((image) => image.ProductDetailId === row.ProductDetailId)
            .map((image) => ({ ImgUrl: image.ImgUrl, IsCover: image.IsCover })),
          StockItems: [{ Quantity: 100, UnitPrice: 100 }],
        };
      });
    return envelope(paged(slice(rows, context.q('Page'), context.q('PageSize'))));
  });

  // --- Supplier inventory service ---------------------------------------------------------------

  inventory('POST', 'BackOfficeInventory/backofficesystemproduct', (context) => {
    const supplierId = requiredText(context, 'SupplierId');
    const products = context.field('Products');
    if (!Array.isArray(products) || products.length === 0)
      return refuse(400, 'The Products field is required.');
    for (const item of products as Row[]) {
      const catalogue = find(s().products, 'ProductId', item.ProductId, 'Product');
      s().sellerProducts.push({
        SupplierProductDetailId: nextId(s().sellerProducts, 'SupplierProductDetailId'),
        SupplierStockItemId: nextId(s().sellerProducts, 'SupplierStockItemId'),
        SupplierId: supplierId,
        ProductId: catalogue.ProductId,
        ProductCategoryId: catalogue.ProductCategoryId,
        ProductCategoryName: catalogue.ProductCategoryName,
        ProductSubCategoryId: catalogue.ProductSubCategoryId,
        ProductSubCategoryName: catalogue.ProductSubCategoryName,
        ProductName: catalogue.ProductName,
        ProductStatus: 'ON_SALE',
        Quantity: Number(item.Quantity ?? 100),
        UnitPrice: Number(item.UnitPrice ?? 100),
        ImgUrl: '',
      });
    }
    return envelope(null, 'Created');
  });
  inventory('GET', 'BackOfficeInventory/backofficecheckproduct', (context) =>
    envelope(
      s().sellerProducts.some(
        (row) =>
          sameId(row.ProductId, context.q('productId')) && sameId(row.SupplierId, context.q('supplierId')),
      ),
    ),
  );
  inventory('GET', 'SystemProduct/systemproducts', (context) => {
    const supplierId = context.q('SupplierId') ?? refuse(400, 'The SupplierId field is required.');
    const rows = s()
      .sellerProducts.filter((row) => sameId(row.SupplierId, supplierId))
      .filter((row) => contains(row.ProductName, context.q('ProductName')))
      .filter(
        (row) =>
          !context.q('ProductCategoryId') || sameId(row.ProductCategoryId, context.q('ProductCategoryId')),
      )
      .filter(
        (row) =>
          !context.q('ProductSubCategoryId') ||
          sameId(row.ProductSubCategoryId, context.q('ProductSubCategoryId')),
      );
    return envelope(paged(slice(rows, context.q('page'), context.q('itemsPerPage'))));
  });
  inventory('PUT', 'SystemProduct/systemproduct', (context) => {
    const row = find(
      s().sellerProducts,
      'SupplierProductDetailId',
      requiredNumber(context, 'SupplierProductDetailId'),
      'Product',
    );
    row.ProductStatus = requiredText(context, 'ProductStatus', 30);
    row.Quantity = Number(context.field('Quantity'));
    row.UnitPrice = Number(context.field('UnitPrice'));
    return envelope(null, 'Updated');
  });
  inventory('GET', 'SupplierPackage/SupplierPackages', (context) => {
    const rows = s().supplierPackages.filter(
      (row) => !context.q('PackageId') || sameId(row.PackageId, context.q('PackageId')),
    );
    return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
  });

  // --- Supplier and grocery services ------------------------------------------------------------

  const partner = (
    kind: 'Supplier' | 'Grocery',
    register: (method: string, path: string, handler: Handler) => void,
    rows: () => Row[],
    secrets: () => Row[],
  ) => {
    const id = `${kind}Id`;
    const name = `${kind}Name`;
    const list =
      kind === 'Supplier' ? 'BackOfficeSupplier/BackOfficeSuppliers' : 'BackOfficeGrocery/BackOfficeGrocerys';
    register('GET', list, (context) => {
      const encrypted = context.q('Encrypt') === 'true';
      const matches = rows()
        .filter((row) => contains(row[name], context.q(name)))
        .filter(
          (row) =>
            !context.q('BusinessTypeCode') || sameId(row.BusinessTypeCode, context.q('BusinessTypeCode')),
        )
        .filter((row) => !context.q('ProvinceId') || sameId(row.ProvinceId, context.q('ProvinceId')))
        .filter((row) => !context.q(id) || sameId(row[id], context.q(id)))
        // The detail (Encrypt=true) carries the encrypted contact fields and their vector.
        .map((row) => (encrypted ? { ...row, ...secrets().find((secret) => secret[id] === row[id]) } : row));
      return envelope(paged(slice(matches, context.q('page'), context.q('pageSize'))));
    });
    const licencePath = `BackOffice${kind}/BackOffice${kind}SellAlcohol`;
    const licences = () => (kind === 'Supplier' ? s().supplierLicences : s().groceryLicences);
    register('GET', licencePath, (context) => {
      const status = context.q('Status');
      if (status && !(LICENCE_STATUSES as readonly string[]).includes(status))
        return refuse(400, `Status must be one of ${LICENCE_STATUSES.join(', ')}`);
      const matches = licences()
        .filter((row) => contains(row[name], context.q(name)))
        .filter(
          (row) =>
            !context.q('BusinessTypeCode') || sameId(row.BusinessTypeCode, context.q('BusinessTypeCode')),
        )
        .filter((row) => !status || row.ApprovedStatus === status);
      return envelope(paged(slice(matches, context.q('page'), context.q('pageSize'))));
    });
    register('PUT', licencePath, (context) => {
      const caller = callerWho(session, context, 'decideLicence', 'decide licences');
      const row = find(licences(), id, requiredText(context, id), 'Licence request');
      const status = requiredText(context, 'ApprovedStatus', 1);
      if (!(LICENCE_STATUSES as readonly string[]).includes(status))
        return refuse(400, `ApprovedStatus must be one of ${LICENCE_STATUSES.join(', ')}`);
      const remark = text(context.field('Remark')) ?? '';
      if (status === 'R' && !remark.trim()) return refuse(400, 'A refusal needs a Remark');
      row.ApprovedStatus = status;
      row.Remark = remark;
      // Who decided is the caller, whatever a body's UserId says.
      row.ApprovedBy = caller.id;
      return envelope(null, 'Updated');
    });
    register('POST', `BackOffice${kind}/UploadStoreSurvey`, upload('imageUrl'));
    const bankParam = `${kind.toLowerCase()}BankAccId`;
    register('GET', `BackOffice${kind}/BackOffice${kind}BankAcc`, (context) => {
      const accounts = kind === 'Supplier' ? s().supplierBankAccounts : s().groceryBankAccounts;
      return envelope(find(accounts, `${kind}BankAccId`, context.q(bankParam), 'Bank account'));
    });
    register('GET', `BackOffice${kind}User/BackOffice${kind}User`, (context) => {
      const wanted =
        context.q(`${kind.toLowerCase()}Id`) ?? refuse(400, `The ${kind.toLowerCase()}Id field is required.`);
      const users = kind === 'Supplier' ? s().supplierUsers : s().groceryUsers;
      return envelope(users.filter((row) => sameId(row[id], wanted)));
    });
    register('GET', 'MasterData/AddressType', () => envelope(s().addressTypes));
    register('GET', 'MasterData/BusinessType', () =>
      envelope(kind === 'Supplier' ? s().wsTypes : s().gcTypes),
    );
  };
  partner(
    'Supplier',
    supplier,
    () => s().suppliers,
    () => s().supplierSecrets,
  );
  partner(
    'Grocery',
    grocery,
    () => s().groceries,
    () => s().grocerySecrets,
  );

  supplier('GET', 'BackOfficeSupplier/AllSuppliers', () => envelope(s().suppliers));
  supplier('GET', 'BackOfficeSupplier/SuppliersByAddress', () => envelope(s().suppliers));
  supplier('GET', 'MasterData/Regions', () => envelope(s().regions));
  supplier('POST', 'MasterData/Regions', (context) => {
    const name = requiredText(context, 'RegionName', 100);
    if (s().regions.some((row) => row.RegionName === name)) return refuse(409, 'Region already exists');
    const row = {
      RegionId: Math.max(...s().regions.map((region) => Number(region.RegionId))) + 10,
      RegionName: name,
    };
    s().regions.push(row);
    // This service answers the new id only.
    return envelope({ RegionId: row.RegionId }, 'Created', 201);
  });
  supplier('GET', 'MasterData/Provinces', (context) => {
    const region = context.q('regionId');
    return envelope(s().provinces.filter((row) => !region || sameId(row.RegionId, region)));
  });
  supplier('GET', 'MasterData/Districts', (context) => {
    const province = context.q('provinceId') ?? refuse(400, 'The provinceId field is required.');
    return envelope(s().districts.filter((row) => sameId(row.ProvinceId, province)));
  });
  supplier('GET', 'MasterData/SubDistricts', (context) => {
    const district = context.q('districtId') ?? refuse(400, 'The districtId field is required.');
    return envelope(s().subDistricts.filter((row) => sameId(row.DistrictId, district)));
  });

  // --- Packages, master data, orders, money, e-mail, notifications --------------------------------

  pkg('GET', 'KKPackage/Packages', (context) => {
    const rows = s()
      .packages.filter((row) => contains(row.PackageName, context.q('PackageName')))
      .filter((row) => !context.q('PackageType') || row.PackageType === context.q('PackageType'));
    return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
  });
  pkg('POST', 'KKPackage/Package', (context) => {
    const row = {
      PackageId: nextId(s().packages, 'PackageId'),
      PackageName: requiredText(context, 'PackageName', 200),
      PackageType: text(context.field('PackageType')) ?? '',
      PackageDescription: text(context.field('PackageDescription')) ?? '',
      Price: Number(context.field('Price') ?? 0),
      DurationDays: Number(context.field('DurationDays') ?? 0),
      ImageUrl: text(context.field('ImageUrl')) ?? '',
      IsActive: context.field('IsActive') !== false,
      CreatedAt: '2024-07-01T00:00:00',
    };
    s().packages.push(row);
    return envelope({ PackageId: row.PackageId }, 'Created');
  });
  pkg('POST', 'Upload', upload('ImageUrl'));

  masterData('GET', 'RestrictContent/RestrictContents', () => envelope({ Data: s().restrictContents }));

  order('GET', 'Order/OrderMemberList', (context) => {
    // The specification lists Select among the parameters; only Start and End are optional.
    const select = context.q('Select') ?? refuse(400, 'The Select field is required.');
    const start = context.q('Start');
    const end = context.q('End');
    for (const day of [start, end])
      if (day && !/^\d{4}-\d{2}-\d{2}$/.test(day)) refuse(400, `The value '${day}' is not a valid date.`);
    // A status this service knows narrows the list; any other value (its "all") does not.
    const known = (ORDER_STATUSES as readonly string[]).includes(select);
    const rows = s()
      .orders.filter((row) => !known || row.OrderStatus === select)
      .filter((row) => !start || String(row.OrderDate).slice(0, 10) >= start)
      .filter((row) => !end || String(row.OrderDate).slice(0, 10) <= end)
      .sort((a, b) => String(b.OrderDate).localeCompare(String(a.OrderDate)));
    return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
  });

  finance('GET', 'Transaction/TransactionStatus', () => envelope(TRANSACTION_STATUSES));
  finance('GET', 'Transaction/bo-transactions', (context) => {
    const type = context.q('TransactionTypeCode');
    if (type && type !== 'PAID' && type !== 'PO')
      return refuse(400, 'TransactionTypeCode must be PAID or PO');
    const status = context.q('TransactionStatusCode');
    if (status && !TRANSACTION_STATUSES.some((row) => row.Code === status))
      return refuse(400, `Unknown TransactionStatusCode '${status}'`);
    const from = context.q('StartDateTime');
    const to = context.q('EndDateTime');
    const rows = s()
      .transactions.filter((row) => !type || (type === 'PAID') === (row.TransactionTypeCode === 'PAID'))
      .filter((row) => !status || row.TransactionStatusCode === status)
      .filter((row) => !context.q('GroceryId') || sameId(row.GroceryId, context.q('GroceryId')))
      .filter((row) => !context.q('SupplierId') || sameId(row.SupplierId, context.q('SupplierId')))
      .filter((row) => contains(row.OrderNo, context.q('OrderNo')))
      .filter((row) => !from || String(row.StartDateTime) >= from)
      .filter((row) => !to || String(row.StartDateTime) <= to)
      .sort((a, b) => String(b.StartDateTime).localeCompare(String(a.StartDateTime)));
    return envelope(paged(slice(rows, context.q('Page'), context.q('PageSize'))));
  });
  // Who checked each withdrawal waiting for its second person: this service's own record.
  const checkedBy = new WeakMap<Row, number>();
  finance('PUT', 'Transaction/withdraw', (context) => {
    const caller = callerWho(session, context, 'decideWithdrawal', 'decide withdrawals');
    const row = find(
      s().transactions,
      'StatementTransactionId',
      requiredNumber(context, 'StatementTransactionId'),
      'Transaction',
    );
    const code = requiredText(context, 'TransactionStatusCode', 30);
    const status = TRANSACTION_STATUSES.find((candidate) => candidate.Code === code);
    if (!status) return refuse(400, `Unknown TransactionStatusCode '${code}'`);
    if (!['WD', 'WDA'].includes(String(row.TransactionTypeCode))) return refuse(409, 'Not a withdrawal');
    // A decided withdrawal is never decided again over the first decision (docs/api.md, "Decisions made once").
    const waiting = code === 'CHECKED' ? ['WAIT_APPROVE'] : ['WAIT_APPROVE', 'CHECKED'];
    if (!waiting.includes(String(row.TransactionStatusCode)))
      return refuse(409, `Withdrawal is '${String(row.TransactionStatusCode)}', not waiting for a decision`);
    // Four eyes (docs/api.md, "Who may call what"): the caller who checked it, from the token, may
    // not also decide it; nor may anyone when who checked it is not known.
    if (row.TransactionStatusCode === 'CHECKED') {
      const checker = checkedBy.get(row);
      if (checker === undefined)
        return refuse(403, 'Who checked this withdrawal is not known: it cannot be decided');
      if (checker === caller.id)
        return refuse(403, `User '${caller.username}' checked this withdrawal: another person decides it`);
    }
    const amount = row.GrandtotalAmount;
    const withinLimit = typeof amount === 'number' && Number.isFinite(amount) && amount <= FOUR_EYES_ABOVE;
    if (code === 'APPROVE' && row.TransactionStatusCode === 'WAIT_APPROVE' && !withinLimit)
      return refuse(
        403,
        `Above ${FOUR_EYES_ABOVE} baht a withdrawal is checked by one person and approved by another`,
      );
    for (const name of ['WithdrawDateStart', 'WithdrawDateEnd']) {
      const day = context.field(name);
      if (day !== null && day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(day)))
        refuse(400, `The value '${String(day)}' is not a valid date for ${name}.`);
    }
    if (code === 'CHECKED') checkedBy.set(row, caller.id);
    row.TransactionStatusCode = status.Code;
    row.TransactionStatusTitle = status.Name;
    row.WithdrawDateStart = context.field('WithdrawDateStart') ?? null;
    row.WithdrawDateEnd = context.field('WithdrawDateEnd') ?? null;
    return envelope(row, 'Updated');
  });

  email('POST', 'Email/BackOfficeRegistered', () => envelope(null, 'Sent'));

  for (const [app, base] of [
    ['SP', BASES.notificationSupplier],
    ['GC', BASES.notification],
  ] as const) {
    const notification = on(base, 'bearer');
    notification('GET', 'NotificationLog/BackOfficeNotiLogUpdateDetail', (context) => {
      if (context.q('Topic') !== 'UpdateDetail') return refuse(400, 'Topic must be UpdateDetail');
      const rows = [...s().notifications[app === 'SP' ? 'sp' : 'gc']].sort((a, b) =>
        String(b.CreatedDate).localeCompare(String(a.CreatedDate)),
      );
      return envelope(paged(slice(rows, context.q('page'), context.q('pageSize'))));
    });
    notification('GET', 'UpdateTemplate/UpdateTemplate', (context) =>
      envelope(find(s().templates[app], 'TemplateCode', context.q('templateCode'), 'Template')),
    );
  }

  return routes;
}
