// The tests need Debian's Chromium (browser tests) and poppler-utils (the PDF tests read PDFs back
// with pdftotext). Installs what is missing (as root, the way CI runs); never downloads a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const needed = [
  [CHROMIUM_PATH, 'chromium'],
  ['/usr/bin/pdftotext', 'poppler-utils'],
].filter(([path]) => !existsSync(path));
if (needed.length === 0) process.exit(0);
const packages = needed.map(([, name]) => name).join(' ');
if (process.getuid?.() !== 0) {
  console.error(`Missing for the tests: ${packages}. Install them: sudo apt-get install -y ${packages}`);
  process.exit(1);
}
console.log(`Installing Debian packages for the tests: ${packages}…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
});
const still = needed.filter(([path]) => !existsSync(path));
if (still.length) {
  console.error(`Not installed: ${still.map(([path]) => path).join(', ')}`);
  process.exit(1);
}
