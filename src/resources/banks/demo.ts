import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = {
  menu: { 'master-bank': { id: 132, roles: ['admin'], created: '2024-06-04T09:40:00.000Z' } },
};
export default demo;
