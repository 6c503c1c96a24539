import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ร้านค้าโชห่วย |||| ร้านค้าโชห่วย',
  fields: {
    RegisteredAt: 'วันที่ลงทะเบียน',
    RegisteredFrom: 'ลงทะเบียนตั้งแต่วันที่',
    RegisteredTo: 'ลงทะเบียนถึงวันที่',
    GroceryId: 'รหัสร้านค้า',
    GroceryName: 'ชื่อร้านค้า',
    GroceryProfileImage: 'รูปโปรไฟล์',
    ContactName: 'ผู้ติดต่อ',
    ContactphoneNo: 'เบอร์โทรศัพท์ผู้ติดต่อ',
    Phoneno: 'เบอร์โทรศัพท์ร้าน',
    Email: 'อีเมล',
    CitizenId: 'เลขประจำตัวประชาชน',
    ProvinceName: 'จังหวัด',
    RegionName: 'ภาค',
    ProvinceId: 'จังหวัด',
    BusinessTypeCode: 'ประเภทธุรกิจ',
    q: 'ค้นหาชื่อร้านค้า',
  },
  not_found: 'ไม่พบร้านค้านี้',
} satisfies Messages;

export default texts;
