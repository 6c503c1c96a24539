import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { additionProblem, addToSupplier, PLACEHOLDER_STOCK, supplierHasProduct } from './catalogueAdditions';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('adding catalogue products to a supplier (supplier inventory service)', () => {
  it('checks each with GET BackOfficeInventory/backofficecheckproduct (productId, supplierId)', async () => {
    const sold = backend.store.collection('seller-products')[0];
    await expect(
      supplierHasProduct(backend.http, String(sold.SupplierId), Number(sold.ProductId)),
    ).resolves.toBe(true);
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(
      '/supplier-inventory/api/v1/BackOfficeInventory/backofficecheckproduct',
    );
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      productId: String(sold.ProductId),
      supplierId: String(sold.SupplierId),
    });
    const soldIds = new Set(
      backend.store
        .collection('seller-products')
        .filter((row) => row.SupplierId === sold.SupplierId)
        .map((row) => String(row.ProductId)),
    );
    const other = backend.store.collection('products').find((row) => !soldIds.has(String(row.ProductId)))!;
    await expect(
      supplierHasProduct(backend.http, String(sold.SupplierId), Number(other.ProductId)),
    ).resolves.toBe(false);
  });

  it('adds several with POST BackOfficeInventory/backofficesystemproduct, SupplierId, UserId and Products', async () => {
    const supplier = backend.store.collection('suppliers')[4];
    const soldIds = new Set(
      backend.store
        .collection('seller-products')
        .filter((row) => row.SupplierId === supplier.SupplierId)
        .map((row) => String(row.ProductId)),
    );
    const [first, second] = backend.store
      .collection('products')
      .filter((row) => !soldIds.has(String(row.ProductId)));
    const additions = [
      { ProductId: Number(first.ProductId), ProductName: String(first.ProductName), ...PLACEHOLDER_STOCK },
      {
        ProductId: Number(second.ProductId),
        ProductName: String(second.ProductName),
        Quantity: 20,
        UnitPrice: 35.5,
      },
    ];
    await addToSupplier(backend.http, String(supplier.SupplierId), additions);
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(
      '/supplier-inventory/api/v1/BackOfficeInventory/backofficesystemproduct',
    );
    expect(JSON.parse(request.body)).toEqual({
      SupplierId: supplier.SupplierId,
      UserId: localStorage.getItem('id'),
      Products: [
        { ProductId: Number(first.ProductId), Quantity: 100, UnitPrice: 100 },
        { ProductId: Number(second.ProductId), Quantity: 20, UnitPrice: 35.5 },
      ],
    });
    const { data } = await backend.dataProvider.getList('seller-products', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { SupplierId: supplier.SupplierId, ProductName: String(second.ProductName) },
    });
    expect(data.find((row) => row.ProductId === second.ProductId)).toMatchObject({
      Quantity: 20,
      UnitPrice: 35.5,
    });
    await expect(addToSupplier(backend.http, String(supplier.SupplierId), additions)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('starts each at 100 pieces and 100 baht, and refuses a bad quantity or nothing at all', () => {
    expect(PLACEHOLDER_STOCK).toEqual({ Quantity: 100, UnitPrice: 100 });
    expect(additionProblem([])).toBe('resources.seller-products.add.nothing');
    expect(additionProblem([{ ProductId: 1, ProductName: 'x', Quantity: '-1', UnitPrice: 5 }])).toBe(
      'resources.seller-products.validation.quantity',
    );
    expect(additionProblem([{ ProductId: 1, ProductName: 'x', Quantity: 3, UnitPrice: '1.999' }])).toBe(
      'resources.seller-products.validation.unit_price',
    );
    expect(
      additionProblem([{ ProductId: 1, ProductName: 'x', Quantity: 3, UnitPrice: 1.5 }]),
    ).toBeUndefined();
  });
});
