import type { Messages } from '../../registry/definition';

const texts = {
  name: 'หน่วยนับ |||| หน่วยนับ',
  fields: {
    UnitId: 'รหัส',
    UnitTitle: 'หน่วยนับ',
    q: 'ค้นหา',
  },
} satisfies Messages;

export default texts;
