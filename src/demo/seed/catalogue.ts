import type { BrandWire, CategoryWire, UnitWire } from '../../api/catalogueWire';

/**
 * The catalogue's reference data: brands, units, categories with their sub-categories, regions.
 * Records are kept in their wire shape; images point at logos the demo backend draws itself
 * (`src/demo/handlers/files.ts`), so they show without any network.
 */
export type { BrandWire, CategoryWire, UnitWire } from '../../api/catalogueWire';
export type DemoBrand = BrandWire;
export type DemoUnit = UnitWire;
export type DemoCategory = CategoryWire;

/** A sub-category as the store keeps it; answers add the category's name (SubCategoryWire). */
export interface DemoSubCategory {
  ProductSubCategoryId: number;
  ProductCategoryId: number;
  Tiltle: string;
  SubCategoryCode: string | null;
  ImgUrl: string;
  IsActive: boolean;
}

export interface DemoRegion {
  RegionId: number;
  RegionName: string;
}

/** Kinds of generated pictures served at `/demo-files/seed/{kind}/{id}.svg`. */
export const SEED_IMAGE_KINDS = [
  'product',
  'brand',
  'category-icon',
  'category-banner',
  'subcategory',
  'package',
] as const;
export type SeedImageKind = (typeof SEED_IMAGE_KINDS)[number];

/** Where a seeded record's picture is served (a path on the app's own origin). */
export const seedImageUrl = (kind: SeedImageKind, id: number) => `/demo-files/seed/${kind}/${id}.svg`;

/** Brand names; a brand's id is its position + 1 (the first 60 are the original seed's). */
export const BRAND_NAMES = [
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
  // 61 onwards
  'นิสชิน',
  'ต้นสน',
  'สามแม่ครัว',
  'ซีเล็ค',
  'ฟาร์มเฮ้าส์',
  'เคลล็อกส์',
  'เด็กสมบูรณ์',
  'ง่วนเชียง',
  'แม่ครัว',
  'ศรีราชาพานิช',
  'โรซ่า',
  'อายิโนะโมะโต๊ะ',
  'ปรุงทิพย์',
  'มรกต',
  'เกษตร',
  'น้ำทิพย์',
  'แฟนต้า',
  'สไปรท์',
  'เอส',
  'ลิปตัน',
  'เพียวริคุ',
  'สปอนเซอร์',
  'ทิปโก้',
  'มาลี',
  'ยูนิฟ',
  'ไฮเนเก้น',
  'แสงโสม',
  'รีเจนซี่',
  'สปาย',
  'ไทย-เดนมาร์ค',
  'หนองโพ',
  'ยาคูลท์',
  'คาร์เนชัน',
  'มะลิ',
  'แลคตาซอย',
  'ไวตามิ้ลค์',
  'โปเต้',
  'ฮานามิ',
  'ซันไบทส์',
  'เถ้าแก่น้อย',
  'โอรีโอ',
  'ฮอลล์',
  'เมนทอส',
  'คิทแคท',
  'แชมเปี้ยน',
  'ไดมอนด์',
  'ไบกอน',
  'พานาโซนิค',
  'ดูราเซลล์',
  'แพนทีน',
  'ซันซิล',
  'เคลียร์',
  'เรโซนา',
  'โซฟี',
  'ลอรีเอะ',
  'มามี่โพโค',
  'เบบี้เลิฟ',
  'แอทแทค',
  'ไฮยีน',
  'คอมฟอร์ท',
  'ดาวน์นี่',
  'มาจิคลีน',
  'เป็ด',
  'เอสแอนด์พี',
  'พรานทะเล',
  'วอลล์',
  'มาบุญครอง',
  'ปิ่นเงิน',
  'ไร่ทิพย์',
  'กรองทิพย์',
  'มาร์ลโบโร',
  'คลิปเปอร์',
];

export const seedBrands: BrandWire[] = BRAND_NAMES.map((name, index) => ({
  BrandId: index + 1,
  Brandname: name,
  BrandImgUrl: seedImageUrl('brand', index + 1),
  IsActive: index % 17 !== 16,
}));

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

