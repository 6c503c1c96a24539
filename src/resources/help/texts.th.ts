import type { Messages } from '../../registry/definition';

const fields = { title_th: 'ชื่อภาษาไทย', title_en: 'ชื่อภาษาอังกฤษ', sortOrder: 'ลำดับ', audience: 'กลุ่มผู้ใช้' };

/** The help screens' texts (`resources.help`). */
const texts = {
  name: 'คู่มือการใช้งาน',
  audiences: { kk: 'คู่มือทั่วไป', 'kk-ep': 'คู่มือแอปร้านค้าโชห่วย', 'kk-ws': 'คู่มือแอปผู้ขายส่ง' },
  levels: { all: 'ทั้งหมด', title: 'หัวข้อ', sub: 'หัวข้อย่อย', detail: 'รายละเอียด' },
  heading: '%{audience}: %{level}',
  intro: {
    all: 'หัวข้อ หัวข้อย่อย และรายละเอียดของคู่มือ เพิ่ม แก้ไข เรียงลำดับ และลบได้ที่นี่',
    title: 'หัวข้อหลักของคู่มือ เรียงตามลำดับที่ผู้ใช้เห็นในแอป',
    sub: 'หัวข้อย่อยของแต่ละหัวข้อ',
    detail: 'รายละเอียดของแต่ละหัวข้อย่อย พร้อมเนื้อหาที่ผู้ใช้เห็น',
  },
  fields,
  actions: {
    add_title: 'เพิ่มหัวข้อ',
    add_sub: 'เพิ่มหัวข้อย่อย',
    add_detail: 'เพิ่มรายละเอียด',
    edit: 'แก้ไข "%{name}"',
    delete: 'ลบ "%{name}"',
    move_up: 'เลื่อน "%{name}" ขึ้น',
    move_down: 'เลื่อน "%{name}" ลง',
    show_body: 'ดูเนื้อหา "%{name}"',
    export: 'ส่งออก CSV',
  },
  dialog: {
    new_title: 'หัวข้อใหม่',
    edit_title: 'แก้ไขหัวข้อ',
    new_sub: 'หัวข้อย่อยใหม่ใน "%{parent}"',
    edit_sub: 'แก้ไขหัวข้อย่อย',
  },
  confirm_delete: {
    title: 'ลบ "%{name}"?',
    content: 'ลบแล้วกู้คืนไม่ได้ ผู้ใช้แอปจะไม่เห็นรายการนี้อีก',
  },
  refusal: {
    has_subs: 'ลบไม่ได้: หัวข้อนี้ยังมีหัวข้อย่อย ให้ลบหัวข้อย่อยก่อน',
    has_details: 'ลบไม่ได้: หัวข้อย่อยนี้ยังมีรายละเอียด ให้ลบรายละเอียดก่อน',
  },
  empty: {
    titles: 'ยังไม่มีหัวข้อในคู่มือนี้',
    subs: 'ยังไม่มีหัวข้อย่อย',
    details: 'ยังไม่มีรายละเอียด',
  },
  counts: {
    subs: '%{smart_count} หัวข้อย่อย |||| %{smart_count} หัวข้อย่อย',
    details: '%{smart_count} รายละเอียด |||| %{smart_count} รายละเอียด',
  },
  load_failed: 'โหลดคู่มือไม่สำเร็จ',
  validation: { too_long: 'ยาวได้ไม่เกิน 200 ตัวอักษร' },
  notifications: {
    saved: 'บันทึกแล้ว',
    deleted: 'ลบแล้ว',
    moved: 'เปลี่ยนลำดับแล้ว',
    save_failed: 'บันทึกไม่สำเร็จ: %{message}',
    delete_failed: 'ลบไม่สำเร็จ: %{message}',
    move_failed: 'เปลี่ยนลำดับไม่สำเร็จ: %{message}',
  },
  csv: { level: 'ระดับ', title: 'หัวข้อ', sub: 'หัวข้อย่อย', detail: 'รายละเอียด', text: 'เนื้อหา' },
} satisfies Messages;
export default texts;

export const titleTexts = { name: 'หัวข้อคู่มือ |||| หัวข้อคู่มือ', fields } satisfies Messages;
export const subTexts = { name: 'หัวข้อย่อยคู่มือ |||| หัวข้อย่อยคู่มือ', fields } satisfies Messages;
export const detailTexts = {
  name: 'รายละเอียดคู่มือ |||| รายละเอียดคู่มือ',
  fields: { ...fields, body: 'เนื้อหา', helpSubId: 'หัวข้อย่อย' },
  heading_create: 'รายละเอียดใหม่',
  heading_edit: 'แก้ไขรายละเอียด',
  in_sub: 'ใน "%{sub}" (%{audience})',
  back: 'กลับไปที่คู่มือ',
  notifications: {
    created: 'เพิ่มรายละเอียดแล้ว',
    updated: 'บันทึกรายละเอียดแล้ว',
    deleted: 'ลบรายละเอียดแล้ว',
    create_failed: 'เพิ่มรายละเอียดไม่สำเร็จ: %{message}',
    update_failed: 'บันทึกรายละเอียดไม่สำเร็จ: %{message}',
  },
} satisfies Messages;
