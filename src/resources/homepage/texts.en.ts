import type { Messages } from '../../registry/definition';

const texts = {
  welcome: 'Welcome, %{name}',
  signed_in_as: 'Signed in with the role %{role}.',
  sections: 'Your sections',
  no_sections: 'No section of the menu is open to your role.',
  figures: {
    orders_today: 'Orders today',
    orders_month: 'Orders this month',
    pay_ins_month: 'Pay-ins this month (paid order value)',
    pay_outs_month: 'Pay-outs this month',
    withdrawals_waiting: 'Withdrawals waiting for approval',
    supplier_licences_waiting: 'Supplier alcohol licences waiting',
    grocery_licences_waiting: 'Grocery alcohol licences waiting',
    new_suppliers: 'New suppliers this month',
    new_groceries: 'New grocery stores this month',
  },
  last_30_days: 'Last 30 days',
  orders_per_day: 'Paid orders per day',
  value_per_day: 'Pay-in value per day',
  paid_orders: 'Paid orders',
  pay_in_value: 'Pay-in value',
  charts_failed: 'The charts could not be loaded',
} satisfies Messages;

export default texts;
