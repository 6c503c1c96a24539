import type { UnitWire } from '../shared/domain/catalogue/catalogueWire';

export const seedUnits: UnitWire[] = [
  'ชิ้น',
  'ซอง',
  'ขวด',
  'กระป๋อง',
  'กล่อง',
  'แพ็ค',
  'ลัง',
  'ถุง',
  'โหล',
  'กิโลกรัม',
  'กรัม',
  'ลิตร',
  'มิลลิลิตร',
  'แผง',
  'หลอด',
].map((title, index) => ({ UnitId: index + 1, UnitTitle: title }));
