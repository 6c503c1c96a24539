import type { CategoryWire } from '../shared/domain/catalogue/catalogueWire';
import { seedImageUrl } from '../../demo/kit/files';

export const seedCategories: CategoryWire[] = [
  ['อาหารแห้ง', 'FOOD-DRY'],
  ['เครื่องปรุงรส', 'SEASON'],
  ['เครื่องดื่ม', 'DRINK'],
  ['เครื่องดื่มแอลกอฮอล์', 'ALCOHOL'],
  ['นมและผลิตภัณฑ์นม', 'DAIRY'],
  ['ขนมขบเคี้ยว', 'SNACK'],
  ['ของใช้ในครัวเรือน', 'HOUSE'],
  ['ของใช้ส่วนตัว', 'PERSONAL'],
  ['ผลิตภัณฑ์ทำความสะอาด', 'CLEAN'],
  ['อาหารแช่แข็ง', 'FROZEN'],
  ['ข้าวและธัญพืช', 'RICE'],
  ['บุหรี่และยาสูบ', null],
].map(([title, code], index) => ({
  ProductCategoryId: index + 1,
  Tiltle: title as string,
  CategoryCode: code,
  IsActive: index !== 11,
  ImageBanner: seedImageUrl('category-banner', index + 1),
  ImageIcon: seedImageUrl('category-icon', index + 1),
}));
