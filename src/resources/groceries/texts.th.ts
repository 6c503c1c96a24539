import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ร้านค้าโชห่วย |||| ร้านค้าโชห่วย',
  fields: {
    GroceryId: 'รหัสร้านค้า',
    GroceryName: 'ชื่อร้านค้า',
    GroceryProfileImage: 'รูปโปรไฟล์',
    ContactName: 'ผู้ติดต่อ',
    ContactphoneNo: 'เบอร์โทรศัพท์',
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
