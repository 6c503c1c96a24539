import type { Messages } from '../../registry/definition';

const texts = {
  name: 'คำต้องห้าม |||| คำต้องห้าม',
  fields: { Id: 'รหัส', Name: 'คำหรือวลี' },
  search: 'ค้นหาคำต้องห้าม',
  helper: 'ผู้ขายใช้คำนี้ในชื่อหรือรายละเอียดสินค้าไม่ได้',
  notifications: {
    created: 'เพิ่มคำต้องห้ามแล้ว',
    updated: 'บันทึกคำต้องห้ามแล้ว',
    deleted: 'ลบคำต้องห้ามแล้ว',
    create_failed: 'เพิ่มคำต้องห้ามไม่สำเร็จ: %{message}',
    update_failed: 'บันทึกคำต้องห้ามไม่สำเร็จ: %{message}',
    delete_failed: 'ลบคำต้องห้ามไม่สำเร็จ: %{message}',
  },
} satisfies Messages;
export default texts;
