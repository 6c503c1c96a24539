import { byMenuEntry, defineResource } from '../../registry/definition';

/** The app whose notifications the list opens on: the supplier app. */
export const OPENING_APP = 'SP';

/**
 * `/notifications` (the demo menu's "Product Update Notifications"; no spec §2 path): the
 * product-detail update notifications sent to the supplier and grocery apps.
 */
export const notifications = defineResource({
  name: 'notifications',
  access: byMenuEntry('/notifications'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./notificationData').then((module) => module.notificationData),
  demo: () => import('./demo'),
  // What the services answer (newest first); the columns are not sortable.
  listOpensWith: { sort: { field: 'CreatedDate', order: 'DESC' }, filterDefaultValues: { app: OPENING_APP } },
  screens: { list: () => import('./NotificationList') },
  recordRepresentation: 'ProductName',
});

/** Data only: the message templates, one per app and code, read by the notifications' list. */
export const notificationTemplates = defineResource({
  name: 'notification-templates',
  access: byMenuEntry('/notifications'),
  data: () => import('./notificationData').then((module) => module.templateData),
});
