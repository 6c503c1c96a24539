import type { WorkflowConfig } from '../../config/config';
import { filteredListLink, waitingFilters, type Queue } from '../../registry/queues';
import { queueRead } from '../../registry/queueAge';
import { quickRange } from '../shared/ui/dateRanges';

/** A figure of the dashboard: what a list answers for a filter (how many, or how much money). */
export interface Figure {
  key: string;
  /** The list it counts, which its card opens with the same filter. */
  resource: string;
  filter: Record<string, unknown>;
  /**
   * More filters whose counts are added to the first's: a list filters by one status at a time,
   * and a workflow may have several waiting codes. The card opens the list on the first.
   */
  alsoCounted?: Record<string, unknown>[];
  /** `count`: the list's total; `money`: the grand total the list's answer sums for the filter. */
  read: 'count' | 'money';
  /**
   * An assumed date filter the figure relies on: a row answered from before `from` in `field`
   * shows that the service ignored it, and the count would mislead.
   */
  since?: { field: string; from: string };
  /**
   * A waiting card's page, the menu's count's (its oldest first, registry/queueAge.ts): the two
   * then share one call.
   */
  totalsRead?: ReturnType<typeof queueRead>;
}

/**
 * Whether an answered row shows that the service ignored the figure's date filter: a row from
 * before the date, or one without the field at all (a service that does not know it).
 */
export const filterIgnored = (figure: Pick<Figure, 'since'>, rows: readonly Record<string, unknown>[]) => {
  const since = figure.since;
  if (!since) return false;
  return rows.some((row) => {
    const value = row[since.field];
    return !(typeof value === 'string' && value.slice(0, 10) >= since.from);
  });
};

/**
 * Records waiting for a decision, counted as the menu counts the queue the resource declares: one
 * filter per configured waiting code. None when the resource declares no queue.
 */
function waitingFigure(
  key: string,
  resource: string,
  queues: readonly Queue[],
  workflow: WorkflowConfig,
): Figure[] {
  const queue = queues.find((candidate) => candidate.resource === resource);
  if (!queue) return [];
  const [first, ...others] = waitingFilters(queue, workflow);
  return [
    {
      key,
      resource,
      filter: first,
      ...(others.length ? { alsoCounted: others } : {}),
      read: 'count',
      totalsRead: queueRead(queue),
    },
  ];
}

/**
 * What staff check first each morning (issue 11), each read from the list it links to, so a
 * figure and the rows it opens always agree. What "waiting" and "money moved" mean is config.json's
 * `workflow`.
 */
export function morningFigures(
  workflow: WorkflowConfig,
  queues: readonly Queue[],
  today: Date = new Date(),
): Figure[] {
  const day = quickRange('today', today);
  const month = quickRange('this_month', today);
  // The money that moved this month: config.json's `workflow.payment.succeeded`.
  const thisMonth = {
    StartDate: month.start,
    EndDate: month.end,
    TransactionStatusCode: workflow.payment.succeeded,
  };
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
    ...waitingFigure('withdrawals_waiting', 'pay-outs', queues, workflow),
    ...waitingFigure('supplier_licences_waiting', 'supplier-alcohol', queues, workflow),
    ...waitingFigure('grocery_licences_waiting', 'grocery-alcohol', queues, workflow),
    {
      key: 'new_suppliers',
      resource: 'suppliers',
      filter: { RegisteredFrom: month.start },
      read: 'count',
      since: { field: 'RegisteredAt', from: month.start },
    },
    {
      key: 'new_groceries',
      resource: 'groceries',
      filter: { RegisteredFrom: month.start },
      read: 'count',
      since: { field: 'RegisteredAt', from: month.start },
    },
  ];
}

/** The list a figure counts, filtered as it was counted. */
export const figureLink = ({ resource, filter }: Pick<Figure, 'resource' | 'filter'>) =>
  filteredListLink(resource, filter);
