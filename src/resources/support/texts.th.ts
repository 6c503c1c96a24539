import type { Messages } from '../../registry/definition';

const texts = {
  name: 'คำขอความช่วยเหลือ |||| คำขอความช่วยเหลือ',
  fields: {
    ticketNo: 'เลขที่คำขอ',
    createdAt: 'วันที่แจ้ง',
    updatedAt: 'อัปเดตล่าสุด',
    requesterType: 'ผู้ใช้แอป',
    requesterName: 'ผู้แจ้ง',
    phoneNo: 'เบอร์โทรศัพท์',
    topic: 'เรื่อง',
    detail: 'รายละเอียด',
    status: 'สถานะ',
  },
  search: 'ค้นหาเรื่อง',
  requester_types: { GC: 'ร้านค้าโชห่วย', WS: 'ผู้ขายส่ง' },
  statuses: { OPEN: 'รอดำเนินการ', IN_PROGRESS: 'กำลังดำเนินการ', RESOLVED: 'แก้ไขแล้ว', CLOSED: 'ปิดแล้ว' },
} satisfies Messages;
export default texts;
