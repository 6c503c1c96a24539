import { quickRange } from '../shared/dateRanges';

/** A figure of the dashboard: what a list answers for a filter (how many, or how much money). */
export interface Figure {
  key: string;
  /** The list it counts, which its card opens with the same filter. */
  resource: string;
  filter: Record<string, unknown>;
  /** `count`: the list's total; `money`: the grand total the list's answer sums for the filter. */
  read: 'count' | 'money';
}

/**
 * What staff check first each morning (issue 11), each read from the list it links to, so a
 * figure and the rows it opens always agree.
 */
export function morningFigures(today: Date = new Date()): Figure[] {
  const day = quickRange('today', today);
  const month = quickRange('this_month', today);
  const thisMonth = { StartDate: month.start, EndDate: month.end, TransactionStatusCode: 'SUCCESS' };
  return [
    { key: 'orders_today', resource: 'orders', filter: { Start: day.start, End: day.end }, read: 'count' },
    {
      key: 'orders_month',
      resource: 'orders',
      filter: { Start: month.start, End: month.end },
      read: 'count',
    },
    { key: 'pay_ins_month', resource: 'pay-ins', filter: thisMonth, read: 'money' },
    { key: 'pay_outs_month', resource: 'pay-outs', filter: thisMonth, read: 'money' },
    {
      key: 'withdrawals_waiting',
      resource: 'pay-outs',
      filter: { TransactionStatusCode: 'WAITING_APPROVAL' },
      read: 'count',
    },
    {
      key: 'supplier_licences_waiting',
      resource: 'supplier-alcohol',
      filter: { ApprovedStatus: 'PENDING' },
      read: 'count',
    },
    {
      key: 'grocery_licences_waiting',
      resource: 'grocery-alcohol',
      filter: { ApprovedStatus: 'PENDING' },
      read: 'count',
    },
    { key: 'new_suppliers', resource: 'suppliers', filter: { RegisteredFrom: month.start }, read: 'count' },
    { key: 'new_groceries', resource: 'groceries', filter: { RegisteredFrom: month.start }, read: 'count' },
  ];
}

/** The list a figure counts, filtered as it was counted. */
export const figureLink = ({ resource, filter }: Pick<Figure, 'resource' | 'filter'>) =>
  Object.keys(filter).length === 0
    ? `/${resource}`
    : `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
