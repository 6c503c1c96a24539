import { createContext, useContext } from 'react';
import type { KeyStore } from '../api/cryptoKeys';
import type { HttpClient } from '../api/http';

/** The app's one HTTP client, for the few calls that are not a resource (change password). */
export const HttpContext = createContext<HttpClient | null>(null);

export function useHttp(): HttpClient {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp needs <HttpContext.Provider>');
  return http;
}

/** Where encrypted fields' keys come from (config.json or crypto.keysUrl), kept in memory only. */
export const KeyStoreContext = createContext<KeyStore | null>(null);

export function useKeyStore(): KeyStore {
  const keys = useContext(KeyStoreContext);
  if (!keys) throw new Error('useKeyStore needs <KeyStoreContext.Provider>');
  return keys;
}
