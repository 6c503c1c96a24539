import { seedContactName, seedPhone } from '../../demo/kit/partners';
import { createRandom } from '../../demo/kit/random';
import { seedUsers } from '../../demo/users';
import { DEMO_ROLES } from '../../api/menuTypes';

/** The position each role's people mostly hold (ids of the positions' seed). */
const POSITION_OF_ROLE: Record<string, number[]> = {
  admin: [1, 8],
  finance: [2],
  sales: [3, 4, 7],
  support: [5, 6, 9],
};

/**
 * The back-office team: the demo's sign-in accounts first (same ids and usernames, so "you" is
 * one of them), then thirty more. One in eight has left (inactive).
 */
export function seedStaff() {
  const random = createRandom(4242);
  const accounts = seedUsers.map((user, index) => ({
    id: user.id,
    username: user.username,
    name: user.fullName,
    email: `${user.username}@kk-backoffice.co.th`,
    phoneNo: seedPhone(random),
    positionId: POSITION_OF_ROLE[user.role]?.[0] ?? 9,
    role: DEMO_ROLES.includes(user.role as (typeof DEMO_ROLES)[number]) ? user.role : 'support',
    isActive: true,
    createdAt: `2024-01-${String(2 + index).padStart(2, '0')}T09:00:00`,
  }));
  const others = Array.from({ length: 30 }, (_, index) => {
    const role = random.pick(DEMO_ROLES.filter((candidate) => candidate !== 'admin'));
    return {
      id: `5a7af000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      username: `staff${String(index + 1).padStart(2, '0')}`,
      name: seedContactName(random),
      email: `staff${String(index + 1).padStart(2, '0')}@kk-backoffice.co.th`,
      phoneNo: seedPhone(random),
      positionId: random.pick(POSITION_OF_ROLE[role]!),
      role,
      isActive: !random.chance(0.125),
      createdAt: `2024-${String(2 + (index % 10)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}T10:00:00`,
    };
  });
  return [...accounts, ...others];
}
