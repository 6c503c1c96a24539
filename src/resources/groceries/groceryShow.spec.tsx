import { describe, expect, it } from 'vitest';
import { decryptDemoProfile as decrypt } from '../../../tests/support/demoCrypto';
import { componentTestFile, renderApp, screen, waitFor } from '../../../tests/support/renderApp';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedGroceries } from './demoSeed';

componentTestFile();

describe('a grocery store', () => {
  it('opens from the old detail path with the phone masked (not yet decrypted), revealed on a click', async () => {
    await loadThaiAddresses();
    const store = seedGroceries()[10];
    const phone = decrypt(store.ContactphoneNo, store.Iv);
    const { user, path } = await renderApp({
      as: 'support',
      at: `/grocery/gc-detail?GroceryId=${store.GroceryId}`,
    });
    await waitFor(() => expect(path()).toBe(`/groceries/${store.GroceryId}/show`));
    const shown = () => screen.getByTestId('sensitive-ContactphoneNo').textContent;
    // Encrypted, and decrypted only on the click: the mask tells nothing of the number.
    await waitFor(() => expect(shown()).toBe('••••••••'));
    expect(document.querySelector('main')!.textContent).not.toContain(phone.slice(-4));
    await waitFor(() => expect(screen.getByTestId('partner-address').textContent).toContain(store.ZipCode));
    await user.click(screen.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์ผู้ติดต่อ' }));
    await waitFor(() => expect(shown()).toBe(phone));
  });
});
