import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = {
  menu: { report: { id: 9, roles: ['admin', 'finance'], created: '2024-02-05T09:10:00.000Z' } },
};
export default demo;
