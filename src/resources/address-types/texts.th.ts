import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ประเภทที่อยู่ |||| ประเภทที่อยู่',
  columns: { code: 'รหัส', name: 'ชื่อ' },
  search: 'ค้นหารหัสหรือชื่อ',
  titles: {
    ws_address: 'ประเภทที่อยู่ผู้ขายส่ง',
    gc_address: 'ประเภทที่อยู่ร้านค้าโชห่วย',
    ws_business: 'ประเภทธุรกิจผู้ขายส่ง',
    gc_business: 'ประเภทธุรกิจร้านค้าโชห่วย',
  },
} satisfies Messages;
export default texts;
