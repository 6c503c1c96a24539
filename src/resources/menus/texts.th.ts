import type { Messages } from '../../registry/definition';

const texts = {
  title: 'จัดการเมนู',
  intro: 'ชื่อ ไอคอน และบทบาทที่มองเห็นเมนูนำทาง การแก้ไขจะแสดงในเมนูด้านข้างทันที',
  main_entry: 'เมนูหลัก',
  sub_entries: 'เมนูย่อย',
  no_sub_entries: 'ไม่มีเมนูย่อย',
  title_th: 'ชื่อภาษาไทย',
  title_en: 'ชื่อภาษาอังกฤษ',
  icon: 'ไอคอน',
  icon_hint: 'เลือกไอคอนที่แอปมี ตามชื่อ Material Design Icons เว้นว่างเพื่อใช้ค่าเริ่มต้น',
  icon_unknown: 'แอปไม่มีไอคอนชื่อ %{name} จึงแสดงเป็นเครื่องหมายคำถาม โปรดเลือกไอคอนจากรายการ',
  icon_none_found: 'ไม่พบไอคอนชื่อนี้',
  link: 'ลิงก์',
  allowed_roles: 'บทบาทที่มองเห็น',
  allowed_roles_hint: 'หากไม่เลือกบทบาทใด ทุกคนจะมองเห็นเมนูนี้',
  add_role: 'เพิ่มบทบาท',
  everyone: 'ทุกคน',
  edit: 'แก้ไข %{title}',
  saved: 'บันทึกเมนูเรียบร้อยแล้ว',
  save_failed: 'บันทึกเมนูไม่สำเร็จ: %{message}',
  empty: 'เซิร์ฟเวอร์ยังไม่มีรายการเมนู',
} satisfies Messages;

export default texts;
