import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/grocery/gc-password`: staff set a grocery user's new password (the call is assumed, docs/api.md). */
export default defineResource({
  name: 'grocery-passwords',
  // A right of its own: whoever may open the store list may not for that reset its users' passwords.
  access: byMenuEntry('/grocery/gc-password'),
  routes: [{ path: '/grocery/gc-password', screen: () => import('./GroceryPasswordReset') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
});
