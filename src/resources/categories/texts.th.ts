import type { Messages } from '../../registry/definition';

const texts = {
  name: 'หมวดหมู่ |||| หมวดหมู่',
  fields: {
    ProductCategoryId: 'รหัส',
    Tiltle: 'ชื่อหมวดหมู่',
    CategoryCode: 'รหัสหมวดหมู่',
    IsActive: 'ใช้งาน',
    ImageBanner: 'ภาพแบนเนอร์',
    ImageIcon: 'ภาพไอคอน',
    q: 'ค้นหา',
  },
  notifications: {
    created: 'เพิ่มหมวดหมู่เรียบร้อยแล้ว',
    create_failed: 'ผิดพลาด : เพิ่มหมวดหมู่ เพิ่มหมวดหมู่ไม่สำเร็จ: %{message}',
    updated: 'แก้ไขหมวดหมู่เรียบร้อยแล้ว',
    update_failed: 'แก้ไขหมวดหมู่ไม่สำเร็จ: %{message}',
    patched: 'เปลี่ยนสถานะหมวดหมู่เรียบร้อยแล้ว',
    patch_failed: 'เปลี่ยนสถานะหมวดหมู่ไม่สำเร็จ: %{message}',
  },
} satisfies Messages;

export default texts;
