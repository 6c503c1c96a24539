import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Region |||| Regions',
  fields: { RegionId: 'Region ID', RegionName: 'Region name' },
  master: {
    title: 'Regions',
    entity: 'region',
    id: 'ID',
    // The next text is verbatim from the old app: do not reword (docs/requirements.md,
    // "Message catalogue").
    created: 'Success create new region',
  },
} satisfies Messages;
export default texts;
