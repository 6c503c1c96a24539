import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = { menu: { dashboard: { id: 1, roles: [], created: '2024-01-08T09:00:00.000Z' } } };
export default demo;
