import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type RaRecord, type UpdateParams } from 'react-admin';
import type { HttpClient } from '../../api/http';
import type { MenuEntryUpdate } from '../../api/menuTypes';
import { applyListParams, type ResourceDescription } from '../../providers/dataEngine';
import { fetchMainMenu, fetchSubMenu, type MenuSource } from './menuSource';

/** Only these fields are written (spec §7: title_th, title_en, icon, allowedroles). */
export function menuUpdateBody(data: Partial<RaRecord>): MenuEntryUpdate {
  return {
    title_th: String(data.title_th ?? ''),
    title_en: String(data.title_en ?? ''),
    icon: String(data.icon ?? ''),
    allowedroles: Array.isArray(data.allowedroles) ? data.allowedroles.map(String) : [],
  };
}

/**
 * Menu writes are plain REST (`PUT /api/Mainmenu/{id}`), so they go through ra-data-simple-rest,
 * with our client underneath for the base URL, the API key and the envelope.
 */
function simpleRestOverHttp(http: HttpClient) {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
    const json = await http.requestUrl(url, {
      method: (options.method as 'PUT') ?? 'GET',
      body,
      auth: 'apiKey',
    });
    return { status: 200, headers: new Headers(), body: JSON.stringify(json ?? null), json };
  };
  return simpleRestProvider(http.url('backoffice', 'api').replace(/\/$/, ''), httpClient);
}

function menuDescription(
  resource: 'Mainmenu' | 'Submenu',
  http: HttpClient,
  menuSource: MenuSource,
): ResourceDescription {
  const rest = simpleRestOverHttp(http);
  return {
    service: 'backoffice',
    idField: 'id',
    getList: async (_ctx, params) => {
      const entries = resource === 'Mainmenu' ? await fetchMainMenu(http) : await fetchSubMenu(http);
      const page = applyListParams(entries as unknown as Record<string, unknown>[], {
        ...params,
        sort: params.sort?.field ? params.sort : { field: 'created_at', order: 'ASC' },
      });
      return { data: page.data as RaRecord[], total: page.total };
    },
    update: async (_ctx, params: UpdateParams) => {
      const body = menuUpdateBody(params.data);
      const answer = await rest.update(resource, { ...params, data: body });
      menuSource.invalidate();
      const written =
        answer.data && 'id' in answer.data && answer.data.title_th !== undefined ? answer.data : {};
      return { data: { ...params.previousData, ...body, ...written, id: params.id } };
    },
  };
}

export const mainMenuData = (http: HttpClient, menuSource: MenuSource) =>
  menuDescription('Mainmenu', http, menuSource);
export const subMenuData = (http: HttpClient, menuSource: MenuSource) =>
  menuDescription('Submenu', http, menuSource);
