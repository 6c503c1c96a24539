// Browser tests need Debian's Chromium. Installs it when missing (as root, the way CI runs).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (existsSync(CHROMIUM_PATH)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian Chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!existsSync(CHROMIUM_PATH)) {
  console.error('Chromium did not install.');
  process.exit(1);
}
