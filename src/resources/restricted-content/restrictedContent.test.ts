import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('restricted content (RestrictContent on the master-data service)', () => {
  it('reads the words from Data.Data with Id and Name, searched in the app', async () => {
    const { data, total } = await backend.dataProvider.getList('restricted-content', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'Id', order: 'ASC' },
      filter: { q: 'เถื่อน' },
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/master-data/api/v1/RestrictContent/RestrictContents');
    const answer = backend.store.collection('restricted-content');
    expect(answer.length).toBeGreaterThan(20);
    expect(data.map((row) => row.Name)).toEqual(['เหล้าเถื่อน', 'สุราเถื่อน']);
    expect(total).toBe(2);
  });

  it('adds, renames and deletes a word (assumed writes), refusing one the list has', async () => {
    const { data } = await backend.dataProvider.create('restricted-content', { data: { Name: ' ยาผีบอก ' } });
    let request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/master-data/api/v1/RestrictContent/RestrictContent');
    expect(JSON.parse(request.body)).toEqual({ Name: ' ยาผีบอก ' });
    expect(data.Name).toBe('ยาผีบอก');

    await backend.dataProvider.update('restricted-content', {
      id: data.id,
      data: { ...data, Name: 'ยาผีบอกทุกชนิด' },
      previousData: data,
    });
    request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(JSON.parse(request.body)).toEqual({ Id: Number(data.id), Name: 'ยาผีบอกทุกชนิด' });

    await expect(
      backend.dataProvider.create('restricted-content', { data: { Name: 'กัญชา' } }),
    ).rejects.toMatchObject({ status: 409 });

    await backend.dataProvider.delete('restricted-content', { id: data.id, previousData: data });
    request = backend.lastRequest();
    expect(request.method).toBe('DELETE');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ id: String(data.id) });
  });
});
