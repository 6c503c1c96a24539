import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/parse';
import { DEFAULT_CONFIG } from '../../src/config/config';
import { serviceBaseUrl } from '../../src/config/urls';
import { unknownRightsProblems } from '../../src/config/parseSections';
import { rightAllows } from '../../src/registry/rights';
import { demoModeFor, isLoopbackHost } from '../../src/config/demoHost';
import { loadConfig } from '../../src/config/loadConfig';

/** What parseConfig says is wrong with a file (none when it takes it). */
function problemsOfConfig(raw: unknown): string[] {
  try {
    parseConfig(raw);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('parseConfig', () => {
  it('fills every missing key with its default', () => {
    expect(parseConfig({})).toEqual(DEFAULT_CONFIG);
    expect(parseConfig({ demo: true }).demo).toBe(true);
    // A config without the key is not in demo mode (the shipped config.json turns it on)
    expect(parseConfig({}).demo).toBe(false);
    expect(parseConfig({ services: { product: 'https://p.example/v1/' } }).services).toEqual({
      ...DEFAULT_CONFIG.services,
      product: 'https://p.example/v1/',
    });
  });

  it('keeps crypto settings and checks the encodings', () => {
    const config = parseConfig({ demo: true, crypto: { withdrawKey: 'k', keyEncoding: 'hex' } });
    expect(config.crypto).toEqual({ ...DEFAULT_CONFIG.crypto, withdrawKey: 'k', keyEncoding: 'hex' });
    expect(() => parseConfig({ crypto: { ivEncoding: 'latin1' } })).toThrow(/ivEncoding/);
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseConfig([])).toThrow(ConfigError);
    expect(() => parseConfig('demo')).toThrow(ConfigError);
    expect(() => parseConfig(null)).toThrow(ConfigError);
  });

  it('lists every problem at once', () => {
    try {
      parseConfig({ demo: 'yes', apiUrl: 'api.example', services: { nope: '/x', product: 3 }, extra: 1 });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/unknown key "extra"/);
      expect(problems.join('\n')).toMatch(/"demo" must be a boolean/);
      expect(problems.join('\n')).toMatch(/"apiUrl" must be an absolute/);
      expect(problems.join('\n')).toMatch(/unknown service "services.nope"/);
      expect(problems.join('\n')).toMatch(/"services.product" must be a URL or a path/);
    }
  });
});

