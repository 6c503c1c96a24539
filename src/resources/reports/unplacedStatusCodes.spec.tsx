import { describe, expect, it } from 'vitest';
import { browserTestConfig } from '../../../tests/e2e/testConfig';
import { componentTestFile, renderApp, screen } from '../../../tests/support/renderApp';

componentTestFile();

const { workflow } = browserTestConfig() as { workflow: Record<string, unknown> };

describe("the month's finance report", () => {
  it('warns of status codes the configuration does not place, instead of reporting their money as zero', async () => {
    // A deployment whose services say SUCCESS while its config.json says PAID for "paid".
    await renderApp({
      as: 'finance',
      at: '/report',
      config: { workflow: { ...workflow, payment: { succeeded: 'PAID' } } },
    });
    const warning = await screen.findByTestId('report-warning');
    expect(warning.textContent).toMatch(/SUCCESS \(\d[\d,]*\)/);
    expect(warning.textContent).toContain('workflow.payment.succeeded');
  });
});
