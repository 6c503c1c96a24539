import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = {
  menu: { 'master-data': { id: 19, roles: ['admin'], created: '2024-06-03T09:10:00.000Z' } },
};
export default demo;
