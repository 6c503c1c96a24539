import type { Messages } from '../../registry/definition';

const texts = {
  name: 'พนักงาน |||| พนักงาน',
  fields: {
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่านเริ่มต้น',
    password_again: 'ยืนยันรหัสผ่านเริ่มต้น',
    name: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    phoneNo: 'เบอร์โทรศัพท์',
    positionId: 'ตำแหน่ง',
    role: 'บทบาท',
    isActive: 'ใช้งานอยู่',
    createdAt: 'สร้างเมื่อ',
  },
  search: 'ค้นหาชื่อพนักงาน',
  sections: { account: 'บัญชีผู้ใช้', contact: 'ข้อมูลติดต่อ' },
  helpers: {
    username: 'ตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข . _ หรือ - 3 ถึง 30 ตัว เปลี่ยนภายหลังไม่ได้',
    password: 'อย่างน้อย 12 ตัวอักษร พนักงานเปลี่ยนเองได้เมื่อเข้าสู่ระบบ',
    phone: 'เช่น 081-234-5678 หรือ 02-123-4567',
  },
  errors: {
    username: 'ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข . _ หรือ - 3 ถึง 30 ตัว',
    email: 'รูปแบบอีเมลไม่ถูกต้อง',
    phone: 'เบอร์โทรศัพท์ไม่ถูกต้อง: มือถือ 10 หลักขึ้นต้น 06 08 09 หรือเบอร์บ้าน 9 หลักขึ้นต้น 02 ถึง 07',
  },
  active: { true: 'ใช้งานอยู่', false: 'ปิดใช้งาน' },
  not_yourself: 'ลบบัญชีของตัวเองไม่ได้',
  notifications: {
    created: 'เพิ่มพนักงานแล้ว',
    updated: 'บันทึกข้อมูลพนักงานแล้ว',
    deleted: 'ลบพนักงานแล้ว',
    create_failed: 'เพิ่มพนักงานไม่สำเร็จ: %{message}',
    update_failed: 'บันทึกข้อมูลพนักงานไม่สำเร็จ: %{message}',
    delete_failed: 'ลบพนักงานไม่สำเร็จ: %{message}',
  },
} satisfies Messages;
export default texts;