describe('parseConfig: decryption keys are never in the public config.json of a real deployment', () => {
  const problemsOf = (raw: unknown) => problemsOfConfig(raw);

  it('stops the app when the demo is off and the file holds keys, naming them and crypto.keysUrl', () => {
    const problems = problemsOf({
      demo: false,
      crypto: { profileKey: 'a-key-of-sixteen', refundKey: 'another-key-here', keysUrl: '/auth/CryptoKeys' },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"crypto.profileKey", "crypto.refundKey"');
    expect(problems[0]).not.toContain('withdrawKey');
    expect(problems[0]).toContain('"demo": false');
    expect(problems[0]).toContain('"crypto.keysUrl"');
    expect(problems[0]).toContain('after sign-in');
  });

  it('counts a config without the demo key as the demo off', () => {
    expect(problemsOf({ crypto: { withdrawKey: 'k' } })).toEqual([
      expect.stringContaining('"crypto.withdrawKey": decryption keys must not be written in config.json'),
    ]);
  });

  it('lets the demo keep its keys in the file (the demo holds no secret)', () => {
    expect(
      parseConfig({ demo: true, crypto: { profileKey: 'p', withdrawKey: 'w', refundKey: 'r' } }).crypto,
    ).toMatchObject({ profileKey: 'p', withdrawKey: 'w', refundKey: 'r' });
  });

  it('takes empty keys, or keys of spaces only, with the keys fetched from crypto.keysUrl', () => {
    expect(problemsOf({ demo: false, crypto: { keysUrl: '/auth/CryptoKeys', profileKey: '' } })).toEqual([]);
    expect(problemsOf({ demo: false, crypto: { profileKey: '   ' } })).toEqual([]);
  });
});

describe('parseConfig: crypto.revealRoles (who may reveal what)', () => {
  it("defaults to the demo's roles: contact data for admin, sales and support, bank data for admin and finance", () => {
    expect(parseConfig({}).crypto.revealRoles).toEqual({
      contact: ['admin', 'sales', 'support'],
      bank: ['admin', 'finance'],
    });
  });

  it("takes the server's role names per kind, a missing kind keeping its default, an empty list for nobody", () => {
    expect(parseConfig({ crypto: { revealRoles: { bank: ['accountant'] } } }).crypto.revealRoles).toEqual({
      contact: ['admin', 'sales', 'support'],
      bank: ['accountant'],
    });
    expect(
      parseConfig({ crypto: { revealRoles: { contact: [], bank: ['superadmin', 'accountant'] } } }).crypto
        .revealRoles,
    ).toEqual({ contact: [], bank: ['superadmin', 'accountant'] });
  });

  it('says what is wrong with a malformed value', () => {
    const problemsOf = (revealRoles: unknown) => problemsOfConfig({ crypto: { revealRoles } });
    expect(problemsOf(['admin'])).toEqual([
      '"crypto.revealRoles" must be an object ({ "contact": [...], "bank": [...] })',
    ]);
    expect(problemsOf({ phone: ['admin'] })).toEqual([
      'unknown key "crypto.revealRoles.phone" (one of contact, bank)',
    ]);
    expect(problemsOf({ contact: 'admin' })).toEqual([
      '"crypto.revealRoles.contact" must be a list of role names (texts), not "admin"',
    ]);
    expect(problemsOf({ bank: ['finance', ''] })).toEqual([
      '"crypto.revealRoles.bank" must be a list of role names (texts), not ["finance",""]',
    ]);
  });

  it('never changes the defaults through a parsed config', () => {
    parseConfig({}).crypto.revealRoles.bank.push('sales');
    expect(parseConfig({}).crypto.revealRoles.bank).toEqual(['admin', 'finance']);
  });
});

describe('parseConfig: devHostGetsToken', () => {
  it('is off unless the file says true, and must be true or false', () => {
    expect(parseConfig({}).devHostGetsToken).toBe(false);
    expect(parseConfig({ devHostGetsToken: true }).devHostGetsToken).toBe(true);
    expect(() => parseConfig({ devHostGetsToken: 'yes' })).toThrow(
      /"devHostGetsToken" must be a boolean, not "yes"/,
    );
  });
});

describe("parseConfig: workflow (what the server's status codes mean)", () => {
  it("defaults to the demo's codes when the block or a key is missing", () => {
    const demoCodes = {
      withdrawal: { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' },
      licence: { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' },
      payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
      support: { waiting: ['OPEN'] },
    };
    expect(parseConfig({}).workflow).toEqual(demoCodes);
    expect(parseConfig({ workflow: {} }).workflow).toEqual(demoCodes);
    expect(parseConfig({ workflow: { payment: {} } }).workflow).toEqual(demoCodes);
    expect(parseConfig({ workflow: { licence: { approved: 'A' } } }).workflow).toEqual({
      withdrawal: demoCodes.withdrawal,
      licence: { waiting: ['PENDING'], approved: 'A', rejected: 'REJECTED' },
      payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
      support: { waiting: ['OPEN'] },
    });
  });

  it("takes a deployment's own codes", () => {
    const config = parseConfig({
      workflow: {
        withdrawal: { waiting: ['WAIT_APPROVE', 'WAIT_BANK'], approved: 'APPROVE', rejected: 'REJECT' },
        licence: { waiting: ['W'], approved: 'A', rejected: 'R' },
        payment: { succeeded: 'DONE' },
        support: { waiting: ['NEW', 'REOPENED'] },
      },
    });
    expect(config.workflow).toEqual({
      withdrawal: { waiting: ['WAIT_APPROVE', 'WAIT_BANK'], approved: 'APPROVE', rejected: 'REJECT' },
      licence: { waiting: ['W'], approved: 'A', rejected: 'R' },
      payment: { succeeded: 'DONE', unpaid: ['PENDING', 'FAILED'] },
      support: { waiting: ['NEW', 'REOPENED'] },
    });
  });

  it('lets the success code be the approval code, which pays a withdrawal out', () => {
    const config = parseConfig({ workflow: { payment: { succeeded: 'APPROVED' } } });
    expect(config.workflow.payment).toEqual({ succeeded: 'APPROVED', unpaid: ['PENDING', 'FAILED'] });
  });

  it('does not share its default lists with a parsed config', () => {
    parseConfig({}).workflow.withdrawal.waiting.push('CHANGED');
    expect(parseConfig({}).workflow.withdrawal.waiting).toEqual(['WAITING_APPROVAL']);
  });

  it('reports every malformed value, as for the other keys', () => {
    const problemsOf = (workflow: unknown) => problemsOfConfig({ workflow });
    expect(problemsOf('yes')).toEqual(['"workflow" must be an object']);
    expect(problemsOf({ refund: {} })).toEqual(['unknown key "workflow.refund"']);
    expect(problemsOf({ payment: 'DONE' })).toEqual([
      '"workflow.payment" must be an object ({ "succeeded": "...", "unpaid": [...] })',
    ]);
    expect(problemsOf({ payment: { succeeded: ['DONE'], received: 'R' } })).toEqual([
      '"workflow.payment.succeeded" must be a code (a text), not ["DONE"]',
      'unknown key "workflow.payment.received"',
    ]);
    expect(problemsOf({ payment: { unpaid: 'PENDING' } })).toEqual([
      '"workflow.payment.unpaid" must be a list of codes, not "PENDING"',
    ]);
    expect(problemsOf({ payment: { succeeded: 'PAID', unpaid: ['PAID'] } })).toEqual([
      '"workflow.payment.succeeded" ("PAID") must not be one of "workflow.payment.unpaid"',
    ]);
    expect(problemsOf({ payment: { succeeded: '' } })).toEqual([
      '"workflow.payment.succeeded" must be a code (a text), not ""',
    ]);
    expect(problemsOf({ payment: { succeeded: 'WAITING_APPROVAL' } })).toEqual([
      '"workflow.payment.succeeded" ("WAITING_APPROVAL") must not be one of "workflow.withdrawal.waiting"',
    ]);
    expect(problemsOf({ payment: { succeeded: 'REJECTED' } })).toEqual([
      '"workflow.payment.succeeded" and "workflow.withdrawal.rejected" must differ, both are "REJECTED"',
    ]);
    expect(problemsOf({ licence: ['W'] })).toEqual([
      '"workflow.licence" must be an object ({ "waiting": [...], "approved": "...", "rejected": "..." })',
    ]);
    expect(problemsOf({ withdrawal: { waiting: 'WAIT_APPROVE' } })).toEqual([
      '"workflow.withdrawal.waiting" must be a list of one or more codes, not "WAIT_APPROVE"',
    ]);
    expect(problemsOf({ withdrawal: { waiting: [] } })).toEqual([
      '"workflow.withdrawal.waiting" must be a list of one or more codes, not []',
    ]);
    expect(problemsOf({ withdrawal: { waiting: ['W', ''] } })).toEqual([
      '"workflow.withdrawal.waiting" must be a list of one or more codes, not ["W",""]',
    ]);
    expect(problemsOf({ licence: { approved: 1, rejected: ' ', open: 'O' } })).toEqual([
      '"workflow.licence.approved" must be a code (a text), not 1',
      '"workflow.licence.rejected" must be a code (a text), not " "',
      'unknown key "workflow.licence.open"',
    ]);
    expect(problemsOf({ licence: { approved: 'X', rejected: 'X' } })).toEqual([
      '"workflow.licence.approved" and "workflow.licence.rejected" must differ, both are "X"',
    ]);
    expect(problemsOf({ withdrawal: { waiting: ['APPROVED'] } })).toEqual([
      '"workflow.withdrawal.approved" ("APPROVED") must not be one of "workflow.withdrawal.waiting"',
    ]);
    expect(problemsOf({ support: 'OPEN' })).toEqual([
      '"workflow.support" must be an object ({ "waiting": [...] })',
    ]);
    expect(problemsOf({ support: { waiting: [], open: ['OPEN'] } })).toEqual([
      '"workflow.support.waiting" must be a list of one or more codes, not []',
      'unknown key "workflow.support.open"',
    ]);
  });
});

describe('parseConfig: session (the idle time)', () => {
  it('signs out after 30 minutes without activity unless told otherwise', () => {
    expect(parseConfig({}).session).toEqual({ idleMinutes: 30, sudoMinutes: 15 });
    expect(parseConfig({ session: {} }).session).toEqual({ idleMinutes: 30, sudoMinutes: 15 });
    expect(parseConfig({ session: { idleMinutes: 15 } }).session).toEqual({
      idleMinutes: 15,
      sudoMinutes: 15,
    });
    // A fraction of a minute, for a quick trial.
    expect(parseConfig({ session: { idleMinutes: 0.05 } }).session).toMatchObject({ idleMinutes: 0.05 });
  });

  it('a password check stands 15 minutes for money and access changes unless told otherwise; 0 asks every time', () => {
    expect(parseConfig({ session: { sudoMinutes: 5 } }).session.sudoMinutes).toBe(5);
    expect(parseConfig({ session: { sudoMinutes: 0 } }).session.sudoMinutes).toBe(0);
    expect(() => parseConfig({ session: { sudoMinutes: -1 } })).toThrow(ConfigError);
    expect(() => parseConfig({ session: { sudoMinutes: '15' } })).toThrow(ConfigError);
  });

  it('refuses an idle time that is not a positive number, and unknown keys', () => {
    const problemsOf = (session: unknown) => problemsOfConfig({ session });
    expect(problemsOf([])).toEqual(['"session" must be an object ({ "idleMinutes": 30 })']);
    expect(problemsOf({ idleMinutes: '30' })).toEqual([
      '"session.idleMinutes" must be a number of minutes above 0, not "30"',
    ]);
    expect(problemsOf({ idleMinutes: 0 })).toEqual([
      '"session.idleMinutes" must be a number of minutes above 0, not 0',
    ]);
    expect(problemsOf({ idleMinutes: -5 })).toEqual([
      '"session.idleMinutes" must be a number of minutes above 0, not -5',
    ]);
    expect(problemsOf({ idleMinutes: null })).toEqual([
      '"session.idleMinutes" must be a number of minutes above 0, not null',
    ]);
    expect(problemsOf({ idleMinutes: 30, warnMinutes: 1 })).toEqual(['unknown key "session.warnMinutes"']);
  });
});

describe('serviceBaseUrl', () => {
  const origin = 'http://127.0.0.1:4173';
  it('joins a path to the page origin when apiUrl is empty', () => {
    expect(serviceBaseUrl(DEFAULT_CONFIG, 'product', origin)).toBe('http://127.0.0.1:4173/product/api/v1/');
    expect(serviceBaseUrl(DEFAULT_CONFIG, 'backoffice', origin)).toBe('http://127.0.0.1:4173/');
  });
  it('joins a path to apiUrl, keeps absolute URLs, and sends dev: paths to devApiUrl', () => {
    const config = parseConfig({
      apiUrl: 'https://api.example.co.th/',
      devApiUrl: 'https://dev.example.co.th',
      services: { order: 'https://orders.example.co.th/v2', finance: 'dev:/finance/api/v1/' },
    });
    expect(serviceBaseUrl(config, 'grocery', origin)).toBe('https://api.example.co.th/grocery/api/v1/');
    expect(serviceBaseUrl(config, 'order', origin)).toBe('https://orders.example.co.th/v2/');
    expect(serviceBaseUrl(config, 'finance', origin)).toBe('https://dev.example.co.th/finance/api/v1/');
  });
});

describe('parseConfig: publicDemo (the demo on a host other than this machine)', () => {
  it('is off unless the file says true', () => {
    expect(parseConfig({}).publicDemo).toBe(false);
    expect(parseConfig({ demo: true }).publicDemo).toBe(false);
    expect(parseConfig({ demo: true, publicDemo: true }).publicDemo).toBe(true);
  });

  it('must be true or false', () => {
    expect(() => parseConfig({ demo: true, publicDemo: 'yes' })).toThrow(
      /"publicDemo" must be a boolean, not "yes"/,
    );
  });
});

describe('demoModeFor: where a demo config.json starts the demo', () => {
  const demo = { demo: true, publicDemo: false };
  const publicDemo = { demo: true, publicDemo: true };
  const off = { demo: false, publicDemo: false };

  it.each(['127.0.0.1', 'localhost', '[::1]', '127.0.1.1', 'LOCALHOST', 'app.localhost'])(
    'runs the demo on this machine (%s), without the banner, as npm start always has',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
      expect(demoModeFor(demo, host)).toEqual({ demo: true, banner: false, refused: false });
      expect(demoModeFor(publicDemo, host)).toEqual({ demo: true, banner: false, refused: false });
    },
  );

  it.each(['backoffice.example.co.th', '192.168.1.20', '10.0.0.1', '[2001:db8::1]', '127.0.0.1.example.com'])(
    'refuses a demo config.json on %s unless it asks for a public demo, which then shows the banner',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
      expect(demoModeFor(demo, host)).toEqual({ demo: false, banner: false, refused: true });
      expect(demoModeFor(publicDemo, host)).toEqual({ demo: true, banner: true, refused: false });
    },
  );

  it('has nothing to say with the demo off, publicDemo or not', () => {
    for (const host of ['127.0.0.1', 'backoffice.example.co.th'])
      for (const config of [off, { demo: false, publicDemo: true }])
        expect(demoModeFor(config, host)).toEqual({ demo: false, banner: false, refused: false });
  });
});

describe('loadConfig: a demo config.json on a public host', () => {
  afterEach(() => vi.unstubAllGlobals());
  const serve = (body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));

  it('stops with a page that says why, rather than putting staff on the fake backend', async () => {
    serve({ demo: true });
    const failure = await loadConfig('/config.json', 'backoffice.example.co.th').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    const problems = (failure as ConfigError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('backoffice.example.co.th');
    expect(problems[0]).toContain('"demo": false');
    expect(problems[0]).toContain('"publicDemo": true');
  });

  it('starts the demo on this machine, a public demo anywhere, and the demo off anywhere', async () => {
    serve({ demo: true });
    await expect(loadConfig('/config.json', '127.0.0.1')).resolves.toMatchObject({ demo: true });
    serve({ demo: true, publicDemo: true });
    await expect(loadConfig('/config.json', 'demo.example.co.th')).resolves.toMatchObject({
      demo: true,
      publicDemo: true,
    });
    serve({ demo: false });
    await expect(loadConfig('/config.json', 'backoffice.example.co.th')).resolves.toMatchObject({
      demo: false,
    });
  });
});

describe('loadConfig: decryption keys in a production config.json', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops the app with the config error, on any host, saying where the keys come from', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ demo: false, crypto: { withdrawKey: 'a-key-of-sixteen' } }), {
          status: 200,
        }),
    );
    for (const host of ['127.0.0.1', 'backoffice.example.co.th']) {
      const failure = await loadConfig('/config.json', host).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ConfigError);
      const problems = (failure as ConfigError).problems;
      expect(problems).toEqual([expect.stringContaining('"crypto.withdrawKey"')]);
      expect(problems[0]).toContain('"crypto.keysUrl"');
    }
  });
});

