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

/**
 * Whose personal data a part of a screen shows, where its own record cannot say: a partner's
 * users and bank account belong to the partner on screen; a transaction's nested details belong
 * to the transaction (`record`) and its partner. What is given here wins over what the field's
 * record says.
 */
export interface PersonalDataOwnerValue {
  partnerId?: Identifier;
  partnerName?: string;
  /** The resource of the partner's own records (`suppliers`), so that its history lists the look. */
  partnerResource?: string;
  /** The record looked at, when the field's record is a part of it without an id of its own. */
  record?: { resource: string; id: Identifier };
}

export const PersonalDataOwner = createContext<PersonalDataOwnerValue | undefined>(undefined);

const known = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The record a field shows and whose it is: the owner given around it, else its own record. */
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

/** What a caller says of a look; who and when are added here. */
export type PersonalLook = Omit<PersonalLogInput, 'user' | 'now'>;

/**
 * Writes a look at personal data to the staff log (`create` of the staff-log resource) and
 * settles once the service has taken it; it rejects when the entry was not written, and the
 * caller then shows nothing. Any signed-in user writes their own entries, whether or not they may
 * open the log's screen. The data provider is taken as given to `<Admin>`, not through
 * `useDataProvider`: that one answers a 401 with an empty success once it has signed out, which
 * would count as written. A 401 still ends the session (the HTTP client's rule).
 */
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
