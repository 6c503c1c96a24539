import { ADD_LOG_PATH, type LandingVisit } from '../landingRules';

/** The sessionStorage key that marks a visit as logged: one log per app and advert type per visit. */
export const loggedKey = (visit: LandingVisit) => `adv-logged:${visit.typeApp}:${visit.typeAdv}`;

export interface AddLogDeps {
  apiBase: string;
  apiHeaders: Record<string, string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  fetch: typeof fetch;
}

/** Visits whose log is on its way in this page (React's strict mode runs an effect twice). */
const inFlight = new Set<string>();

/**
 * Logs a visit once per browser session: `PUT AddLog` with `TypeApp` and `TypeAdv` as a JSON body.
 * Returns whether a request was sent. A failed log is not retried and not shown: the visitor came
 * for the download links, and a reload in the same session should not count twice.
 */
export async function addLogOnce(visit: LandingVisit, deps: AddLogDeps): Promise<boolean> {
  const key = loggedKey(visit);
  if (inFlight.has(key) || deps.storage.getItem(key)) return false;
  inFlight.add(key);
  deps.storage.setItem(key, new Date().toISOString());
  try {
    await deps.fetch(`${deps.apiBase}${ADD_LOG_PATH}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...deps.apiHeaders },
      body: JSON.stringify({ TypeApp: visit.typeApp, TypeAdv: visit.typeAdv }),
    });
  } catch {
    // Offline or refused: nothing to tell the visitor (see above).
  } finally {
    inFlight.delete(key);
  }
  return true;
}
