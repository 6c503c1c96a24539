import { describe, expect, it } from 'vitest';
import { menuLinkTarget } from '../layout/menuLinks';
import { resources } from '../resources';
import { loadDescription } from './definition';
import {
  addTotals,
  declaredQueues,
  filteredListLink,
  queueOfEntry,
  secondStepTotal,
  waitingFilters,
} from './queues';
import { buildRegistry } from './registry';

const queues = declaredQueues(resources);

/** config.json's defaults, with two waiting codes for withdrawals. */
const workflow = {
  withdrawal: { waiting: ['WAITING_APPROVAL', 'WAIT_BANK'], approved: 'APPROVED', rejected: 'REJECTED' },
  licence: { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' },
  payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
  support: { waiting: ['OPEN'] },
};

describe('the work queues the resources declare', () => {
  it('are the withdrawals, both licence lists and the support requests', () => {
    expect(queues).toEqual([
      {
        resource: 'supplier-alcohol',
        path: '/wholesale/document',
        field: 'ApprovedStatus',
        waiting: 'licence',
        since: 'RequestedAt',
        sinceSorted: false,
      },
      {
        resource: 'grocery-alcohol',
        path: '/grocery/document',
        field: 'ApprovedStatus',
        waiting: 'licence',
        since: 'RequestedAt',
        sinceSorted: false,
      },
      {
        resource: 'pay-outs',
        path: '/finance/transactionout',
        field: 'TransactionStatusCode',
        waiting: 'withdrawal',
        since: 'StartDateTime',
        sinceSorted: true,
      },
      {
        resource: 'support-requests',
        path: '/support',
        field: 'status',
        waiting: 'support',
        since: 'createdAt',
        sinceSorted: true,
      },
    ]);
  });

  it.each(queues.map((queue) => [queue.resource, queue] as const))(
    "%s: its path is its own menu entry's, which opens its list, and its list filters by the field",
    async (name, queue) => {
      const definition = resources.find((candidate) => candidate.name === name)!;
      // The count sits beside the resource's own entry: the same roles see both.
      expect(definition.menu?.map((entry) => entry.path)).toContain(queue.path);
      expect(definition.access).toMatchObject({ kind: 'menu' });
      expect(definition.access.kind === 'menu' && definition.access.paths).toContain(queue.path);
      expect(definition.screens?.list).toBeTypeOf('function');
      // The entry leads to the list the count's link opens, filtered.
      const { legacyRoutes } = buildRegistry(resources);
      expect(menuLinkTarget(queue.path, legacyRoutes)).toBe(`/${name}`);
      // A described list names its filters; one answered by a function (pay-outs) reads them itself.
      const list = (await loadDescription(definition.data!)).getList;
      if (typeof list === 'object') expect(Object.keys(list.filters ?? {})).toContain(queue.field);
      else expect(list).toBeTypeOf('function');
    },
  );

  it('are found by the entry linking to their path, whatever its query', () => {
    expect(queueOfEntry(queues, '/support')?.resource).toBe('support-requests');
    expect(queueOfEntry(queues, '/grocery/document?Status=PENDING')?.resource).toBe('grocery-alcohol');
    expect(queueOfEntry(queues, '/grocery/grocerys')).toBeUndefined();
    expect(queueOfEntry(queues, '')).toBeUndefined();
  });
});

describe('what a work queue counts', () => {
  it('one filter per configured waiting code', () => {
    expect(waitingFilters({ field: 'TransactionStatusCode', waiting: 'withdrawal' }, workflow)).toEqual([
      { TransactionStatusCode: 'WAITING_APPROVAL' },
      { TransactionStatusCode: 'WAIT_BANK' },
    ]);
    expect(waitingFilters({ field: 'status', waiting: 'support' }, workflow)).toEqual([{ status: 'OPEN' }]);
    expect(
      waitingFilters(
        { field: 'status', waiting: 'support' },
        { ...workflow, support: { waiting: ['NEW', 'REOPENED'] } },
      ),
    ).toEqual([{ status: 'NEW' }, { status: 'REOPENED' }]);
  });

  it('withdrawals verified by a first person too, counted apart as those waiting for a second', () => {
    const fourEyes = {
      ...workflow,
      withdrawal: { ...workflow.withdrawal, fourEyesAbove: 50000, verified: 'VERIFIED' },
    };
    const queue = { field: 'TransactionStatusCode', waiting: 'withdrawal' } as const;
    expect(waitingFilters(queue, fourEyes)).toEqual([
      { TransactionStatusCode: 'WAITING_APPROVAL' },
      { TransactionStatusCode: 'WAIT_BANK' },
      { TransactionStatusCode: 'VERIFIED' },
    ]);
    expect(secondStepTotal(queue, fourEyes, [{ total: 5 }, { total: 1 }, { total: 2 }])).toBe(2);
    expect(secondStepTotal(queue, fourEyes, [{ total: 5 }, { total: 1 }, {}])).toBeUndefined();
    // Four eyes off, and the other queues: no second step to tell apart.
    expect(secondStepTotal(queue, workflow, [{ total: 5 }, { total: 1 }])).toBeUndefined();
    expect(secondStepTotal({ waiting: 'support' }, fourEyes, [{ total: 5 }])).toBeUndefined();
  });

  it("adds the answers' totals; one answer without its total makes the count unreadable, not zero", () => {
    expect(addTotals([3, 4])).toBe(7);
    expect(addTotals([0])).toBe(0);
    expect(addTotals([3, undefined])).toBeUndefined();
    expect(addTotals([Number.NaN])).toBeUndefined();
  });

  it('opens the list filtered as it was counted', () => {
    expect(filteredListLink('supplier-alcohol', { ApprovedStatus: 'PENDING' })).toBe(
      '/supplier-alcohol?filter=%7B%22ApprovedStatus%22%3A%22PENDING%22%7D',
    );
    expect(filteredListLink('supplier-alcohol', {})).toBe('/supplier-alcohol');
  });
});
