import type { AppConfig } from './config';

/**
 * Whether a page's host name is this machine's own: `localhost` (and names under it), the IPv4
 * loopback block 127.0.0.0/8 and the IPv6 loopback, as `location.hostname` spells them.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/**
 * What a config.json's demo settings do on a host (docs/deploying.md): the demo runs on this
 * machine's own host whenever `demo` is true; on any other host only with `publicDemo` as well,
 * and then every screen says it is a demonstration. A demo config.json copied onto a real
 * server by mistake is `refused`: the app stops and says why instead of putting staff on the
 * fake backend.
 */
export type DemoMode =
  | { demo: false; banner: false; refused: false }
  | { demo: true; banner: boolean; refused: false }
  | { demo: false; banner: false; refused: true };

export function demoModeFor(config: Pick<AppConfig, 'demo' | 'publicDemo'>, hostname: string): DemoMode {
  if (!config.demo) return { demo: false, banner: false, refused: false };
  if (isLoopbackHost(hostname)) return { demo: true, banner: false, refused: false };
  if (config.publicDemo) return { demo: true, banner: true, refused: false };
  return { demo: false, banner: false, refused: true };
}

/** Why a demo config.json does not start on `hostname` (shown on the start-up error page). */
export function demoRefusedProblem(hostname: string): string {
  return (
    `"demo": true runs the built-in fake backend, which starts only on this machine's own address ` +
    `(127.0.0.1, localhost). On ${hostname} a production site writes "demo": false; a public ` +
    `demonstration site adds "publicDemo": true.`
  );
}