/** [category id, title, code]; a sub-category's id is its position + 1. */
const SUB_CATEGORIES: [number, string, string | null][] = [
  [1, 'บะหมี่กึ่งสำเร็จรูป', 'FOOD-NOODLE'],
  [1, 'อาหารกระป๋อง', 'FOOD-CAN'],
  [1, 'ขนมปังและซีเรียล', 'FOOD-CEREAL'],
  [1, 'เส้นก๋วยเตี๋ยวและวุ้นเส้น', 'FOOD-RICENOODLE'],
  [1, 'โจ๊กและข้าวต้มกึ่งสำเร็จรูป', null],
  [2, 'น้ำปลา', 'SEASON-FISH'],
  [2, 'ซอสปรุงรสและซีอิ๊ว', 'SEASON-SAUCE'],
  [2, 'ซอสพริกและน้ำจิ้ม', 'SEASON-CHILI'],
  [2, 'น้ำตาลและเกลือ', 'SEASON-SUGAR'],
  [2, 'ผงปรุงรสและเครื่องเทศ', 'SEASON-POWDER'],
  [2, 'น้ำมันพืช', 'SEASON-OIL'],
  [3, 'น้ำดื่ม', 'DRINK-WATER'],
  [3, 'น้ำอัดลม', 'DRINK-SOFT'],
  [3, 'ชาและกาแฟพร้อมดื่ม', 'DRINK-RTD'],
  [3, 'เครื่องดื่มชูกำลัง', 'DRINK-ENERGY'],
  [3, 'กาแฟและเครื่องดื่มชนิดผง', 'DRINK-POWDER'],
  [3, 'น้ำผลไม้', 'DRINK-JUICE'],
  [4, 'เบียร์', 'ALCOHOL-BEER'],
  [4, 'สุราและบรั่นดี', 'ALCOHOL-SPIRIT'],
  [4, 'ไวน์คูลเลอร์', null],
  [5, 'นมยูเอชที', 'DAIRY-UHT'],
  [5, 'นมเปรี้ยวและโยเกิร์ต', 'DAIRY-YOGURT'],
  [5, 'นมข้นและครีมเทียม', 'DAIRY-CONDENSED'],
  [5, 'นมถั่วเหลือง', 'DAIRY-SOY'],
  [5, 'นมพาสเจอร์ไรส์', 'DAIRY-PASTEUR'],
  [6, 'มันฝรั่งทอดกรอบ', 'SNACK-CHIPS'],
  [6, 'ข้าวเกรียบและขนมอบกรอบ', 'SNACK-CRACKER'],
  [6, 'ถั่วและเมล็ดพืช', 'SNACK-NUT'],
  [6, 'บิสกิตและเวเฟอร์', 'SNACK-BISCUIT'],
  [6, 'ลูกอมและช็อกโกแลต', null],
  [6, 'ปลาเส้นและสาหร่าย', 'SNACK-SEAWEED'],
  [7, 'กระดาษทิชชู', 'HOUSE-TISSUE'],
  [7, 'ถุงขยะและถุงพลาสติก', 'HOUSE-BAG'],
  [7, 'ฟอยล์และฟิล์มถนอมอาหาร', 'HOUSE-WRAP'],
  [7, 'ผลิตภัณฑ์กำจัดแมลง', 'HOUSE-PEST'],
  [7, 'ถ่านไฟฉาย', 'HOUSE-BATTERY'],
  [8, 'ยาสีฟันและแปรงสีฟัน', 'PERSONAL-ORAL'],
  [8, 'สบู่และครีมอาบน้ำ', 'PERSONAL-BATH'],
  [8, 'แชมพูและครีมนวดผม', 'PERSONAL-HAIR'],
  [8, 'ระงับกลิ่นกายและแป้งเย็น', 'PERSONAL-DEO'],
  [8, 'ผ้าอนามัย', 'PERSONAL-PAD'],
  [8, 'ผ้าอ้อมเด็ก', 'PERSONAL-DIAPER'],
  [9, 'ผงซักฟอกและน้ำยาซักผ้า', 'CLEAN-WASH'],
  [9, 'น้ำยาปรับผ้านุ่ม', 'CLEAN-SOFTENER'],
  [9, 'น้ำยาล้างจาน', 'CLEAN-DISH'],
  [9, 'น้ำยาถูพื้นและล้างห้องน้ำ', 'CLEAN-FLOOR'],
  [9, 'น้ำยาซักผ้าขาว', null],
  [10, 'ไส้กรอกและลูกชิ้น', 'FROZEN-SAUSAGE'],
  [10, 'เกี๊ยวและติ่มซำ', 'FROZEN-DIMSUM'],
  [10, 'อาหารพร้อมทานแช่แข็ง', 'FROZEN-MEAL'],
  [10, 'ไอศกรีม', 'FROZEN-ICECREAM'],
  [11, 'ข้าวหอมมะลิ', 'RICE-JASMINE'],
  [11, 'ข้าวขาวและข้าวเสาไห้', 'RICE-WHITE'],
  [11, 'ข้าวเหนียว', 'RICE-STICKY'],
  [11, 'ข้าวกล้องและข้าวไรซ์เบอร์รี่', 'RICE-BROWN'],
  [11, 'ถั่วและธัญพืชแห้ง', 'RICE-GRAIN'],
  [12, 'บุหรี่ซิกาแรต', 'TOBACCO-CIGARETTE'],
  [12, 'ยาเส้น', null],
  [12, 'ไฟแช็กและไม้ขีดไฟ', 'TOBACCO-LIGHTER'],
];

/** Sub-categories without products of their own stay inactive (ยาเส้น). */
export const seedSubCategories: DemoSubCategory[] = SUB_CATEGORIES.map(
  ([categoryId, title, code], index) => ({
    ProductSubCategoryId: index + 1,
    ProductCategoryId: categoryId,
    Tiltle: title,
    SubCategoryCode: code,
    ImgUrl: seedImageUrl('subcategory', index + 1),
    IsActive: title !== 'ยาเส้น',
  }),
);

/** Thailand's six geographical regions, as the master data names them. */
export const seedRegions: DemoRegion[] = [
  'ภาคเหนือ',
  'ภาคตะวันออกเฉียงเหนือ',
  'ภาคกลาง',
  'ภาคตะวันออก',
  'ภาคตะวันตก',
  'ภาคใต้',
].map((name, index) => ({ RegionId: index + 1, RegionName: name }));
