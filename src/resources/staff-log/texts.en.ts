import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Activity log entry |||| Activity log',
  fields: {
    createdAt: 'Time',
    userId: 'Staff member',
    username: 'Staff member',
    action: 'Action',
    detail: 'Detail',
    start: 'From',
    end: 'To',
    partner: 'Partner (name or id)',
    partnerName: 'Partner',
    partnerId: 'Partner id',
    resource: 'Screen',
    recordId: 'Record id',
    fields: 'Fields',
    rowCount: 'Rows',
    filter: 'List filter',
  },
  // A look at personal data, told from the entry's fields in the interface language.
  personal: {
    resources: {
      'supplier-users': 'Supplier user',
      'supplier-bank-accounts': "Supplier's bank account",
      'grocery-users': 'Grocery store user',
      'grocery-bank-accounts': "Grocery store's bank account",
    },
    record: '%{fields} of %{resource} %{record}',
    rows: '%{fields} of %{count} rows of %{resource}',
  },
} satisfies Messages;
export default texts;
