import type { DemoData, Persistence } from './store';

/**
 * Keeps the demo store in IndexedDB: local storage is cleared on every sign-out (spec §5), and
 * demo edits must outlive that.
 */
const DB_NAME = 'kk-backoffice-demo';
const STORE = 'kv';
const KEY = 'data';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result as T);
        };
        transaction.onerror = () => reject(transaction.error);
      }),
  );
}

export const idbPersistence: Persistence = {
  load: () => run<DemoData | undefined>('readonly', (store) => store.get(KEY)),
  save: (data) => run<void>('readwrite', (store) => store.put(data, KEY)),
  clear: () => run<void>('readwrite', (store) => store.delete(KEY)),
};
