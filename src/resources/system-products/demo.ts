import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = {
  menu: { 'product-system': { id: 138, roles: ['admin', 'sales'], created: '2024-01-09T09:20:00.000Z' } },
};
export default demo;
