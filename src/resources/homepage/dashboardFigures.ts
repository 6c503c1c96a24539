import type { WorkflowConfig } from '../../config/config';
import { filteredListLink, waitingFilters, type Queue } from '../../registry/queues';
import { queueRead } from '../../registry/queueAge';
import { quickRange } from '../shared/ui/dateRanges';

export interface Figure {
  key: string;
  resource: string;
  filter: Record<string, unknown>;
  /** A list filters by one status at a time, and a workflow may have several waiting codes. */
  alsoCounted?: Record<string, unknown>[];
  read: 'count' | 'money';
  /** An assumed date filter: a row from before `from` shows the service ignored it. */
  since?: { field: string; from: string };
  /** The menu's count's page (registry/queueAge.ts), so the two share one call. */
  totalsRead?: ReturnType<typeof queueRead>;
}

/** A row without the field at all shows it too: the service does not know it. */
export const filterIgnored = (figure: Pick<Figure, 'since'>, rows: readonly Record<string, unknown>[]) => {
  const since = figure.since;
  if (!since) return false;
  return rows.some((row) => {
    const value = row[since.field];
    return !(typeof value === 'string' && value.slice(0, 10) >= since.from);
  });
};

/** Counted as the menu counts the resource's queue. */
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

/** Each read from the list it links to, so a figure and the rows it opens always agree. */
export function morningFigures(
  workflow: WorkflowConfig,
  queues: readonly Queue[],
  today: Date = new Date(),
): Figure[] {
  const day = quickRange('today', today);
  const month = quickRange('this_month', today);
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

export const figureLink = ({ resource, filter }: Pick<Figure, 'resource' | 'filter'>) =>
  filteredListLink(resource, filter);