describe('parseConfig: rights (who may do which write)', () => {
  const problemsOf = (rights: unknown) => problemsOfConfig({ rights });

  it('in the demo, limits nothing by default: the menu alone decides', () => {
    expect(parseConfig({ demo: true }).rights).toEqual({});
    expect(rightAllows(parseConfig({ demo: true }).rights, 'pay-outs', 'decide', 'sales')).toBe(true);
  });

  it('with the demo off and no rights, refuses deletions, decisions and password resets to every role', () => {
    const { rights } = parseConfig({});
    for (const [resource, action] of [
      ['brands', 'delete'],
      ['pay-outs', 'decide'],
      ['supplier-alcohol', 'decide'],
      ['grocery-passwords', 'resetPassword'],
    ])
      for (const role of ['admin', 'superadmin', 'finance'])
        expect(rightAllows(rights, resource, action, role), `${role} ${action} ${resource}`).toBe(false);
    // the other writes stay with whoever the menu lets in
    expect(rightAllows(rights, 'brands', 'create', 'admin')).toBe(true);
    expect(rightAllows(rights, 'brands', 'edit', 'admin')).toBe(true);
    expect(rightAllows(rights, 'brands', 'export', 'admin')).toBe(true);
  });

  it('with the demo off, grants those three only to the roles the file names, per resource or for all', () => {
    const { rights } = parseConfig({
      rights: { 'pay-outs': { decide: ['finance'] }, '*': { delete: ['superadmin'] } },
    });
    expect(rightAllows(rights, 'pay-outs', 'decide', 'finance')).toBe(true);
    expect(rightAllows(rights, 'pay-outs', 'decide', 'admin')).toBe(false);
    expect(rightAllows(rights, 'supplier-alcohol', 'decide', 'finance')).toBe(false);
    expect(rightAllows(rights, 'brands', 'delete', 'superadmin')).toBe(true);
    expect(rightAllows(rights, 'brands', 'delete', 'admin')).toBe(false);
    expect(rightAllows(rights, 'grocery-passwords', 'resetPassword', 'superadmin')).toBe(false);
  });

  it('keeps role lists per resource and per action, `*` for every resource', () => {
    expect(
      parseConfig({
        demo: true,
        rights: { '*': { export: ['admin', 'finance'] }, 'pay-outs': { decide: ['finance'] }, brands: {} },
      }).rights,
    ).toEqual({ '*': { export: ['admin', 'finance'] }, 'pay-outs': { decide: ['finance'] }, brands: {} });
  });

  it('names every key that is no resource of the app, with the one it most likely meant', () => {
    const known = ['pay-outs', 'brands', 'seller-products'];
    const problems = unknownRightsProblems(
      { payouts: { decide: ['finance'] }, '*': { export: [] }, brands: {}, vouchers: { export: [] } },
      known,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^unknown resource "rights\.payouts": .*did you mean "pay-outs"\?/);
    expect(problems[1]).toMatch(/^unknown resource "rights\.vouchers": /);
    expect(problems[1]).not.toContain('did you mean');
    expect(unknownRightsProblems({ '*': {}, 'seller-products': { create: [] } }, known)).toEqual([]);
  });

  it('says what is wrong with a malformed value', () => {
    expect(problemsOf(['admin'])).toEqual([
      '"rights" must be an object ({ "<resource or *>": { "<action>": [roles] } })',
    ]);
    expect(problemsOf({ brands: ['delete'] })).toEqual([
      '"rights.brands" must be an object ({ "<action>": [roles] })',
    ]);
    expect(problemsOf({ brands: { remove: ['admin'] } })).toEqual([
      'unknown action "rights.brands.remove" (one of create, edit, delete, decide, resetPassword, export, invite)',
    ]);
    expect(problemsOf({ brands: { delete: 'admin' } })).toEqual([
      '"rights.brands.delete" must be a list of role names (texts), not "admin"',
    ]);
    expect(problemsOf({ brands: { delete: ['admin', ''] } })).toEqual([
      '"rights.brands.delete" must be a list of role names (texts), not ["admin",""]',
    ]);
  });
});

