import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * Campaigns on the back-office API: `GET /kk-bo-api/api/NewCampaign/NewCampaignWithPage` with
 * `page` and `take`, answered `{count, data}`. Creating one is assumed (docs/api.md):
 * `POST /kk-bo-api/api/NewCampaign` with `{name, startDate, endDate, typeApp, imageUrl}`, the image
 * uploaded first through the product service's `Upload`.
 */
export const campaignData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'kk-bo-api/api/NewCampaign/NewCampaignWithPage',
    paging: 'page/take',
    answer: 'count',
    filters: { q: { param: 'name', field: 'name', match: 'contains' }, typeApp: 'typeApp' },
  },
  create: {
    path: 'kk-bo-api/api/NewCampaign',
    assumed: true,
    body: ({ data }) => ({
      name: String(data.name ?? '').trim(),
      startDate: data.startDate,
      endDate: data.endDate,
      typeApp: data.typeApp,
      imageUrl: data.imageUrl,
    }),
  },
};
