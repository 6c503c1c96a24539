import type { Messages } from '../../registry/definition';

const texts = {
  name: 'แบบสำรวจร้านค้า |||| แบบสำรวจร้านค้า',
  fields: {
    id: 'รหัส',
    storename: 'ชื่อร้าน',
    storetype: 'ประเภทร้าน',
    contactname: 'ชื่อผู้ติดต่อ',
    contactphoneNo: 'เบอร์โทรศัพท์',
    address: 'ที่อยู่',
    region: 'ภาค',
    province: 'จังหวัด',
    district: 'อำเภอ/เขต',
    subdistrict: 'ตำบล/แขวง',
    zipcode: 'รหัสไปรษณีย์',
    isinterested: 'สนใจเข้าร่วม',
    isDownloaded: 'ดาวน์โหลดแอปแล้ว',
    isLearned: 'เรียนรู้การใช้งานแล้ว',
    reason: 'เหตุผล',
    operator: 'ผู้สำรวจ',
    ImageUrl: 'รูปร้าน',
    q: 'ค้นหาชื่อร้าน',
  },
  store_types: {
    WS: 'ร้านค้าส่ง',
    GC: 'ร้านโชห่วย',
  },
  answers: {
    yes: 'ใช่',
    no: 'ไม่ใช่',
  },
  sections: {
    store: 'ร้านค้า',
    address: 'ที่อยู่',
    answers: 'ผลการสำรวจ',
  },
  helpers: {
    reason: 'จำเป็นเมื่อร้านไม่สนใจเข้าร่วม',
    photo_needs_type: 'เลือกประเภทร้านก่อน แล้วจึงอัปโหลดรูป',
    zipcode: 'กรอกให้เมื่อเลือกตำบล/แขวง',
  },
  validation: {
    phone: 'เบอร์โทรศัพท์ไม่ถูกต้อง: มือถือ 10 หลักขึ้นต้นด้วย 06 08 09 หรือเบอร์บ้าน 9 หลัก',
    zipcode: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    reason: 'โปรดระบุเหตุผลที่ร้านไม่สนใจ',
  },
  registration: {
    action: 'ส่งอีเมลลงทะเบียน',
    title: 'ส่งอีเมลลงทะเบียนให้ %{name}',
    intro: 'ร้านนี้สนใจเข้าร่วม ระบบจะส่งอีเมลเชิญลงทะเบียนไปยังอีเมลด้านล่าง',
    email: 'อีเมลของร้าน',
    send: 'ส่งอีเมล',
    sent: 'ส่งอีเมลลงทะเบียนไปที่ %{email} แล้ว',
    failed: 'ส่งอีเมลลงทะเบียนไม่สำเร็จ: %{message}',
  },
  notifications: {
    created: 'เพิ่มแบบสำรวจเรียบร้อยแล้ว',
    updated: 'แก้ไขแบบสำรวจเรียบร้อยแล้ว',
    deleted: 'ลบแบบสำรวจเรียบร้อยแล้ว',
    create_failed: 'เพิ่มแบบสำรวจไม่สำเร็จ: %{message}',
    update_failed: 'แก้ไขแบบสำรวจไม่สำเร็จ: %{message}',
    delete_failed: 'ลบแบบสำรวจไม่สำเร็จ: %{message}',
  },
} satisfies Messages;

export default texts;
