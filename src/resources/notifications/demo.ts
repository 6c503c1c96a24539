import { http } from 'msw';
import { paging, signedIn } from '../../demo/kit/input';
import { fail, ok, paged } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { filterSpec, matchesFilter } from '../../providers/dataEngine';
import { seedNotifications, seedTemplates, type DemoTemplate } from './demoSeed';
import {
  APP_SERVICE,
  NOTIFICATION_APPS,
  NOTIFICATION_LOG_PATH,
  notificationListSpec,
  UPDATE_DETAIL_TOPIC,
  UPDATE_TEMPLATE_PATH,
  type NotificationApp,
  type NotificationLogWire,
} from './notificationData';

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const TEMPLATES = 'notification-templates';

/**
 * The two notification services: the same calls on `/notification-supplier` (the supplier app's
 * notifications and templates) and `/notification` (the grocery app's). Each answers its own
 * app's records only, as two real services would.
 */
function notificationHandlers({ store, base }: DemoContext, app: NotificationApp) {
  const url = (path: string) => `${base(APP_SERVICE[app])}${path}`;
  return [
    http.get(
      url(NOTIFICATION_LOG_PATH),
      signedIn(store, (_request, requestUrl) => {
        const query = requestUrl.searchParams;
        if (query.get('Topic') !== UPDATE_DETAIL_TOPIC)
          return fail(400, `Topic must be ${UPDATE_DETAIL_TOPIC}, not "${query.get('Topic') ?? ''}"`);
        for (const name of ['StartDate', 'EndDate']) {
          const value = query.get(name);
          if (value && !DAY_FORMAT.test(value)) return fail(400, `${name} must be a date (YYYY-MM-DD)`);
        }
        const isRead = query.get('IsRead');
        if (isRead && isRead !== 'true' && isRead !== 'false')
          return fail(400, `IsRead must be true or false, not "${isRead}"`);
        const search = (query.get('Search') ?? '').trim().toLocaleLowerCase();
        const filters = Object.entries(notificationListSpec.filters ?? {})
          .map(([field, raw]) => filterSpec(field, raw))
          .filter((filter) => filter.param !== 'Search');
        const found = store.collection<NotificationLogWire>('notifications').filter(
          (log) =>
            log.AppType === app &&
            (!search ||
              log.ProductName.toLocaleLowerCase().includes(search) ||
              log.ShopName.toLocaleLowerCase().includes(search)) &&
            filters.every((filter) => {
              const wanted = query.get(filter.param);
              return (
                !wanted || matchesFilter(log[filter.field as keyof NotificationLogWire], wanted, filter.match)
              );
            }),
        );
        const [page, pageSize] = paging(requestUrl);
        return ok(paged(found, page, pageSize));
      }),
    ),
    http.get(
      url(UPDATE_TEMPLATE_PATH),
      signedIn(store, (_request, requestUrl) => {
        const code = requestUrl.searchParams.get('templateCode') ?? '';
        if (!code) return fail(400, 'templateCode is required');
        const found = store
          .collection<DemoTemplate>(TEMPLATES)
          .find((template) => template.AppType === app && template.TemplateCode === code);
        if (!found) return fail(404, `Template ${code} not found`);
        const { AppType: _app, ...template } = found;
        return ok(template);
      }),
    ),
  ];
}

const demo: ResourceDemo = {
  menu: { notifications: { id: 13, roles: ['admin', 'support'], created: '2024-03-11T09:00:00.000Z' } },
  seed: () => seedNotifications(),
  collections: { [TEMPLATES]: seedTemplates },
  handlers: (ctx) => NOTIFICATION_APPS.flatMap((app) => notificationHandlers(ctx, app)),
};
export default demo;
