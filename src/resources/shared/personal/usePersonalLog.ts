import { createContext, useCallback, useContext } from 'react';
import {
  DataProviderContext,
  HttpError,
  useRecordContext,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import { readSession } from '../../../api/session';
import {
  partnerOf,
  partnerResourceOf,
  personalLogEntry,
  STAFF_LOG_RESOURCE,
  type PersonalLogInput,
  type PersonalLogSubject,
} from './personalLog';

/** Whose data a part of a screen shows where its own record cannot say (a transaction's nested details). */
export interface PersonalDataOwnerValue {
  partnerId?: Identifier;
  partnerName?: string;
  partnerResource?: string;
  /** When the field's record is a part of it without an id of its own. */
  record?: { resource: string; id: Identifier };
}

export const PersonalDataOwner = createContext<PersonalDataOwnerValue | undefined>(undefined);

const known = (value: unknown) => value !== undefined && value !== null && value !== '';

export function usePersonalLogSubject(): PersonalLogSubject {
  const owner = useContext(PersonalDataOwner);
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const own = partnerOf(record);
  const partnerId = known(owner?.partnerId) ? owner?.partnerId : own.partnerId;
  const partnerName = known(owner?.partnerName) ? owner?.partnerName : own.partnerName;
  const partnerResource = known(owner?.partnerId) ? owner?.partnerResource : partnerResourceOf(record);
  return {
    resource: owner?.record?.resource ?? resource,
    ...(owner?.record ? { recordId: owner.record.id } : known(record?.id) ? { recordId: record!.id } : {}),
    ...(known(partnerId) ? { partnerId } : {}),
    ...(known(partnerName) ? { partnerName } : {}),
    ...(known(partnerId) && partnerResource ? { partnerResource } : {}),
  };
}

export type PersonalLook = Omit<PersonalLogInput, 'user' | 'now'>;

/** Not through `useDataProvider`, whose empty success after a 401 would count as written. */
export function usePersonalLog(): (look: PersonalLook) => Promise<void> {
  const dataProvider = useContext(DataProviderContext);
  return useCallback(
    async (look: PersonalLook) => {
      if (!dataProvider)
        throw new HttpError('app.error.unknown_resource', 0, { resource: STAFF_LOG_RESOURCE });
      const session = readSession();
      const entry = personalLogEntry({
        ...look,
        user: { id: session?.id ?? '', username: session?.username ?? '' },
        now: new Date(),
      });
      await dataProvider.create(STAFF_LOG_RESOURCE, { data: entry });
    },
    [dataProvider],
  );
}
