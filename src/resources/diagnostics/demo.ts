import type { ResourceDemo } from '../../demo/kit/types';

const demo: ResourceDemo = {
  menu: { diagnostics: { id: 20, roles: ['admin'], created: '2024-07-01T09:00:00.000Z' } },
};
export default demo;
