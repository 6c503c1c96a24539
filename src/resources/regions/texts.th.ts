import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ภูมิภาค |||| ภูมิภาค',
  fields: { RegionId: 'รหัสภูมิภาค', RegionName: 'ชื่อภูมิภาค' },
  master: {
    title: 'ภูมิภาค',
    entity: 'ภูมิภาค',
    id: 'รหัส',
    created: 'สร้างภูมิภาคใหม่สำเร็จ',
  },
} satisfies Messages;
export default texts;
