import type { Messages } from '../../registry/definition';

const texts = {
  name: 'โฆษณา |||| โฆษณา',
  fields: {
    id: 'รหัส',
    title: 'ชื่อโฆษณา',
    typeApp: 'แอป',
    typeAdv: 'ประเภทโฆษณา',
    imageUrl: 'รูปภาพ',
    startDate: 'เริ่ม',
    endDate: 'สิ้นสุด',
    isActive: 'สถานะ',
    createdAt: 'สร้างเมื่อ',
  },
  search: 'ค้นหาชื่อโฆษณา',
  apps: { GC: 'แอปร้านค้าโชห่วย', WS: 'แอปผู้ขายส่ง' },
  advert_types: {
    POSTER: 'โปสเตอร์',
    FLYER: 'ใบปลิว',
    FACEBOOK: 'Facebook',
    LINE: 'LINE',
    TIKTOK: 'TikTok',
    YOUTUBE: 'YouTube',
    EVENT: 'บูธงานอีเวนต์',
  },
  running: { true: 'กำลังแสดง', false: 'สิ้นสุดแล้ว' },
  qr: {
    title: 'สร้างคิวอาร์โค้ด',
    hint: 'คิวอาร์โค้ดพาไปยังหน้าดาวน์โหลดแอป และนับการเข้าชมตามแอปและประเภทโฆษณา พิมพ์ได้ทั้ง PNG ความละเอียดสูงและ SVG',
    type_hint: 'ตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ไม่เกิน 40 ตัว',
    type_invalid: 'ประเภทโฆษณาใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ไม่เกิน 40 ตัว',
    link: 'ลิงก์ในคิวอาร์โค้ด',
    image_alt: 'คิวอาร์โค้ดของ %{link}',
    download_png: 'ดาวน์โหลด PNG',
    download_svg: 'ดาวน์โหลด SVG',
    failed: 'สร้างคิวอาร์โค้ดไม่สำเร็จ กรุณาลองใหม่',
  },
} satisfies Messages;
export default texts;

export const logNames = {
  name: 'การเข้าชมหน้าดาวน์โหลด |||| การเข้าชมหน้าดาวน์โหลด',
  dashboard: {
    title: 'แดชบอร์ดโฆษณา',
    hint: 'จำนวนการเข้าชมหน้าดาวน์โหลดแอปจากลิงก์และคิวอาร์โค้ดของโฆษณา แยกตามแอปและประเภทโฆษณา',
    start: 'ตั้งแต่วันที่',
    end: 'ถึงวันที่',
    all_apps: 'ทุกแอป',
    total: 'การเข้าชมทั้งหมด',
    top_type: 'ประเภทโฆษณาที่มีผู้เข้าชมมากที่สุด',
    top_type_detail: '%{count} ครั้ง (%{share})',
    per_day: 'การเข้าชมรายวันแยกตามแอป',
    per_type: 'การเข้าชมตามประเภทโฆษณา',
    table: 'ประเภทโฆษณา',
    type: 'ประเภทโฆษณา',
    type_code: 'รหัสประเภทโฆษณา',
    visits: 'การเข้าชม',
    share: 'สัดส่วน',
    share_percent: 'สัดส่วน (%)',
    download: 'ดาวน์โหลด CSV',
    empty: 'ไม่มีการเข้าชมระหว่างวันที่ %{start} ถึง %{end}',
    failed: 'โหลดข้อมูลการเข้าชมไม่สำเร็จ',
  },
} satisfies Messages;

export const campaignTexts = {
  name: 'แคมเปญ |||| แคมเปญ',
  fields: {
    id: 'รหัส',
    name: 'ชื่อแคมเปญ',
    typeApp: 'แอปเป้าหมาย',
    startDate: 'เริ่ม',
    endDate: 'สิ้นสุด',
    imageUrl: 'รูปภาพ',
    createdAt: 'สร้างเมื่อ',
  },
  search: 'ค้นหาชื่อแคมเปญ',
  errors: {
    name_long: 'ชื่อแคมเปญยาวได้ไม่เกิน 120 ตัวอักษร',
    end_before_start: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่ม',
    ended: 'วันสิ้นสุดผ่านไปแล้ว',
    image: 'กรุณาอัปโหลดรูปภาพของแคมเปญ',
  },
  notifications: {
    created: 'สร้างแคมเปญแล้ว',
    create_failed: 'สร้างแคมเปญไม่สำเร็จ: %{message}',
  },
} satisfies Messages;
