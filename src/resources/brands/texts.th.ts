import type { Messages } from '../../registry/definition';

const texts = {
  name: 'แบรนด์ |||| แบรนด์',
  fields: {
    BrandId: 'รหัส',
    BrandTitle: 'ชื่อแบรนด์',
    BrandImgUrl: 'โลโก้',
    IsActive: 'ใช้งาน',
    q: 'ค้นหาชื่อแบรนด์',
  },
  notifications: {
    created: 'เพิ่มแบรนด์เรียบร้อยแล้ว',
    create_failed: 'เพิ่มแบรนด์ไม่สำเร็จ: %{message}',
    updated: 'แก้ไขแบรนด์เรียบร้อยแล้ว',
    update_failed: 'แก้ไขแบรนด์ไม่สำเร็จ: %{message}',
    deleted: 'ลบแบรนด์เรียบร้อยแล้ว',
    delete_failed: 'ลบแบรนด์ไม่สำเร็จ: %{message}',
  },
} satisfies Messages;

export default texts;
