import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { wallTime, wireTime } from '../../demo/kit/wallClock';
import { seedImprovements } from './demoSeed';
import { improvementProblems } from './improvementRules';

const demo: ResourceDemo = {
  menu: { improvesystem: { id: 21, roles: null, created: '2024-07-02T09:00:00.000Z' } },
  seed: () => seedImprovements(),
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
  fromBody: (body) => {
    const problems = Object.entries(improvementProblems(body));
    if (problems.length > 0) return fail(400, problems.map(([field, key]) => `${field}: ${key}`).join('; '));
    return { ...body, status: 'NEW', createdAt: wireTime(wallTime()) };
  },
};
export default demo;