describe('parseConfig: documents (wire fields the finance documents read)', () => {
  it('reads the approver, the decision time and the tax branch under assumed names unless told otherwise', () => {
    expect(parseConfig({}).documents).toEqual({
      approverField: 'ApprovedBy',
      approvedAtField: 'ApprovedDateTime',
      branchField: 'TaxBranchNo',
    });
    expect(parseConfig({ documents: { approverField: 'UpdateBy' } }).documents).toEqual({
      approverField: 'UpdateBy',
      approvedAtField: 'ApprovedDateTime',
      branchField: 'TaxBranchNo',
    });
  });

  it('refuses a field name that is not a text, and unknown keys', () => {
    const problemsOf = (documents: unknown) => problemsOfConfig({ documents });
    expect(problemsOf('ApprovedBy')).toEqual([
      '"documents" must be an object ({ "approverField": "ApprovedBy", ... })',
    ]);
    expect(problemsOf({ branchField: '' })).toEqual([
      '"documents.branchField" must be a field name (a text), not ""',
    ]);
    expect(problemsOf({ payeeField: 'Name' })).toEqual(['unknown key "documents.payeeField"']);
  });
});

describe('parseConfig: imageOrigins (an image CDN for img-src)', () => {
  const problemsOf = (imageOrigins: unknown) => problemsOfConfig({ imageOrigins });

  it('is empty unless the file lists origins, which it keeps', () => {
    expect(parseConfig({}).imageOrigins).toEqual([]);
    expect(
      parseConfig({ imageOrigins: ['https://img.example-cdn.net', 'https://pics.example.co.th:8443'] })
        .imageOrigins,
    ).toEqual(['https://img.example-cdn.net', 'https://pics.example.co.th:8443']);
  });

  it('refuses what is not a list of origins, naming the key', () => {
    expect(problemsOf('https://img.example-cdn.net')).toEqual([
      expect.stringContaining('"imageOrigins" must be a list of origins'),
    ]);
    for (const value of [
      'https://img.example-cdn.net/images/',
      'img.example-cdn.net',
      'ftp://img.example-cdn.net',
      'https://img.example-cdn.net?x=1',
      "https://img.example-cdn.net 'unsafe-inline'",
      '*',
      3,
    ])
      expect(problemsOf([value])).toEqual([expect.stringContaining('"imageOrigins" must hold origins only')]);
  });
});

