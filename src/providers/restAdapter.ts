import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import type { ServiceName } from '../config/config';
import type { EngineContext, Method } from './description';

/** ra-data-simple-rest over the app's HTTP client (base URL, headers, envelope, errors). */
export function simpleRest(ctx: EngineContext, service: ServiceName, path: string, assumed?: boolean) {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
    const json = await ctx.http.requestUrl(url, {
      method: (options.method as Method) ?? 'GET',
      body,
      auth: 'both',
      assumed,
    });
    return { status: 200, headers: new Headers(), body: JSON.stringify(json ?? null), json };
  };
  return simpleRestProvider(ctx.http.url(service, path).replace(/\/$/, ''), httpClient);
}

/** ra-data-simple-rest joins `apiUrl/resource/id`: the path's last segment is its resource. */
export const restParts = (path: string) => {
  const slash = path.lastIndexOf('/');
  return { base: path.slice(0, Math.max(slash, 0)), resource: path.slice(slash + 1) };
};
