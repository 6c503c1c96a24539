import type { Messages } from '../../registry/definition';

const texts = {
  title: 'ตรวจสอบระบบ',
  mode: 'โหมด',
  mode_demo: 'เซิร์ฟเวอร์ทดลอง',
  mode_live: 'เชื่อมต่อบริการจริง',
  services: 'บริการ',
  faults: 'จำลองความขัดข้อง',
  faults_hint: 'ทำให้ endpoint หนึ่งทำงานผิดพลาด เพื่อดูว่าพนักงานจะเห็นอะไรเมื่อเซิร์ฟเวอร์ขัดข้อง',
  method: 'เมธอด',
  path: 'พาธลงท้ายด้วย',
  status: 'สถานะ',
  message: 'ข้อความ',
  delay: 'หน่วงเวลา (มิลลิวินาที)',
  malformed: 'ข้อมูลตอบกลับผิดรูปแบบ',
  add_fault: 'เพิ่มความขัดข้อง',
  clear_faults: 'ล้างความขัดข้องทั้งหมด',
  no_faults: 'ยังไม่ได้ตั้งความขัดข้อง',
  crash: 'ทำให้หน้าจอนี้ผิดพลาด',
  crash_hint: 'โยนข้อผิดพลาดระหว่างแสดงผล เพื่อตรวจสอบหน้าแสดงข้อผิดพลาด',
} satisfies Messages;

export default texts;
