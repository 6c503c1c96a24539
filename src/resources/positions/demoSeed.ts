import type { PositionRecord } from './positionData';

/** The back-office team's positions. */
export const seedPositions: PositionRecord[] = [
  'ผู้จัดการฝ่ายปฏิบัติการ',
  'เจ้าหน้าที่การเงิน',
  'หัวหน้าฝ่ายขาย',
  'พนักงานขายภาคสนาม',
  'เจ้าหน้าที่บริการลูกค้า',
  'นักวิเคราะห์ข้อมูล',
  'เจ้าหน้าที่การตลาด',
  'ผู้ดูแลระบบ',
  'เจ้าหน้าที่ฝึกงาน',
].map((positionName, index) => ({
  id: index + 1,
  positionName,
  createdAt: `2024-0${1 + (index % 9)}-15T09:00:00`,
}));
