import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Sales by province |||| Sales by province',
  title: 'Suppliers by sales user and province',
  chart_title: 'The %{count} provinces with the most suppliers',
  unassigned: 'No sales user yet',
  empty: 'There are no suppliers yet',
  failed: 'The suppliers by address could not be loaded',
  fields: {
    SalesUserName: 'Sales user',
    ProvinceName: 'Province',
    RegionName: 'Region',
    StoreCount: 'Stores',
  },
} satisfies Messages;

export default texts;
