import { awaitingCodes, type WorkflowConfig } from '../config/config';
import type { QueueDeclaration, ResourceDefinition } from './definition';

export interface Queue extends QueueDeclaration {
  resource: string;
}

export const declaredQueues = (definitions: readonly ResourceDefinition[]): Queue[] =>
  definitions.flatMap((definition) =>
    definition.queue ? [{ ...definition.queue, resource: definition.name }] : [],
  );

export const queueOfEntry = (queues: readonly Queue[], linkto: string): Queue | undefined => {
  const path = linkto.split('?')[0];
  return queues.find((queue) => queue.path === path);
};

/** One per waiting code, as a list filters by one status at a time (docs/api.md, "Four eyes on money out"). */
export const waitingFilters = (
  { field, waiting }: Pick<QueueDeclaration, 'field' | 'waiting'>,
  workflow: WorkflowConfig,
): Record<string, string>[] => awaitingCodes(workflow[waiting]).map((code) => ({ [field]: code }));

/** Those verified and waiting for a second person: the last of `waitingFilters`' answers. */
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

export const filteredListLink = (resource: string, filter: Record<string, unknown>) =>
  Object.keys(filter).length === 0
    ? `/${resource}`
    : `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** Undefined when one answer has no `Total`: a zero would mislead. */
export function addTotals(totals: readonly (number | undefined)[]): number | undefined {
  let sum = 0;
  for (const total of totals) {
    if (typeof total !== 'number' || !Number.isFinite(total)) return undefined;
    sum += total;
  }
  return sum;
}

/** `[resource, LIST_TOTALS, filters]` caches totals; a decision invalidates `[resource, LIST_TOTALS]`. */
export const LIST_TOTALS = 'listTotals';

export const QUEUE_REFRESH_MS = 60_000;
