import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ตำแหน่ง |||| ตำแหน่ง',
  fields: { id: 'รหัส', positionName: 'ชื่อตำแหน่ง', holders: 'จำนวนพนักงาน', createdAt: 'สร้างเมื่อ' },
  search: 'ค้นหาชื่อตำแหน่ง',
  in_use: 'ลบไม่ได้: มีพนักงานดำรงตำแหน่งนี้ %{smart_count} คน |||| ลบไม่ได้: มีพนักงานดำรงตำแหน่งนี้ %{smart_count} คน',
  notifications: {
    created: 'เพิ่มตำแหน่งแล้ว',
    deleted: 'ลบตำแหน่งแล้ว',
    create_failed: 'เพิ่มตำแหน่งไม่สำเร็จ: %{message}',
    delete_failed: 'ลบตำแหน่งไม่สำเร็จ: %{message}',
  },
} satisfies Messages;
export default texts;
