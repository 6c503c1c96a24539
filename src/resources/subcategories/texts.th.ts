import type { Messages } from '../../registry/definition';

const texts = {
  name: 'หมวดหมู่ย่อย |||| หมวดหมู่ย่อย',
  fields: {
    ProductSubCategoryId: 'รหัส',
    Tiltle: 'ชื่อหมวดหมู่ย่อย',
    SubCategoryCode: 'รหัสหมวดหมู่ย่อย',
    ProductCategoryId: 'หมวดหมู่',
    ProductCategoryName: 'หมวดหมู่',
    ImgUrl: 'รูปภาพ',
    IsActive: 'ใช้งาน',
    q: 'ค้นหา',
  },
  notifications: {
    created: 'เพิ่มหมวดหมู่ย่อยเรียบร้อยแล้ว',
    create_failed: 'เพิ่มหมวดหมู่ย่อยไม่สำเร็จ: %{message}',
    updated: 'แก้ไขหมวดหมู่ย่อยเรียบร้อยแล้ว',
    update_failed: 'แก้ไขหมวดหมู่ย่อยไม่สำเร็จ: %{message}',
    patched: 'เปลี่ยนสถานะหมวดหมู่ย่อยเรียบร้อยแล้ว',
    patch_failed: 'เปลี่ยนสถานะหมวดหมู่ย่อยไม่สำเร็จ: %{message}',
  },
} satisfies Messages;

export default texts;
