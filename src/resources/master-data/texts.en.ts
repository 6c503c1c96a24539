import type { Messages } from '../../registry/definition';

const texts = { name: 'Master data', title: 'Master data' } satisfies Messages;
export default texts;
