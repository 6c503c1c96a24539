import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ข้อเสนอแนะ |||| ข้อเสนอแนะปรับปรุงระบบ',
  fields: {
    createdAt: 'วันที่เสนอ',
    title: 'เรื่อง',
    detail: 'รายละเอียด',
    area: 'ส่วนของระบบ',
    status: 'สถานะ',
    createdBy: 'ผู้เสนอ',
  },
  search: 'ค้นหาเรื่อง',
  areas: { SCREEN: 'หน้าจอ', REPORT: 'รายงาน', SPEED: 'ความเร็ว', DATA: 'ข้อมูล', OTHER: 'อื่น ๆ' },
  statuses: { NEW: 'ใหม่', PLANNED: 'อยู่ในแผน', DONE: 'ทำแล้ว', DECLINED: 'ไม่ดำเนินการ' },
  errors: { title_long: 'เรื่องยาวได้ไม่เกิน 120 ตัวอักษร', detail_long: 'รายละเอียดยาวได้ไม่เกิน 2,000 ตัวอักษร' },
  notifications: {
    created: 'ส่งข้อเสนอแนะแล้ว ขอบคุณครับ/ค่ะ',
    create_failed: 'ส่งข้อเสนอแนะไม่สำเร็จ: %{message}',
  },
} satisfies Messages;
export default texts;
