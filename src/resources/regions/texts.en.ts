import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Region |||| Regions',
  fields: { RegionId: 'Region ID', RegionName: 'Region name' },
  master: {
    title: 'Regions',
    entity: 'region',
    id: 'ID',
    // Verbatim from the old app (docs/requirements.md, "Message catalogue"): keep as it is.
    created: 'Success create new region',
  },
} satisfies Messages;
export default texts;
