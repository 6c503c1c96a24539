import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ผู้ค้าส่ง |||| ผู้ค้าส่ง',
  fields: {
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
    FullName: 'ชื่อผู้ใช้งาน',
    Username: 'ชื่อบัญชี',
    Role: 'บทบาท',
    IsActive: 'ใช้งาน',
    BankName: 'ธนาคาร',
    BranchCode: 'รหัสสาขา',
    AccountNumber: 'เลขที่บัญชี',
    AccountName: 'ชื่อบัญชี',
    NameForFinance: 'ชื่อสำหรับฝ่ายการเงิน',
    q: 'ค้นหาชื่อผู้ค้าส่ง',
  },
  products: 'สินค้าของร้าน',
  address: 'ที่อยู่',
  tabs: { profile: 'ข้อมูลผู้ค้าส่ง', users: 'ผู้ใช้งาน', bank: 'บัญชีธนาคาร' },
  roles: { OWNER: 'เจ้าของร้าน', STAFF: 'พนักงาน' },
  no_users: 'ผู้ค้าส่งรายนี้ยังไม่มีผู้ใช้งาน',
  no_bank_account: 'ผู้ค้าส่งรายนี้ยังไม่ได้ลงทะเบียนบัญชีธนาคาร',
  not_found: 'ไม่พบผู้ค้าส่งรายนี้',
} satisfies Messages;

export default texts;
