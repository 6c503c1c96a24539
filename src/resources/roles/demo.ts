import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = {
  menu: { role: { id: 11, roles: ['admin'], created: '2024-02-12T09:10:00.000Z' } },
};
export default demo;
