import { createContext, useContext } from 'react';
import type { HttpClient } from '../api/http';

/** The app's one HTTP client, for the few calls that are not a resource (change password). */
export const HttpContext = createContext<HttpClient | null>(null);

export function useHttp(): HttpClient {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp needs <HttpContext.Provider>');
  return http;
}
