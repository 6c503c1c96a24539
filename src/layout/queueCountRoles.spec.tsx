import { describe, expect, it } from 'vitest';
import { componentTestFile, demo, renderApp, screen, within } from '../../tests/support/renderApp';

componentTestFile();

describe("the menu's work queues", () => {
  it('never counts, nor asks for, a queue of a screen the role cannot open', async () => {
    await renderApp({ as: 'finance', at: '/' });
    const menu = screen.getAllByRole('navigation')[0];
    // Finance has the support entry (everyone's) and the finance section, not the licences.
    await within(menu).findByTestId('queue-count-support-requests');
    await within(menu).findByTestId('section-queue-count-finance');
    expect(within(menu).queryByTestId('queue-count-supplier-alcohol')).toBeNull();
    expect(within(menu).queryByTestId('section-queue-count-wholesale')).toBeNull();
    expect(demo().requests.filter(({ url }) => url.href.includes('SellAlcohol'))).toEqual([]);
  });
});
