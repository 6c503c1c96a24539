import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { quantityProblem, unitPriceProblem } from '../shared/domain/sellerProducts/stockRules';

const backend = demoBackendForFile({ signInAs: 'admin' });

const supplierWithProducts = async () => {
  const { data } = await backend.dataProvider.getList('suppliers', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data[0];
};

const list = (filter: Record<string, unknown>, page = 1) =>
  backend.dataProvider.getList('seller-products', {
    pagination: { page, perPage: 10 },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });

describe('seller products (supplier inventory service)', () => {
  it('asks GET SystemProduct/systemproducts with SupplierId, page and itemsPerPage', async () => {
    const supplier = await supplierWithProducts();
    const { data, total } = await list({ SupplierId: supplier.id });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/supplier-inventory/api/v1/SystemProduct/systemproducts');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      SupplierId: String(supplier.id),
      page: '1',
      itemsPerPage: '10',
    });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(data.every((row) => row.SupplierId === supplier.id)).toBe(true);
  });

  it('asks nothing until a supplier is chosen', async () => {
    await expect(list({})).resolves.toEqual({ data: [], total: 0 });
    expect(backend.requests).toHaveLength(0);
  });

  it('filters by ProductName, ProductCategoryId and ProductSubCategoryId', async () => {
    const supplier = await supplierWithProducts();
    const { data: all } = await list({ SupplierId: supplier.id });
    const sample = all[0];
    const word = String(sample.ProductName).split(' ')[0];
    const { data } = await list({
      SupplierId: supplier.id,
      ProductName: word,
      ProductCategoryId: sample.ProductCategoryId,
      ProductSubCategoryId: sample.ProductSubCategoryId,
    });
    const query = backend.lastRequest().url.searchParams;
    expect(query.get('ProductName')).toBe(word);
    expect(query.get('ProductCategoryId')).toBe(String(sample.ProductCategoryId));
    expect(query.get('ProductSubCategoryId')).toBe(String(sample.ProductSubCategoryId));
    expect(data.map((row) => row.id)).toContain(sample.id);
  });

  it('saves status, quantity and price with PUT SystemProduct/systemproduct and the signed-in user id', async () => {
    const supplier = await supplierWithProducts();
    const { data: rows } = await list({ SupplierId: supplier.id });
    const row = rows[1];
    await backend.dataProvider.update('seller-products', {
      id: row.id,
      data: { ...row, ProductStatus: 'INACTIVE', Quantity: 12, UnitPrice: 45.5 },
      previousData: row,
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe('/supplier-inventory/api/v1/SystemProduct/systemproduct');
    expect(JSON.parse(request.body)).toEqual({
      SupplierProductDetailId: row.id,
      SupplierStockItemId: row.SupplierStockItemId,
      ProductStatus: 'INACTIVE',
      Quantity: 12,
      UnitPrice: 45.5,
      UserId: localStorage.getItem('id'),
    });
    const { data: after } = await list({ SupplierId: supplier.id });
    expect(after.find((item) => item.id === row.id)).toMatchObject({
      ProductStatus: 'INACTIVE',
      Quantity: 12,
      UnitPrice: 45.5,
    });
  });

  it('is refused a negative or fractional quantity, with the server message', async () => {
    const supplier = await supplierWithProducts();
    const { data: rows } = await list({ SupplierId: supplier.id });
    await expect(
      backend.dataProvider.update('seller-products', {
        id: rows[0].id,
        data: { ...rows[0], Quantity: 1.5 },
        previousData: rows[0],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Quantity must be a whole number of 0 or more' });
  });
});

describe('the stock rules of the edit form', () => {
  it.each([
    ['0', undefined],
    ['12', undefined],
    ['', 'ra.validation.required'],
    ['-1', 'resources.seller-products.validation.quantity'],
    ['1.5', 'resources.seller-products.validation.quantity'],
  ])('quantity %j → %s', (value, problem) => expect(quantityProblem(value)).toBe(problem));

  it.each([
    ['0', undefined],
    ['45.5', undefined],
    ['45.55', undefined],
    ['45.555', 'resources.seller-products.validation.unit_price'],
    ['-3', 'resources.seller-products.validation.unit_price'],
    ['', 'ra.validation.required'],
  ])('unit price %j → %s', (value, problem) => expect(unitPriceProblem(value)).toBe(problem));
});
