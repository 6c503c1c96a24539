import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Address type |||| Address types',
  columns: { code: 'Code', name: 'Name' },
  search: 'Search codes or names',
  titles: {
    ws_address: 'Wholesaler address types',
    gc_address: 'Grocery address types',
    ws_business: 'Wholesaler business types',
    gc_business: 'Grocery business types',
  },
} satisfies Messages;
export default texts;
