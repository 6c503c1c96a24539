import { byMenuEntry, defineResource } from '../../registry/definition';

export const OPENING_APP = 'SP';

/** The old menu cannot link `/notifications`, so the partner sections' entries open it too (docs/deploying.md, "The server's menu"). */
const notificationReaders = byMenuEntry(
  '/notifications',
  '/wholesale',
  '/wholesale/seller',
  '/grocery',
  '/grocery/grocerys',
);

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

/** Data only: read by the notifications' list. */
export const notificationTemplates = defineResource({
  name: 'notification-templates',
  access: notificationReaders,
  data: () => import('./notificationData').then((module) => module.templateData),
});
