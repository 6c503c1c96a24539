import { useCallback } from 'react';
import { useReferenceList } from '../../layout/StartupData';

/** A unit's title from the units the shell loaded at start-up. */
export function useUnitTitle() {
  const { data } = useReferenceList('units');
  return useCallback(
    (id: unknown) => String(data?.find((unit) => String(unit.id) === String(id))?.UnitTitle ?? ''),
    [data],
  );
}
