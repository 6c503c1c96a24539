import { byMenuEntry, defineResource } from '../../registry/definition';

/** The app whose notifications the list opens on: the supplier app. */
export const OPENING_APP = 'SP';

/**
 * The old route table has no path for the logs, so the old app's menu cannot link
 * `/notifications`: they also open through the partner sections' entries, the staff who look after
 * the suppliers and grocery stores these notifications went to (docs/deploying.md, "The server's
 * menu").
 */
const notificationReaders = byMenuEntry(
  '/notifications',
  '/wholesale',
  '/wholesale/seller',
  '/grocery',
  '/grocery/grocerys',
);

/**
 * `/notifications` (the demo menu's "Product Update Notifications"; the old app had no path for it): the
 * product-detail update notifications sent to the supplier and grocery apps.
 */
export const notifications = defineResource({
  name: 'notifications',
  menu: [
    {
      key: 'notifications',
      path: '/notifications',
      title: { th: 'แจ้งเตือนการแก้ไขข้อมูลสินค้า', en: 'Product Update Notifications' },
      icon: 'mdi-bell',
    },
  ],
  access: notificationReaders,
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./notificationData').then((module) => module.notificationData),
  demo: () => import('./demo'),
  // What the services answer (newest first); the columns are not sortable.
  listOpensWith: { sort: { field: 'CreatedDate', order: 'DESC' }, filterDefaultValues: { app: OPENING_APP } },
  screens: { list: () => import('./NotificationList') },
  readOnly: true,
  recordRepresentation: 'ProductName',
});

/** Data only: the message templates, one per app and code, read by the notifications' list. */
export const notificationTemplates = defineResource({
  name: 'notification-templates',
  access: notificationReaders,
  data: () => import('./notificationData').then((module) => module.templateData),
});