describe('loadConfig: a page served over https calls no plain http address', () => {
  afterEach(() => vi.unstubAllGlobals());
  const serve = (body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));
  const failureOf = (protocol: string) =>
    loadConfig('/config.json', 'backoffice.example.co.th', protocol).catch((error: unknown) => error);

  it('stops the app naming every http:// address, on an https page', async () => {
    serve({
      apiUrl: 'http://api.example.co.th',
      services: { email: 'http://mail.example.co.th/email/api/v1/', product: 'https://p.example.co.th/v1/' },
      crypto: { keysUrl: 'HTTP://keys.example.co.th/keys' },
      imageOrigins: ['http://img.example-cdn.net'],
    });
    const failure = await failureOf('https:');
    expect(failure).toBeInstanceOf(ConfigError);
    const problems = (failure as ConfigError).problems;
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      '"apiUrl"',
      '"services.email"',
      '"crypto.keysUrl"',
      '"imageOrigins[0]"',
    ]);
    expect(problems[0]).toContain('https');
  });

  it('takes https addresses and paths on an https page, and http ones on an http page', async () => {
    serve({ apiUrl: 'https://api.example.co.th', services: { email: '/email/api/v1/' } });
    await expect(failureOf('https:')).resolves.toMatchObject({ apiUrl: 'https://api.example.co.th' });
    serve({ apiUrl: 'http://127.0.0.1:8080' });
    await expect(failureOf('http:')).resolves.toMatchObject({ apiUrl: 'http://127.0.0.1:8080' });
  });
});

describe('parseConfig: listPerPage (the rows a list opens with)', () => {
  const problemsOf = (listPerPage: unknown) => problemsOfConfig({ listPerPage });

  it('opens lists at 50 rows, as the specification says, unless told otherwise', () => {
    expect(parseConfig({}).listPerPage).toBe(50);
    expect(parseConfig({ listPerPage: 10 }).listPerPage).toBe(10);
  });

  it('takes only a size the pagination offers, so the picker can show it', () => {
    expect(problemsOf(20)).toEqual(['"listPerPage" must be one of 5, 10, 25, 50, not 20']);
    expect(problemsOf('10')).toEqual(['"listPerPage" must be one of 5, 10, 25, 50, not "10"']);
  });
});
