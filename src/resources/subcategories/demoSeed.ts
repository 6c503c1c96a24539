import { seedImageUrl } from '../../demo/kit/files';

/** A sub-category as the store keeps it; answers add the category's name (SubCategoryWire). */
export interface DemoSubCategory {
  ProductSubCategoryId: number;
  ProductCategoryId: number;
  Tiltle: string;
  SubCategoryCode: string | null;
  ImgUrl: string;
  IsActive: boolean;
}

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
