import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ผู้ค้าส่ง |||| ผู้ค้าส่ง',
  fields: {
    RegisteredAt: 'วันที่ลงทะเบียน',
    RegisteredFrom: 'ลงทะเบียนตั้งแต่วันที่',
    RegisteredTo: 'ลงทะเบียนถึงวันที่',
    SupplierId: 'รหัสผู้ค้าส่ง',
    SupplierName: 'ชื่อผู้ค้าส่ง',
    SupplierProfileImage: 'รูปโปรไฟล์',
    ContactName: 'ผู้ติดต่อ',
    ProvinceName: 'จังหวัด',
    RegionName: 'ภาค',
    ProvinceId: 'จังหวัด',
    BusinessTypeCode: 'ประเภทธุรกิจ',
    CitizenId: 'เลขประจำตัวประชาชน',
    TaxId: 'เลขประจำตัวผู้เสียภาษี',
    Phoneno: 'เบอร์โทรศัพท์',
    Email: 'อีเมล',
    q: 'ค้นหาชื่อผู้ค้าส่ง',
  },
  no_products: 'ผู้ค้าส่งรายนี้ยังไม่มีสินค้า',
  open_products: 'เปิดในหน้าสินค้าของผู้ค้าส่ง (ค้นหาและกรอง)',
  products: 'สินค้าของร้าน',
  not_found: 'ไม่พบผู้ค้าส่งรายนี้',
} satisfies Messages;

export default texts;
