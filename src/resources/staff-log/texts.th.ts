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
  },
  actions: {
    LOGIN: 'เข้าสู่ระบบ',
    LOGOUT: 'ออกจากระบบ',
    CREATE: 'เพิ่ม',
    UPDATE: 'แก้ไข',
    DELETE: 'ลบ',
    APPROVE: 'อนุมัติ',
    REJECT: 'ไม่อนุมัติ',
    EXPORT: 'ส่งออก',
  },
} satisfies Messages;
export default texts;
