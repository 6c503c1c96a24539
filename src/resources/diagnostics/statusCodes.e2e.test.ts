import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  newPage,
  setFault,
  sharedBrowser,
  signInAt,
  signedInAt,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

/** The shipped config.json: its workflow codes are the ones the demo's status list holds. */
const shipped = JSON.parse(readFileSync(join(process.cwd(), 'public', 'config.json'), 'utf8')) as {
  workflow: Record<string, unknown>;
};

describe('the configured status codes against the finance service’s list', () => {
  it('flags a configured code the service lacks, with its key, on the dashboard and the diagnostics page, to administrators only', async () => {
    // A deployment whose config.json says PAID for "paid", a code the service's list does not hold.
    const config = {
      ...shipped,
      workflow: { ...shipped.workflow, payment: { succeeded: 'PAID', unpaid: ['PENDING', 'FAILED'] } },
    };
    const page = await newPage({ config });
    await signInAt(page, 'admin', '/');
    const warning = page.getByTestId('status-check-warning');
    await warning.waitFor();
    await expect(warning.getByTestId('status-check-missing').allInnerTexts()).resolves.toEqual([
      'PAID (workflow.payment.succeeded)',
    ]);
    await warning.getByRole('link', { name: 'ตรวจสอบระบบ' }).click();
    const result = page.getByTestId('status-check-result');
    await result.waitFor();
    await expect(result.getByTestId('status-check-missing').allInnerTexts()).resolves.toEqual([
      'PAID (workflow.payment.succeeded)',
    ]);

    // Finance staff, who do not configure the app, are not shown it.
    const finance = await newPage({ config });
    await signInAt(finance, 'finance', '/');
    await finance.getByTestId('dashboard-charts').waitFor();
    expect(await finance.getByTestId('status-check-warning').count()).toBe(0);
  });

  it('says it cannot read a status list the service fails to give, never that all is fine, until Try again reads it', async () => {
    const page = await signedInAt('/test');
    const result = page.getByTestId('status-check-result');
    // The demo config's codes: WAITING_APPROVAL, VERIFIED, APPROVED, REJECTED, SUCCESS, PENDING and FAILED.
    await expect.poll(() => result.innerText()).toMatch(/ครบทั้ง 7 รหัส$/);
    // The app opened again while the service fails to give its list (faults outlive a reload).
    await setFault(page, { method: 'GET', path: 'Transaction/TransactionStatus', status: 500 });
    await page.reload();
    const unreadable = page.getByTestId('status-check-unreadable');
    await unreadable.waitFor();
    await expect(unreadable.innerText()).resolves.toContain('อ่านรายการสถานะของบริการการเงิน');
    expect(await result.count()).toBe(0);

    await page.evaluate(() => window.__demo!.clearFaults());
    await unreadable.getByRole('button', { name: 'ลองใหม่' }).click();
    await expect.poll(() => result.innerText()).toMatch(/ครบทั้ง 7 รหัส$/);
  });
});
