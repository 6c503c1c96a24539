// Texts of: packages, supplier-packages (one key per resource).
import type { Messages } from '../../registry/definition';

const texts = {
  packages: {
    name: 'แพ็กเกจ |||| แพ็กเกจ',
    fields: {
      PackageId: 'รหัส',
      PackageName: 'ชื่อแพ็กเกจ',
      PackageType: 'ประเภท',
      PackageDescription: 'รายละเอียด',
      Price: 'ราคา',
      DurationDays: 'ระยะเวลา (วัน)',
      ImageUrl: 'รูปภาพ',
      IsActive: 'ใช้งาน',
      CreatedAt: 'สร้างเมื่อ',
    },
    types: {
      ADVERTISE: 'โฆษณา',
      PROMOTION: 'โปรโมชัน',
      SUBSCRIPTION: 'สมาชิกรายเดือน',
    },
    notifications: {
      created: 'เพิ่มแพ็กเกจเรียบร้อยแล้ว',
      create_failed: 'เพิ่มแพ็กเกจไม่สำเร็จ: %{message}',
    },
    supplier_packages: 'ผู้ขายส่งที่ใช้แพ็กเกจนี้',
    no_supplier_packages: 'ยังไม่มีผู้ขายส่งใช้แพ็กเกจนี้',
  },
  'supplier-packages': {
    name: 'แพ็กเกจของผู้ขายส่ง |||| แพ็กเกจของผู้ขายส่ง',
    fields: {
      SupplierPackageId: 'รหัส',
      SupplierName: 'ผู้ขายส่ง',
      StartDate: 'เริ่ม',
      EndDate: 'สิ้นสุด',
      Status: 'สถานะ',
    },
    statuses: {
      ACTIVE: 'ใช้งานอยู่',
      EXPIRED: 'หมดอายุ',
      CANCELLED: 'ยกเลิก',
    },
  },
} satisfies Messages;

export default texts;
