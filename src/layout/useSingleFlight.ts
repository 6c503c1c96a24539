import { useState } from 'react';
import { SingleFlight } from './singleFlight';

/**
 * The one guard every button that writes goes through (singleFlight.ts): `run(write)` sends
 * `write` unless this button's last write is still under way, and `busy` draws the button (and
 * its dialog's other buttons) disabled until it settles. The guard holds from the click itself;
 * `busy` is for the screen, which draws it a moment later.
 */
export function useSingleFlight<T = unknown>(): {
  run: (write: () => Promise<T>) => Promise<T>;
  busy: boolean;
} {
  const [busy, setBusy] = useState(false);
  // One guard for as long as the button is drawn; `setBusy` never changes.
  const [flight] = useState(() => new SingleFlight<T>(setBusy));
  const [run] = useState(() => (write: () => Promise<T>) => flight.run(write));
  return { run, busy };
}
