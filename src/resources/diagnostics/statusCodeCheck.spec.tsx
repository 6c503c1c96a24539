import { describe, expect, it } from 'vitest';
import { browserTestConfig } from '../../../tests/e2e/testConfig';
import {
  componentTestFile,
  demo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

const { workflow } = browserTestConfig() as { workflow: Record<string, unknown> };
/** A deployment whose config.json says PAID for "paid", a code the service's list does not hold. */
const PAID_CONFIG = {
  workflow: { ...workflow, payment: { succeeded: 'PAID', unpaid: ['PENDING', 'FAILED'] } },
};

const missing = (scope: HTMLElement) =>
  within(scope)
    .queryAllByTestId('status-check-missing')
    .map((item) => item.textContent);

describe('the configured status codes against the finance service’s list', () => {
  it('flags a configured code the service lacks, with its key, on the dashboard and the diagnostics page', async () => {
    const { user } = await renderApp({ as: 'admin', at: '/', config: PAID_CONFIG });
    const warning = await screen.findByTestId('status-check-warning');
    expect(missing(warning)).toEqual(['PAID (workflow.payment.succeeded)']);
    await user.click(within(warning).getByRole('link', { name: 'ตรวจสอบระบบ' }));
    const result = await screen.findByTestId('status-check-result');
    await waitFor(() => expect(missing(result)).toEqual(['PAID (workflow.payment.succeeded)']));
  });

  it('does not show it to finance staff, who do not configure the app', async () => {
    await renderApp({ as: 'finance', at: '/', config: PAID_CONFIG });
    await screen.findByTestId('dashboard-charts');
    expect(screen.queryByTestId('status-check-warning')).toBeNull();
  });

  it('says it cannot read a status list the service fails to give, never that all is fine, until Try again reads it', async () => {
    demo().setFault({ method: 'GET', path: 'Transaction/TransactionStatus', status: 500 });
    const { user } = await renderApp({ as: 'admin', at: '/test' });
    const unreadable = await screen.findByTestId('status-check-unreadable');
    expect(unreadable.textContent).toContain('อ่านรายการสถานะของบริการการเงิน');
    expect(screen.queryByTestId('status-check-result')).toBeNull();

    demo().clearFaults();
    await user.click(within(unreadable).getByRole('button', { name: 'ลองใหม่' }));
    // The demo config's codes: WAITING_APPROVAL, VERIFIED, APPROVED, REJECTED, SUCCESS, PENDING and FAILED.
    await waitFor(() =>
      expect(screen.getByTestId('status-check-result').textContent).toMatch(/ครบทั้ง 7 รหัส$/),
    );
    expect(screen.queryByTestId('status-check-unreadable')).toBeNull();
  });
});
