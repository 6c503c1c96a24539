import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', m => console.log('console:', m.type(), m.text()));
page.on('pageerror', e => console.log('pageerror:', e.message));
const steps = JSON.parse(process.argv[2] || '[]');
await page.goto('http://127.0.0.1:4173' + (process.argv[3] || '/'));
await page.waitForTimeout(1500);
for (const [action, sel, val] of steps) {
  if (action === 'fill') await page.fill(sel, val);
  if (action === 'click') await page.click(sel);
  if (action === 'goto') await page.goto('http://127.0.0.1:4173' + sel);
  if (action === 'wait') await page.waitForTimeout(Number(sel));
  if (action === 'shot') await page.screenshot({ path: sel });
}
await page.screenshot({ path: '/tmp/shot.png' });
console.log('URL', page.url());
await browser.close();
