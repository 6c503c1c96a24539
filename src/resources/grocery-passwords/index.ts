import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/grocery/gc-password`: staff set a grocery user's new password (the call is assumed, docs/api.md). */
export default defineResource({
  name: 'grocery-passwords',
  menu: [
    {
      key: 'grocery-password',
      section: 'grocery',
      path: '/grocery/gc-password',
      title: { th: 'ตั้งรหัสผ่านผู้ใช้ร้านค้า', en: 'Grocery User Passwords' },
      icon: 'mdi-lock-reset',
    },
  ],
  // A right of its own: whoever may open the store list may not for that reset its users' passwords.
  access: byMenuEntry('/grocery/gc-password'),
  // The staff member knows the password set: the password again first (api/sudo.ts).
  sudo: ['PUT api/GroceryUserPassword/'],
  routes: [
    { path: '/grocery/gc-password', action: 'resetPassword', screen: () => import('./GroceryPasswordReset') },
  ],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
});
