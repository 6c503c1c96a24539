import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useResourceContext, type Identifier } from 'react-admin';
import { readSession } from '../../api/session';
import { useAppConfig } from '../../config/ConfigContext';
import { historyKey } from '../shared/history/useRecordHistory';
import { readVerifier, secondStep, type Person, type SecondStep } from './fourEyes';

/** The signed-in user as the session holds them (the history's entries name the same). */
const signedInUser = (): Person | undefined => {
  const session = readSession();
  return session ? { id: session.id, username: session.username } : undefined;
};

export interface SecondStepState {
  /** Whether the user may approve or reject the verified withdrawal, and why not; undefined while read. */
  step?: SecondStep;
  reading: boolean;
  /** Reads the history again, not from the cache, and answers the verdict: right before a decision is sent. */
  check: () => Promise<SecondStep>;
}

/**
 * Who verified a withdrawal waiting for its second person, read from its history once the dialog
 * opens (`enabled`), and whether the signed-in user may take the second step (fourEyes.ts).
 */
export function useSecondStep(id: Identifier | undefined, enabled: boolean): SecondStepState {
  const dataProvider = useDataProvider();
  const resource = useResourceContext() ?? 'pay-outs';
  const { verified } = useAppConfig().workflow.withdrawal;
  const subject = { resource, id: id ?? '' };
  // Under the history's key: an entry written (the verification itself) reads it again.
  const query = useQuery({
    queryKey: [...historyKey(subject), 'verifier', verified ?? ''],
    queryFn: () => readVerifier(dataProvider, subject, verified),
    enabled: enabled && id !== undefined,
    staleTime: 0,
    retry: false,
  });
  const check = useCallback(
    async () =>
      secondStep(await readVerifier(dataProvider, { resource, id: id ?? '' }, verified), signedInUser()),
    [dataProvider, resource, id, verified],
  );
  return {
    step: query.data ? secondStep(query.data, signedInUser()) : undefined,
    reading: enabled && id !== undefined && query.isFetching,
    check,
  };
}
