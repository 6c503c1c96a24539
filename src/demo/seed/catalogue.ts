/**
 * The reference data the shell fetches at start-up (spec §2: brands, units, categories, regions).
 * The product catalogue issue grows this into the full catalogue.
 */
export interface DemoBrand {
  BrandId: number;
  Brandname: string;
  BrandImgUrl: string;
  IsActive: boolean;
}
export interface DemoUnit {
  UnitId: number;
  UnitTitle: string;
}
export interface DemoCategory {
  ProductCategoryId: number;
  Tiltle: string;
  CategoryCode: string | null;
  IsActive: boolean;
  ImageBanner: string;
  ImageIcon: string;
}
export interface DemoRegion {
  RegionId: number;
  RegionName: string;
}

const BRAND_NAMES = [
  'มาม่า',
  'ไวไว',
  'ยำยำ',
  'ดัชมิลล์',
  'โฟร์โมสต์',
  'เมจิ',
  'ซีพี',
  'เบทาโกร',
  'แม่ประนอม',
  'ภูเขาทอง',
  'ง่วนสูน',
  'ฉลาม',
  'ทิพรส',
  'ตราชั่ง',
  'มิตรผล',
  'ลิน',
  'ตราฉัตร',
  'หงษ์ทอง',
  'มงกุฎ',
  'องุ่น',
  'เนสกาแฟ',
  'เบอร์ดี้',
  'โอวัลติน',
  'ไมโล',
  'โค้ก',
  'เป๊ปซี่',
  'สิงห์',
  'ช้าง',
  'ลีโอ',
  'คริสตัล',
  'เนสท์เล่',
  'โออิชิ',
  'อิชิตัน',
  'กระทิงแดง',
  'เอ็ม-150',
  'คาราบาวแดง',
  'ซันไลต์',
  'บรีส',
  'โอโม',
  'เปา',
  'คอลเกต',
  'ดาร์ลี่',
  'ซิสเท็มมา',
  'ลักส์',
  'นกแก้ว',
  'โพรเทคส์',
  'แฟบ',
  'ไฮเตอร์',
  'สก๊อตต์',
  'เซลล็อกซ์',
  'ทาโร',
  'เลย์',
  'เทสโต',
  'ปาปริก้า',
  'โก๋แก่',
  'แม็กกี้',
  'รสดี',
  'คนอร์',
  'ฟ้าไทย',
  'โลตัส',
];

export const seedBrands: DemoBrand[] = BRAND_NAMES.map((name, index) => ({
  BrandId: index + 1,
  Brandname: name,
  BrandImgUrl: '',
  IsActive: index % 17 !== 16,
}));

export const seedUnits: DemoUnit[] = [
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

export const seedCategories: DemoCategory[] = [
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
  ImageBanner: '',
  ImageIcon: '',
}));

/** Thailand's six geographical regions, as the master data names them. */
export const seedRegions: DemoRegion[] = [
  'ภาคเหนือ',
  'ภาคตะวันออกเฉียงเหนือ',
  'ภาคกลาง',
  'ภาคตะวันออก',
  'ภาคตะวันตก',
  'ภาคใต้',
].map((name, index) => ({ RegionId: index + 1, RegionName: name }));
