import { ConfigError, parseConfig } from './parse';
import { plainHttpProblems } from './urls';
import type { AppConfig } from './config';
import { demoModeFor, demoRefusedProblem } from './demoHost';

/**
 * Fetches `config.json` from beside `index.html` and checks it. index.html preloads it, so it
 * downloads beside the code; this fetch takes that download (same URL, mode and credentials), and
 * the server's `Cache-Control: no-cache` (docs/deploying.md) makes every visit revalidate it.
 * A demo config.json on a host other than this machine's own is refused unless it asks for a public
 * demo (docs/deploying.md): a build copied onto a server with the demo's file never puts staff on
 * the fake backend. parseConfig refuses decryption keys written in the file with the demo off
 * (docs/deploying.md, "Decryption keys"), whatever the host. A page served over https refuses an
 * `http://` service address (docs/deploying.md, "HTTPS").
 */
export async function loadConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
  hostname = window.location.hostname,
  protocol = globalThis.location?.protocol ?? '',
): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new ConfigError([`could not download ${url}: ${(error as Error).message}`]);
  }
  if (!response.ok) throw new ConfigError([`could not download ${url}: HTTP ${response.status}`]);
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`${url} is not valid JSON: ${(error as Error).message}`]);
  }
  const config = parseConfig(raw);
  const plainHttp = plainHttpProblems(config, protocol);
  if (plainHttp.length) throw new ConfigError(plainHttp);
  if (demoModeFor(config, hostname).refused) throw new ConfigError([demoRefusedProblem(hostname)]);
  return config;
}
