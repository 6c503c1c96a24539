import type { Messages } from '../../registry/definition';

const texts = {
  name: 'บันทึกการใช้งาน |||| บันทึกการใช้งาน',
  fields: {
    createdAt: 'เวลา',
    userId: 'พนักงาน',
    username: 'พนักงาน',
    action: 'การกระทำ',
    detail: 'รายละเอียด',
    start: 'ตั้งแต่วันที่',
    end: 'ถึงวันที่',
    partner: 'คู่ค้า (ชื่อหรือรหัส)',
    partnerName: 'คู่ค้า',
    partnerId: 'รหัสคู่ค้า',
    resource: 'หน้าจอ',
    recordId: 'รหัสรายการ',
    fields: 'ข้อมูลที่ดู',
    rowCount: 'จำนวนแถว',
    filter: 'ตัวกรองรายการ',
  },
  personal: {
    resources: {
      'supplier-users': 'ผู้ใช้ของผู้ค้าส่ง',
      'supplier-bank-accounts': 'บัญชีธนาคารของผู้ค้าส่ง',
      'grocery-users': 'ผู้ใช้ของร้านค้าโชห่วย',
      'grocery-bank-accounts': 'บัญชีธนาคารของร้านค้าโชห่วย',
    },
    record: '%{fields} ของ%{resource} %{record}',
    rows: '%{fields} จาก%{resource} %{count} แถว',
  },
} satisfies Messages;
export default texts;
