import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorText } from '../../../../../api/serverErrors';
import { useSingleFlight } from '../../../../../layout/useSingleFlight';
import type { PlannedRow } from './dryRun';
import { RowSender, type SendOutcome } from './rowSender';

export type ApplyPhase = 'idle' | 'sending' | 'stopped' | 'finished';

/**
 * Applying a dry run: each `change` row's PUT, through the same call as one product's edit (the
 * data provider's `update` of `seller-products`, whose body sellerProductData.ts builds), one row
 * after the other, each at most once (RowSender), with its progress and a Stop. A second press
 * while sending starts nothing (useSingleFlight); after a Stop, Apply sends the rows not sent yet.
 */
export function useApplyUpload() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [sender] = useState(() => new RowSender());
  const { run } = useSingleFlight();
  const running = useRef<AbortController>(undefined);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, SendOutcome>>(new Map());
  const [phase, setPhase] = useState<ApplyPhase>('idle');
  // Closing the dialog stops the sending before its next row.
  useEffect(() => () => running.current?.abort(), []);

  const apply = (rows: readonly PlannedRow[]) =>
    run(async () => {
      const changes = rows.flatMap((row) =>
        row.kind === 'change' && row.values && row.match.kind === 'one'
          ? [{ row: row.row, values: row.values, product: row.match.product }]
          : [],
      );
      const controller = new AbortController();
      running.current = controller;
      setPhase('sending');
      const all = new Map(outcomes);
      await sender.run(changes, {
        key: (row) => row.row,
        send: ({ values, product }) =>
          dataProvider.update('seller-products', { id: product.id, data: values, previousData: product }),
        messageOf: (error) => errorText(error, translate),
        onOutcome: (key, outcome) => {
          all.set(key, outcome);
          setOutcomes(new Map(all));
        },
        signal: controller.signal,
      });
      running.current = undefined;
      setPhase(changes.every((row) => sender.hasSent(row.row)) ? 'finished' : 'stopped');
      // The lists show the products as the service now has them.
      void queryClient.invalidateQueries({ queryKey: ['seller-products'] });
    });

  return {
    apply,
    stop: () => running.current?.abort(),
    phase,
    outcomes,
    /** Whether a row has been sent (or is being sent): not offered again. */
    hasSent: (row: number) => sender.hasSent(row),
  };
}
