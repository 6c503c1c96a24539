import { describe, expect, it } from 'vitest';
import { decryptDemoProfile as decrypt } from '../../../tests/support/demoCrypto';
import { componentTestFile, listRows, renderApp, screen, waitFor } from '../../../tests/support/renderApp';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedSupplierBankAccounts, seedSuppliers } from './demoSeed';
import { searchableSuppliers } from './searchableSuppliers';

componentTestFile();

/** Encrypted, a value is decrypted only on a reveal: until then the mask tells nothing of it. */
const MASKED = '••••••••';
const shown = (source: string) => screen.getByTestId(`sensitive-${source}`).textContent;
const main = () => document.querySelector('main')!.textContent!;

describe('the supplier detail', () => {
  it('opens from the list, shows the ids and the address, and reveals the phone to admin', async () => {
    const [wanted] = await searchableSuppliers();
    const phone = decrypt(wanted.Phoneno, wanted.Iv);
    const { user, path } = await renderApp({ at: '/suppliers' });
    await listRows();
    await user.type(screen.getByPlaceholderText('ค้นหาชื่อผู้ค้าส่ง'), wanted.SupplierName);
    await waitFor(() => expect(document.querySelectorAll('.RaDataTable-table tbody tr')).toHaveLength(1));
    const [row] = await listRows();
    await waitFor(() => expect(row.textContent).toContain(wanted.SupplierName));
    await user.click(row);
    await waitFor(() => expect(path()).toBe(`/suppliers/${wanted.SupplierId}/show`));

    await waitFor(() => expect(shown('Phoneno')).toBe(MASKED));
    for (const part of [phone, phone.slice(-4)]) expect(main()).not.toContain(part);
    await waitFor(() => expect(screen.getByTestId('partner-address').textContent).toContain(wanted.ZipCode));
    // The citizen id is masked like the phone: its last four digits in the card's layout.
    const citizen = wanted.CitizenId;
    const printed = `${citizen[0]}-${citizen.slice(1, 5)}-${citizen.slice(5, 10)}-${citizen.slice(10, 12)}-${citizen[12]}`;
    await waitFor(() =>
      expect(shown('CitizenId')).toBe(`x-xxxx-xxxx${citizen[9]}-${citizen.slice(10, 12)}-${citizen[12]}`),
    );
    for (const full of [printed, citizen]) expect(main()).not.toContain(full);
    expect(document.querySelectorAll('[data-testid^="invalid-"]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'แสดง เลขประจำตัวประชาชน' }));
    await waitFor(() => expect(shown('CitizenId')).toBe(printed));

    await user.click(screen.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }));
    await waitFor(() => expect(shown('Phoneno')).toBe(phone));
    await user.click(screen.getByRole('button', { name: 'ซ่อน เบอร์โทรศัพท์' }));
    await waitFor(() => expect(shown('Phoneno')).toBe(MASKED));
    expect(path()).not.toContain(phone);

    await user.click(screen.getByRole('tab', { name: 'สินค้าของร้าน' }));
    await waitFor(() =>
      expect(screen.getByTestId('supplier-products').querySelectorAll('tbody tr').length).toBeGreaterThan(0),
    );
    await user.click(screen.getByRole('link', { name: 'เปิดในหน้าสินค้าของผู้ค้าส่ง (ค้นหาและกรอง)' }));
    await waitFor(() => expect(path()).toMatch(/^\/seller-products(\?|$)/));
    await listRows();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('ผู้ค้าส่ง').value).toBe(wanted.SupplierName),
    );
  });

  it('lets sales reveal the contact but not the bank account', async () => {
    await loadThaiAddresses();
    const suppliers = seedSuppliers();
    const wanted = suppliers[20];
    const { user, path } = await renderApp({
      as: 'sales',
      at: `/wholesale/ws-detail?SupplierId=${wanted.SupplierId}`,
    });
    await waitFor(() => expect(path()).toBe(`/suppliers/${wanted.SupplierId}/show`));
    await screen.findByRole('button', { name: 'แสดง เบอร์โทรศัพท์' });
    // Sales talks to partners: their phone, not their citizen id.
    await waitFor(() => expect(shown('CitizenId')).toMatch(/^x-xxxx-xxxx/));
    expect(screen.queryByRole('button', { name: 'แสดง เลขประจำตัวประชาชน' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'บัญชีธนาคาร' }));
    await waitFor(() => expect(shown('AccountNumber')).toBe(MASKED));
    expect(screen.queryByRole('button', { name: 'แสดง เลขที่บัญชี' })).toBeNull();
    // The demo's licence requests come from every third supplier: this one has asked for none.
    await user.click(screen.getByRole('tab', { name: 'ใบอนุญาตขายสุรา' }));
    await screen.findByText('ยังไม่ได้ยื่นใบอนุญาตขายสุรา');
  });

  it('lets admin reveal the bank account', async () => {
    await loadThaiAddresses();
    const suppliers = seedSuppliers();
    const wanted = suppliers[20];
    const account = seedSupplierBankAccounts(suppliers).find(
      (candidate) => candidate.SupplierBankAccId === wanted.SupplierBankAccId,
    )!;
    const number = decrypt(account.AccountNumber, account.Iv);
    const { user } = await renderApp({ at: `/suppliers/${wanted.SupplierId}/show/bank` });
    await waitFor(() => expect(shown('AccountNumber')).toBe(MASKED));
    expect(main()).not.toContain(number);
    await user.click(screen.getByRole('button', { name: 'แสดง เลขที่บัญชี' }));
    await waitFor(() => expect(shown('AccountNumber')).toBe(number));
  });
});
