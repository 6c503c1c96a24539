import { lazy, Suspense, useState, type ComponentType } from 'react';
import { RouteProgress } from './RouteProgress';

/** A screen whose code fails to download reloads the page, at most once a minute (a new release's files). */
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const text = String((error as Error)?.message ?? error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|preload/i.test(
    text,
  );
}

/** True when it reloads; false when it already did within the last minute. */
export function reloadOnceAMinute(
  now = Date.now(),
  storage: Storage = localStorage,
  reload = () => window.location.reload(),
) {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Screens whose code has arrived, by their loader: drawn at once from then on. */
const loadedScreens = new WeakMap<object, ComponentType<never>>();

/**
 * Loads a screen's code and remembers it. A screen whose code is already here (preloaded beside
 * the access decision and the menu) then draws in the same render as its parent: a lazy component
 * always suspends once, and React holds a revealed Suspense boundary back for up to 300 ms.
 */
export function loadScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Promise<{ default: ComponentType<P> }> {
  return load().then((module) => {
    loadedScreens.set(load, module.default as ComponentType<never>);
    return module;
  });
}

/** A lazily loaded screen with the route progress bar and the reload guard. */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Lazy = lazy(() =>
    loadScreen(load).catch((error) => {
      if (isChunkLoadError(error) && reloadOnceAMinute()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
  const Screen = (props: P) => {
    // Decided once per mount: switching between the two would remount the screen.
    const [Loaded] = useState(() => loadedScreens.get(load) as ComponentType<P> | undefined);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<RouteProgress />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return Screen;
}

/** Vite's own signal that a preloaded chunk failed. */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceAMinute()) event.preventDefault();
  });
}
