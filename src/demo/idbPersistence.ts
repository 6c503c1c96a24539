import type { Persistence } from './store';

/**
 * Keeps the demo store in IndexedDB: local storage is cleared on every sign-out, and
 * demo edits must outlive that. Each part (the users and sessions, the uploads, each collection) is
 * its own entry, so that a change writes only what it touched.
 */
const DB_NAME = 'kk-backoffice-demo';
const STORE = 'kv';
/** 2: one entry per part (1 kept the whole store under one key; its data is dropped, not read). */
const DB_VERSION = 2;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
      db.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => T): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const result = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(result);
        };
        transaction.onerror = () => reject(transaction.error);
      }),
  );
}

export const idbPersistence: Persistence = {
  loadAll: () =>
    run('readonly', (store) => {
      const parts = new Map<string, unknown>();
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const entry = cursor.result;
        if (!entry) return;
        parts.set(String(entry.key), entry.value);
        entry.continue();
      };
      return parts;
    }),
  save: (parts) =>
    run('readwrite', (store) => {
      for (const [key, value] of parts) store.put(value, key);
    }),
  clear: () =>
    run('readwrite', (store) => {
      store.clear();
    }),
};
