import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { serviceBaseUrl, type AppConfig } from '../../config/config';
import type { FaultRegistry } from '../faults';
import type { DemoStore } from '../store';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { menuHandlers } from './menu';
import { packageHandlers } from './packages';
import { productHandlers } from './product';
import { referenceHandlers } from './reference';

/**
 * Every handler of the demo backend, on the same service URLs the app computes from config.json.
 * The first handler applies injected faults and otherwise lets the request through to the rest.
 */
export function createHandlers(
  config: AppConfig,
  store: DemoStore,
  faults: FaultRegistry,
  origin: string,
): RequestHandler[] {
  const base = (service: Parameters<typeof serviceBaseUrl>[1]) => serviceBaseUrl(config, service, origin);
  const faultHandler = http.all('*', async ({ request }) => {
    const fault = faults.take(request.method, request.url);
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.malformed) {
      return new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: fault.status ?? 200,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    if (fault.body !== undefined) {
      return HttpResponse.json(fault.body as Record<string, unknown>, { status: fault.status ?? 200 });
    }
    if (fault.status) {
      return HttpResponse.json(
        {
          ResponseCode: fault.status,
          Message: fault.message ?? `Injected fault ${fault.status}`,
          Data: null,
        },
        { status: fault.status },
      );
    }
    return undefined;
  });

  return [
    faultHandler,
    ...authHandlers(store, base('backoffice')),
    ...menuHandlers(store, base('backoffice')),
    ...referenceHandlers(store, base('supplier')),
    ...productHandlers(store, base('product')),
    ...packageHandlers(store, base('package'), base('supplierInventory')),
    ...fileHandlers(store, origin),
  ];
}
