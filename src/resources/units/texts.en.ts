import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Unit |||| Units',
  fields: {
    UnitId: 'ID',
    UnitTitle: 'Unit',
    q: 'Search',
  },
} satisfies Messages;

export default texts;
