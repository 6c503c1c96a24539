import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useReferenceList } from '../../layout/StartupData';

/**
 * A unit's title from the units the shell loaded at start-up. A units list that could not be
 * read says "cannot read" where the title would be (an empty cell reads as a product without a unit).
 */
export function useUnitTitle() {
  const { data, error } = useReferenceList('units');
  const translate = useTranslate();
  return useCallback(
    (id: unknown) =>
      !data && error
        ? translate('app.error.unreadable_value')
        : String(data?.find((unit) => String(unit.id) === String(id))?.UnitTitle ?? ''),
    [data, error, translate],
  );
}
