import { awaitingCodes, type WorkflowConfig } from '../config/config';
import type { QueueDeclaration, ResourceDefinition } from './definition';

/** A declared work queue with the resource whose list it counts. */
export interface Queue extends QueueDeclaration {
  resource: string;
}

/** Every work queue the resources declare. */
export const declaredQueues = (definitions: readonly ResourceDefinition[]): Queue[] =>
  definitions.flatMap((definition) =>
    definition.queue ? [{ ...definition.queue, resource: definition.name }] : [],
  );

/** The queue a menu entry shows: the one declared for its `linkto` (its query aside). */
export const queueOfEntry = (queues: readonly Queue[], linkto: string): Queue | undefined => {
  const path = linkto.split('?')[0];
  return queues.find((queue) => queue.path === path);
};

/**
 * The list filters whose totals add up to what waits: one per configured waiting code, as a list
 * filters by one status at a time, then the verified code of a workflow with a second person
 * (withdrawals verified, waiting for their approval: docs/api.md, "Four eyes on money out").
 */
export const waitingFilters = (
  { field, waiting }: Pick<QueueDeclaration, 'field' | 'waiting'>,
  workflow: WorkflowConfig,
): Record<string, string>[] => awaitingCodes(workflow[waiting]).map((code) => ({ [field]: code }));

/**
 * How many of a queue's records wait for a second person (verified, to approve), from the answers
 * of `waitingFilters` in their order: the verified code's is the last. Undefined for a queue
 * without that step, or an answer without its total.
 */
export function secondStepTotal(
  { waiting }: Pick<QueueDeclaration, 'waiting'>,
  workflow: WorkflowConfig,
  answers: readonly { total?: number }[],
): number | undefined {
  const codes = workflow[waiting];
  if (!('verified' in codes) || !codes.verified) return undefined;
  const total = answers[codes.waiting.length]?.total;
  return typeof total === 'number' && Number.isFinite(total) ? total : undefined;
}

/** The list of `resource` filtered by `filter`, as react-admin reads it from the URL. */
export const filteredListLink = (resource: string, filter: Record<string, unknown>) =>
  Object.keys(filter).length === 0
    ? `/${resource}`
    : `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/**
 * What several answers' totals add up to; undefined when one answer has none (a page without its
 * `Total` cannot be counted: a zero would mislead).
 */
export function addTotals(totals: readonly (number | undefined)[]): number | undefined {
  let sum = 0;
  for (const total of totals) {
    if (typeof total !== 'number' || !Number.isFinite(total)) return undefined;
    sum += total;
  }
  return sum;
}

/**
 * The second part of the query key under which list totals are cached (`[resource, LIST_TOTALS,
 * filters]`): a decision that changes what waits invalidates `[resource, LIST_TOTALS]`.
 */
export const LIST_TOTALS = 'listTotals';

/** How often a work queue's count is asked again while the page stays open. */
export const QUEUE_REFRESH_MS = 60_000;
