import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { readSession } from '../../api/session';
import type { ResourceDefinition } from '../../registry/definition';
import { createdValues, recordChanges, type HistoryDeclaration, type HistoryChange } from './historyChanges';
import {
  historyEntry,
  partnerSubject,
  STAFF_LOG_RESOURCE,
  type HistoryAction,
  type HistoryEntryInput,
} from './historyEntry';
import { announceHistoryNotWritten } from './historyEvents';

/**
 * The app's own writes to a resource with a history (`ResourceDefinition.history`) each write a
 * staff log entry once the service has taken the write (docs/api.md, "Record history"), through the
 * same `POST auth/Stafflog` as a look at personal data. One place for every screen: an edit form, a
 * decision button, an active switch all write through the data provider.
 */

/** `meta` of a write that is a decision: its entry says so (`APPROVE`, `REJECT`, `VERIFY`). */
export const historyMeta = (action: HistoryAction) => ({ history: { action } });

const actionOf = (meta: unknown, otherwise: HistoryAction): HistoryAction => {
  const action = (meta as { history?: { action?: HistoryAction } } | undefined)?.history?.action;
  return action ?? otherwise;
};

export interface RecordHistoryOptions {
  /** Once an entry is written (a history panel on screen reads again). */
  onWritten?: () => void;
  /** Who writes: the signed-in user as the session holds them (the service stamps its own too). */
  user?: () => { id: string; username: string } | undefined;
  now?: () => Date;
}

const sessionUser = () => {
  const session = readSession();
  return session ? { id: session.id, username: session.username } : undefined;
};

/** The resources with a history, by name, with what their history says of their fields. */
export type HistoryDeclarations = ReadonlyMap<string, HistoryDeclaration>;

export const historyDeclarations = (definitions: readonly ResourceDefinition[]): HistoryDeclarations =>
  new Map(
    definitions.flatMap(({ name, history }) =>
      history ? [[name, history === true ? {} : history] as const] : [],
    ),
  );

/**
 * The data provider with each write of a declared resource followed by its entry. The write's
 * answer is the caller's whatever becomes of the entry: the write stands, and an entry the log
 * refused or missed is announced (`onHistoryNotWritten`) for the layout to say so.
 */
export function withRecordHistory(
  provider: DataProvider,
  declarations: HistoryDeclarations,
  { onWritten, user = sessionUser, now = () => new Date() }: RecordHistoryOptions = {},
): DataProvider {
  const write = async (resource: string, entries: Omit<HistoryEntryInput, 'user' | 'now'>[]) => {
    const writer = user();
    if (!writer || entries.length === 0) return;
    try {
      for (const entry of entries)
        await provider.create(STAFF_LOG_RESOURCE, {
          data: historyEntry({ ...entry, user: writer, now: now() }),
        });
      onWritten?.();
    } catch (error) {
      announceHistoryNotWritten({ resource, error });
    }
  };
  const about = (
    resource: string,
    action: HistoryAction,
    recordId: Identifier,
    changes: HistoryChange[],
    record?: Record<string, unknown>,
  ): Omit<HistoryEntryInput, 'user' | 'now'> => ({
    action,
    resource,
    recordId,
    changes,
    ...partnerSubject(record),
  });

  const wrapped: Partial<DataProvider> = {
    async create(resource: string, params: CreateParams) {
      const result = await provider.create(resource, params);
      const declaration = declarations.get(resource);
      if (declaration) {
        const record = { ...params.data, ...result.data } as RaRecord;
        const changes = createdValues(params.data as Record<string, unknown>, declaration);
        await write(resource, [about(resource, actionOf(params.meta, 'CREATE'), record.id, changes, record)]);
      }
      return result;
    },
    async update(resource: string, params: UpdateParams) {
      const result = await provider.update(resource, params);
      const declaration = declarations.get(resource);
      if (declaration) {
        const before = params.previousData as Record<string, unknown> | undefined;
        const changes = recordChanges(before, params.data as Record<string, unknown>, declaration);
        const record = { ...before, ...params.data };
        await write(resource, [about(resource, actionOf(params.meta, 'UPDATE'), params.id, changes, record)]);
      }
      return result;
    },
    async delete(resource: string, params: DeleteParams) {
      const result = await provider.delete(resource, params);
      if (declarations.has(resource))
        await write(resource, [
          about(resource, actionOf(params.meta, 'DELETE'), params.id, [], params.previousData),
        ]);
      return result;
    },
    async updateMany(resource: string, params: UpdateManyParams) {
      const result = await provider.updateMany(resource, params);
      const declaration = declarations.get(resource);
      if (declaration) {
        const changes = recordChanges(undefined, params.data as Record<string, unknown>, declaration);
        const action = actionOf(params.meta, 'UPDATE');
        await write(
          resource,
          params.ids.map((id) => about(resource, action, id, changes)),
        );
      }
      return result;
    },
    async deleteMany(resource: string, params: DeleteManyParams) {
      const result = await provider.deleteMany(resource, params);
      if (declarations.has(resource)) {
        const action = actionOf(params.meta, 'DELETE');
        await write(
          resource,
          params.ids.map((id) => about(resource, action, id, [])),
        );
      }
      return result;
    },
  };
  // The provider may be a proxy answering any method by name (combineDataProviders): every other
  // method goes to it as it is.
  return new Proxy(provider, {
    get: (target, method: string) =>
      method in wrapped ? wrapped[method as keyof DataProvider] : (target as Record<string, unknown>)[method],
  });
}
