import { createTheme, ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { HttpError, I18nContextProvider, memoryStore, StoreContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/httpClient';
import { errorOfAnswer } from '../../src/api/http';
import {
  announceServerError,
  clearServerFaults,
  correlationIdOf,
  errorText,
  FAULT_TEXT_KEPT,
  FAULTS_KEPT,
  recentServerFaults,
} from '../../src/api/serverErrors';
import { parseConfig } from '../../src/config/parse';
import { ServerErrorPopup } from '../../src/layout/ServerErrorPopup';
import { createI18nProvider, storeInLanguageOf } from '../../src/providers/i18nProvider';

const SQL = "SqlException: Invalid column name 'Passwd' in table dbo.Users";
/** Pieces of the SQL text, none of which may reach a screen. */
const SQL_PARTS = ['SqlException', 'Invalid column', 'Passwd', 'dbo.Users', 'dbo'];

const THAI_FAULT = 'เซิร์ฟเวอร์เกิดปัญหา กรุณาลองใหม่ภายหลัง';
const thaiFaultWithRef = (ref: string) => `เซิร์ฟเวอร์เกิดปัญหา (รหัสอ้างอิง ${ref}) กรุณาลองใหม่ภายหลัง`;

function client(answer: () => Response) {
  const announced: HttpError[] = [];
  const http = createHttpClient({
    config: parseConfig({}),
    origin: 'http://127.0.0.1:9',
    getToken: () => 'tok',
    onUnauthorized: () => undefined,
    onServerError: (error) => {
      announced.push(error);
      announceServerError(error);
    },
    fetch: async () => answer(),
  });
  return { http, announced };
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as HttpError,
  );

/** The pop-up as the layout draws it, in Thai, once an error has been announced. */
function popup(): string {
  const i18n = createI18nProvider([]);
  return renderToString(
    <StoreContextProvider value={storeInLanguageOf(memoryStore(), i18n)}>
      <I18nContextProvider value={i18n}>
        <ThemeProvider theme={createTheme()}>
          <ServerErrorPopup />
        </ThemeProvider>
      </I18nContextProvider>
    </StoreContextProvider>,
  );
}

const thai = () => createI18nProvider([]).translate;

beforeEach(clearServerFaults);

describe('a server fault (5xx) on screen', () => {
  it('a 500 whose Message names an SQL error: the error says "server problem", and no part of the SQL is shown', async () => {
    const { http, announced } = client(() =>
      json({ ResponseCode: 500, Message: SQL, Data: null }, 500, { 'X-Request-Id': 'req-42' }),
    );
    const error = await failure(http.request('product', 'Brand/GetAllBrands', { query: { BrandName: 'x' } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('app.error.server');
    expect(error.body).toEqual({ ref: 'req-42' });
    expect(announced).toEqual([error]);

    const shown = [popup(), errorText(error, thai())];
    expect(shown[0]).toContain(thaiFaultWithRef('req-42'));
    expect(shown[1]).toBe(thaiFaultWithRef('req-42'));
    // What a notification shows is made from the same text (useFailureNotification, the forms).
    shown.push(thai()('ra.notification.http_error'), JSON.stringify(error), String(error));
    for (const text of shown) for (const part of SQL_PARTS) expect(text).not.toContain(part);
  });

  it('keeps the raw text, the call (without its query) and the reference for the diagnostics page only', async () => {
    const { http } = client(() => json({ Message: SQL }, 500, { 'X-Request-Id': 'req-42' }));
    await failure(http.request('product', 'Brand/GetAllBrands', { query: { BrandName: 'สมชาย' } }));
    expect(recentServerFaults()).toEqual([
      {
        at: expect.any(Number),
        call: 'GET /product/api/v1/Brand/GetAllBrands',
        status: 500,
        ref: 'req-42',
        text: JSON.stringify({ Message: SQL }),
      },
    ]);
  });

  it('a 200 envelope whose ResponseCode is 500 is a server fault too', async () => {
    const { http } = client(() => json({ ResponseCode: 500, Message: SQL, Data: null }, 200));
    const error = await failure(http.request('product', 'x'));
    expect(error.message).toBe('app.error.server');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({});
    expect(errorText(error, thai())).toBe(THAI_FAULT);
    expect(recentServerFaults()[0]).toMatchObject({ status: 500, text: expect.stringContaining('Passwd') });
  });

  it("a proxy's HTML page (502) is kept out of sight as well", async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1>nginx/1.18 upstream 10.0.3.7:8080</body></html>';
    const { http } = client(
      () => new Response(page, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(http.request('product', 'x'));
    expect(error.message).toBe('app.error.server');
    expect(errorText(error, thai())).not.toContain('nginx');
    expect(recentServerFaults()[0].text).toBe(page);
  });

  it('says the same in English', async () => {
    const i18n = createI18nProvider([]);
    await i18n.changeLocale('en');
    const error = errorOfAnswer(
      503,
      SQL,
      {},
      { call: 'GET /x', headers: new Headers({ 'Request-Id': 'r-1' }), text: SQL },
    );
    expect(errorText(error, i18n.translate)).toBe(
      'The server had a problem (ref r-1). Please try again later.',
    );
  });

  it('keeps the last ones only, each cut to a bounded length', () => {
    const headers = new Headers();
    for (let n = 0; n < FAULTS_KEPT + 5; n += 1)
      errorOfAnswer(
        500,
        undefined,
        {},
        { call: `GET /x/${n}`, headers, text: 'y'.repeat(FAULT_TEXT_KEPT + 10) },
      );
    const kept = recentServerFaults();
    expect(kept).toHaveLength(20);
    expect(kept[0].call).toBe(`GET /x/${FAULTS_KEPT + 4}`);
    expect(kept[0].text).toHaveLength(4000);
  });
});

describe('a refusal (4xx) keeps the server Message, as the specification shows it', () => {
  it.each([400, 404, 409, 422])('%i', async (status) => {
    const { http } = client(() =>
      json({ ResponseCode: status, Message: 'Brand exists' }, status, { 'X-Request-Id': 'r' }),
    );
    const error = await failure(http.request('product', 'x', { method: 'POST' }));
    expect(error.message).toBe('Brand exists');
    expect(error.body).toEqual({ ResponseCode: status, Message: 'Brand exists' });
    expect(errorText(error, thai())).toBe('Brand exists');
    expect(recentServerFaults()).toEqual([]);
  });

  it('in a 200 envelope too', async () => {
    const { http } = client(() => json({ ResponseCode: 400, Message: 'ชื่อซ้ำ', Data: null }, 200));
    await expect(failure(http.request('product', 'x'))).resolves.toMatchObject({
      message: 'ชื่อซ้ำ',
      status: 400,
    });
  });
});

describe("the request's correlation id", () => {
  it.each([
    ['X-Correlation-Id', 'corr-1'],
    ['x-request-id', 'b7ad6b7169203331'],
    ['Request-Id', '|4bf92f3577b34da6.1.'],
  ])('is read from %s', (name, value) => {
    expect(correlationIdOf(new Headers({ [name]: value }))).toBe(value);
  });

  it("is traceparent's trace id", () => {
    const headers = new Headers({ traceparent: '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01' });
    expect(correlationIdOf(headers)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('takes the first header in the documented order', () => {
    const headers = new Headers({
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      'Request-Id': 'third',
      'X-Request-Id': 'second',
      'X-Correlation-Id': 'first',
    });
    expect(correlationIdOf(headers)).toBe('first');
    headers.delete('X-Correlation-Id');
    expect(correlationIdOf(headers)).toBe('second');
  });

  it('is none when no header holds an id-like value (a sentence, an all-zero trace)', () => {
    expect(correlationIdOf(new Headers())).toBeUndefined();
    expect(correlationIdOf(new Headers({ 'X-Request-Id': 'Invalid column Passwd' }))).toBeUndefined();
    expect(
      correlationIdOf(
        new Headers({ traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' }),
      ),
    ).toBeUndefined();
    expect(correlationIdOf(new Headers({ 'X-Request-Id': 'no id here', 'Request-Id': 'r-9' }))).toBe('r-9');
  });
});
