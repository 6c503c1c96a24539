import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { improvementProblems } from './improvementRules';

const backend = demoBackendForFile({ signInAs: 'finance' });

describe('improvement suggestions (assumed /api/ImproveSystem)', () => {
  it('lists with page and take, newest first, filtered by area and status', async () => {
    const { data } = await backend.dataProvider.getList('improvements', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { area: 'REPORT' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/api/ImproveSystem');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '1', take: '50', area: 'REPORT' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((row) => row.area === 'REPORT')).toBe(true);
  });

  it('sends a suggestion with who suggested it; the service makes it NEW', async () => {
    const { data } = await backend.dataProvider.create('improvements', {
      data: { title: ' ปุ่มพิมพ์ใบเสร็จ ', detail: 'อยากพิมพ์ใบเสร็จจากหน้าคำสั่งซื้อ', area: 'SCREEN' },
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({
      title: 'ปุ่มพิมพ์ใบเสร็จ',
      detail: 'อยากพิมพ์ใบเสร็จจากหน้าคำสั่งซื้อ',
      area: 'SCREEN',
      createdBy: 'finance',
    });
    expect(data).toMatchObject({ status: 'NEW', createdBy: 'finance' });
    await expect(
      backend.dataProvider.create('improvements', { data: { title: '', detail: 'x', area: 'SCREEN' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('checks a suggestion', () => {
    expect(improvementProblems({ title: 'ก', detail: 'ข', area: 'DATA' })).toEqual({});
    expect(improvementProblems({ title: 'ก'.repeat(121), detail: ' ', area: 'NOPE' })).toEqual({
      title: 'resources.improvements.errors.title_long',
      detail: 'ra.validation.required',
      area: 'ra.validation.required',
    });
  });
});
