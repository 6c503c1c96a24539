import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Region |||| Regions',
  fields: { RegionId: 'Region ID', RegionName: 'Region name' },
  master: {
    title: 'Regions',
    entity: 'region',
    id: 'ID',
    // spec §8, word for word
    created: 'Success create new region',
  },
} satisfies Messages;
export default texts;
