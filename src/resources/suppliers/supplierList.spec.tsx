import { describe, expect, it } from 'vitest';
import { componentTestFile, listRows, renderApp, screen, waitFor } from '../../../tests/support/renderApp';
import { seedSupplierBusinessTypes } from './demoSeed';
import { searchableSuppliers } from './searchableSuppliers';

componentTestFile();

const rowCount = () => document.querySelectorAll('.RaDataTable-table tbody tr').length;

describe('the supplier list', () => {
  it('opens from the old path, pages on the server, and finds a supplier by name', async () => {
    const wanted = (await searchableSuppliers())[1];
    const { user, path } = await renderApp({ at: '/wholesale' });
    await waitFor(() => expect(path()).toMatch(/^\/suppliers(\?|$)/));
    await listRows();
    // A page of the tests' size (10 rows), of the 300 on the server.
    await waitFor(() => expect(rowCount()).toBe(10));
    await waitFor(() =>
      expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(/300/),
    );

    await user.type(screen.getByPlaceholderText('ค้นหาชื่อผู้ค้าส่ง'), wanted.SupplierName);
    await waitFor(() => expect(rowCount()).toBe(1));
    const [row] = await listRows();
    await waitFor(() => expect(row.textContent).toContain(wanted.ContactName));
    expect(row.textContent).toContain(wanted.ProvinceName);
    const type = seedSupplierBusinessTypes.find(
      (entry) => String(entry.BusinessTypeId) === wanted.BusinessTypeCode,
    )!;
    expect(row.textContent).toContain(type.BusinessType);
  });
});
