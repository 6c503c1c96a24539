import { describe, expect, it } from 'vitest';
import { demoBackendForFile, TEST_API_KEY } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

const everything = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'created_at', order: 'ASC' as const },
  filter: {},
};

describe('dataProvider against the demo backend', () => {
  it('lists the main menu from GET /api/Mainmenu with the API key, sorted by created_at', async () => {
    const { data, total } = await backend.dataProvider.getList('Mainmenu', everything);
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/Mainmenu');
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(total).toBe(data.length);
    const dates = data.map((entry) => entry.created_at);
    expect(dates).toEqual([...dates].sort());
    expect(data[0]).toMatchObject({ id: 1, title_en: 'Dashboard' });
    expect(Array.isArray(data[0].allowedroles)).toBe(true);
  });

  it('lists sub-entries from GET /api/Submenu', async () => {
    const { data } = await backend.dataProvider.getList('Submenu', everything);
    expect(backend.lastRequest().url.pathname).toBe('/api/Submenu');
    expect(data.every((entry) => typeof entry.mainmenuid === 'number')).toBe(true);
  });

  it('edits an entry with PUT /api/Mainmenu/{id} sending only title_th, title_en, icon and allowedroles', async () => {
    const { data: before } = await backend.dataProvider.getList('Mainmenu', everything);
    const entry = before.find((item) => item.title_en === 'Brands')!;
    const { data } = await backend.dataProvider.update('Mainmenu', {
      id: entry.id,
      data: {
        ...entry,
        title_th: 'แบรนด์สินค้า',
        title_en: 'Product brands',
        icon: 'mdi-tag-multiple',
        allowedroles: ['admin'],
      },
      previousData: entry,
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe(`/api/Mainmenu/${entry.id}`);
    expect(JSON.parse(request.body)).toEqual({
      title_th: 'แบรนด์สินค้า',
      title_en: 'Product brands',
      icon: 'mdi-tag-multiple',
      allowedroles: ['admin'],
    });
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(data).toMatchObject({ id: entry.id, title_en: 'Product brands' });
    const { data: after } = await backend.dataProvider.getList('Mainmenu', everything);
    expect(after.find((item) => item.id === entry.id)).toMatchObject({
      title_th: 'แบรนด์สินค้า',
      allowedroles: ['admin'],
    });
  });

  it('edits a sub-entry with PUT /api/Submenu/{id}', async () => {
    const { data } = await backend.dataProvider.getList('Submenu', everything);
    await backend.dataProvider.update('Submenu', {
      id: data[0].id,
      data: { ...data[0], title_en: 'Renamed' },
      previousData: data[0],
    });
    expect(backend.lastRequest().url.pathname).toBe(`/api/Submenu/${data[0].id}`);
  });

  it('reports the server message when an edit is refused, and only "server problem" for a server fault', async () => {
    backend.faults.set({
      method: 'PUT',
      path: '/api/Mainmenu/1',
      status: 400,
      message: 'Menu title is too long',
    });
    const edit = () =>
      backend.dataProvider.update('Mainmenu', {
        id: 1,
        data: { title_th: 'x', title_en: 'y' },
        previousData: { id: 1 },
      });
    await expect(edit()).rejects.toMatchObject({ status: 400, message: 'Menu title is too long' });
    expect(backend.events.serverErrors).toContain('Menu title is too long');
    backend.faults.set({
      method: 'PUT',
      path: '/api/Mainmenu/1',
      status: 503,
      message: 'Menu service is down',
    });
    await expect(edit()).rejects.toMatchObject({ status: 503, message: 'app.error.server' });
    expect(backend.events.serverErrors).not.toContain('Menu service is down');
  });

  it('lists brands from Brand/GetAllBrands with BrandName, page and pageSize and the Bearer token', async () => {
    const { data, total } = await backend.dataProvider.getList('brands', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'BrandId', order: 'ASC' },
      filter: { q: 'า' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/product/api/v1/Brand/GetAllBrands');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      BrandName: 'า',
      page: '2',
      pageSize: '10',
      Sort: 'BrandId',
      Order: 'ASC',
    });
    expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.length).toBeLessThanOrEqual(10);
    expect(total).toBeGreaterThan(10);
    expect(data[0]).toHaveProperty('BrandTitle');
    expect(data[0].id).toBe(data[0].BrandId);
  });

  it('lists units, categories and regions (country and language code TH)', async () => {
    const units = await backend.dataProvider.getList('units', {
      ...everything,
      sort: { field: 'UnitId', order: 'ASC' },
    });
    expect(backend.lastRequest().url.pathname).toBe('/product/api/v1/UnitMeasurement/Units');
    expect(units.data[0]).toMatchObject({ id: 1, UnitTitle: expect.any(String) });
    await backend.dataProvider.getList('categories', {
      ...everything,
      sort: { field: 'Tiltle', order: 'ASC' },
    });
    expect(backend.lastRequest().url.pathname).toBe('/product/api/v1/ProductCategory/ProductCategoryAll');
    const regions = await backend.dataProvider.getList('regions', {
      ...everything,
      sort: { field: 'RegionId', order: 'ASC' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/supplier/api/v1/MasterData/Regions');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ countryCode: 'TH', languageCode: 'TH' });
    expect(regions.total).toBe(6);
  });

  it('pages, sorts and filters lists the server answers whole', async () => {
    const page = await backend.dataProvider.getList('units', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'UnitId', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBe(15);
    expect(page.data.map((unit) => unit.UnitId)).toEqual([10, 9, 8, 7, 6]);
    const found = await backend.dataProvider.getList('units', { ...everything, filter: { q: 'ลิตร' } });
    expect(found.data.map((unit) => unit.UnitTitle)).toEqual(['ลิตร', 'มิลลิลิตร']);
  });

  it('reads a malformed answer as an error, not as data', async () => {
    backend.faults.set({ method: 'GET', path: 'UnitMeasurement/Units', malformed: true });
    await expect(backend.dataProvider.getList('units', everything)).rejects.toMatchObject({
      message: 'app.error.malformed',
    });
  });

  it('sends a 401 to the session handler', async () => {
    backend.store.change((data) => {
      data.sessions = {};
    });
    await expect(backend.dataProvider.getList('units', everything)).rejects.toMatchObject({ status: 401 });
    expect(backend.events.unauthorized).toBeGreaterThan(0);
    expect(localStorage.getItem('id')).toBeNull();
  });

  it('says an operation a resource does not offer is unsupported', async () => {
    await expect(
      backend.dataProvider.delete('units', { id: 1, previousData: { id: 1 } }),
    ).rejects.toMatchObject({
      message: 'app.error.unsupported_operation',
    });
  });
});
