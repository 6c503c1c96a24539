import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { loadThaiAddresses } from '../../src/demo/kit/thaiAddresses';
import { demo } from './renderApp';

/*
 * The demo's suppliers as the component tests pick them: read from the demo backend the file
 * shares (renderApp.tsx), whose seed is made once its Thai addresses are loaded.
 */

async function suppliers() {
  await loadThaiAddresses();
  return demo()
    .store.collection('suppliers')
    .map((row) => ({ SupplierId: String(row.SupplierId), SupplierName: String(row.SupplierName) }));
}

/** The demo suppliers whose name no other supplier's name contains: a search by it finds that one. */
export async function searchableSuppliers() {
  const all = await suppliers();
  return all.filter(
    (supplier) => all.filter((other) => other.SupplierName.includes(supplier.SupplierName)).length === 1,
  );
}

/** The first name two or more demo suppliers share, as real data has them. */
export async function sharedSupplierName(): Promise<string> {
  const names = (await suppliers()).map((supplier) => supplier.SupplierName);
  const shared = names.find((name, index) => names.indexOf(name) !== index);
  if (!shared) throw new Error('the demo seed has no two suppliers of the same name');
  return shared;
}

/** Picks a supplier in the "wholesaler" picker by its name: its option reads the name, then the line that tells partners apart. */
export async function chooseSupplier(user: UserEvent, name: string) {
  const input = await screen.findByRole('combobox', { name: 'ผู้ค้าส่ง' });
  await waitFor(() => expect(input).toHaveProperty('disabled', false));
  await user.click(input);
  await user.paste(name);
  const option = await waitFor(() => {
    const found = screen
      .queryAllByRole('option')
      .find((candidate) => candidate.textContent!.startsWith(name));
    if (!found) throw new Error(`no option reads ${name}`);
    return found;
  });
  await user.click(option);
}
