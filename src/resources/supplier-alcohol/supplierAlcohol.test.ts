import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { remarkProblem } from '../shared/domain/approval/approvalRules';

const backend = demoBackendForFile({ signInAs: 'admin' });

const list = (filter: Record<string, unknown> = {}) =>
  backend.dataProvider.getList('supplier-alcohol', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });

describe("suppliers' alcohol licences", () => {
  it('asks GET BackOfficeSupplierSellAlcohol with SupplierName, BusinessTypeCode, Status, page and pageSize', async () => {
    const { data } = await list({ ApprovedStatus: 'PENDING', BusinessTypeCode: '2', q: 'ร้าน' });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplier/BackOfficeSupplierSellAlcohol');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '1',
      pageSize: '50',
      SupplierName: 'ร้าน',
      BusinessTypeCode: '2',
      Status: 'PENDING',
    });
    for (const row of data) {
      expect(row).toMatchObject({ ApprovedStatus: 'PENDING', BusinessTypeCode: '2' });
      expect(String(row.SupplierName)).toContain('ร้าน');
    }
  });

  it('decides with PUT SupplierId, ApprovedStatus, Remark and UserId, and the list shows it', async () => {
    const { data } = await list({ ApprovedStatus: 'PENDING' });
    const row = data[0];
    await backend.dataProvider.update('supplier-alcohol', {
      id: row.id,
      data: { ApprovedStatus: 'REJECTED', Remark: 'ภาพเอกสารไม่ชัด', UserId: localStorage.getItem('id') },
      previousData: row,
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplier/BackOfficeSupplierSellAlcohol');
    expect(JSON.parse(request.body)).toEqual({
      SupplierId: row.id,
      ApprovedStatus: 'REJECTED',
      Remark: 'ภาพเอกสารไม่ชัด',
      UserId: localStorage.getItem('id'),
    });
    const { data: rejected } = await list({ ApprovedStatus: 'REJECTED' });
    expect(rejected.find((item) => item.id === row.id)).toMatchObject({ Remark: 'ภาพเอกสารไม่ชัด' });
  });

  it('refuses a rejection without a remark', async () => {
    const { data } = await list({ ApprovedStatus: 'PENDING' });
    await expect(
      backend.dataProvider.update('supplier-alcohol', {
        id: data[0].id,
        data: { ApprovedStatus: 'REJECTED', Remark: ' ', UserId: 'x' },
        previousData: data[0],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'A rejection needs a Remark' });
  });
});

describe('the remark rule', () => {
  it('asks a reason to reject, none to approve, and at most 500 characters', () => {
    expect(remarkProblem('reject', '  ')).toBe('app.approval.remark_required');
    expect(remarkProblem('reject', 'เอกสารหมดอายุ')).toBeUndefined();
    expect(remarkProblem('approve', '')).toBeUndefined();
    expect(remarkProblem('approve', 'ก'.repeat(501))).toBe('app.approval.remark_too_long');
  });
});
