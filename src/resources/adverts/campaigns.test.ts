import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { campaignProblems } from './campaignRules';

const backend = demoBackendForFile({ signInAs: 'sales' });

describe('campaigns (GET NewCampaign/NewCampaignWithPage, answer count and data)', () => {
  it('pages with page and take and reads count as the total', async () => {
    const { data, total } = await backend.dataProvider.getList('campaigns', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { typeApp: 'GC' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/kk-bo-api/api/NewCampaign/NewCampaignWithPage');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '2', take: '5', typeApp: 'GC' });
    const stored = backend.store.collection('campaigns').filter((row) => row.typeApp === 'GC');
    expect(total).toBe(stored.length);
    expect(data.length).toBe(Math.min(5, Math.max(0, stored.length - 5)));
  });

  it('creates one with the assumed POST NewCampaign; the demo checks it as the form does', async () => {
    const campaign = {
      name: ' ส่งฟรีทั้งเดือน ',
      startDate: '2999-01-01',
      endDate: '2999-01-31',
      typeApp: 'WS',
      imageUrl: '/x.png',
    };
    const { data } = await backend.dataProvider.create('campaigns', { data: campaign });
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/kk-bo-api/api/NewCampaign');
    expect(JSON.parse(request.body)).toEqual({ ...campaign, name: 'ส่งฟรีทั้งเดือน' });
    expect(data).toMatchObject({ name: 'ส่งฟรีทั้งเดือน', typeApp: 'WS' });
    await expect(
      backend.dataProvider.create('campaigns', { data: { ...campaign, endDate: '2998-12-31' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('checks a campaign: a period in order and not over, an app, an image', () => {
    const good = {
      name: 'ก',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      typeApp: 'GC',
      imageUrl: '/i.png',
    };
    expect(campaignProblems(good, '2026-11-23')).toEqual({});
    expect(campaignProblems({ ...good, endDate: '2026-11-30' }, '2026-11-23')).toEqual({
      endDate: 'resources.campaigns.errors.end_before_start',
    });
    expect(
      campaignProblems({ ...good, startDate: '2026-10-01', endDate: '2026-10-31' }, '2026-11-23'),
    ).toEqual({
      endDate: 'resources.campaigns.errors.ended',
    });
    expect(campaignProblems({ ...good, typeApp: 'XX', imageUrl: '' }, '2026-11-23')).toEqual({
      typeApp: 'ra.validation.required',
      imageUrl: 'resources.campaigns.errors.image',
    });
  });
});
