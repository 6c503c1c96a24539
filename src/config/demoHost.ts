import type { AppConfig } from './config';

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

/** A demo config.json copied onto a real server stops the app rather than put staff on the fake backend (docs/deploying.md). */
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

export function demoRefusedProblem(hostname: string): string {
  return (
    `"demo": true runs the built-in fake backend, which starts only on this machine's own address ` +
    `(127.0.0.1, localhost). On ${hostname} a production site writes "demo": false; a public ` +
    `demonstration site adds "publicDemo": true.`
  );
}
