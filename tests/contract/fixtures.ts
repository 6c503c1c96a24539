import { createHash } from 'node:crypto';
import { CONTRACT_KEYS, encrypt, ivFor } from './cipher';

/**
 * The contract server's data. Field names are the specification's (docs/api.md, "Contract server"); everything it leaves
 * open is chosen the way another team would have chosen it, and on purpose unlike the demo's
 * (docs/api.md lists the demo's choices): other role names, opaque tokens, numeric ids where the
 * services number records, GUIDs for partners (the spec's all-zero identifier), other status codes
 * and names, other spellings of the fields the spec does not name, and more records than one
 * capped page holds. Nothing here is read from the app's code or its demo seeds.
 */

export type Row = Record<string, unknown>;

/** The all-zero identifier: "no supplier" or "no grocery" on a transaction. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/** A GUID that is the same on every run. */
export function guid(seed: string): string {
  const hex = createHash('md5').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length];

// --- Sign-in accounts and roles -------------------------------------------------------------

/** The server's roles: none of them is a name the demo uses. */
export const ROLES = ['superadmin', 'accountant', 'salesrep', 'cs'] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  id: number;
  username: string;
  password: string;
  role: Role;
  fullName: string;
  email: string;
  positionId: number;
  isActive: boolean;
}

export const PASSWORD = 'Contract#2024';

const seedAccounts = (): Account[] => [
  {
    id: 501,
    username: 'somchai.s',
    password: PASSWORD,
    role: 'superadmin',
    fullName: 'สมชาย ศรีวงศ์',
    email: 'somchai.s@contract.example',
    positionId: 71,
    isActive: true,
  },
  {
    id: 502,
    username: 'malee.a',
    password: PASSWORD,
    role: 'accountant',
    fullName: 'มาลี อัครเดช',
    email: 'malee.a@contract.example',
    positionId: 72,
    isActive: true,
  },
  {
    id: 503,
    username: 'preecha.r',
    password: PASSWORD,
    role: 'salesrep',
    fullName: 'ปรีชา รักษ์ดี',
    email: 'preecha.r@contract.example',
    positionId: 73,
    isActive: true,
  },
  {
    id: 504,
    username: 'wanida.c',
    password: PASSWORD,
    role: 'cs',
    fullName: 'วนิดา ชัยมงคล',
    email: 'wanida.c@contract.example',
    positionId: 74,
    isActive: true,
  },
];

/** Positions as this service spells them: `PositionId` and `PositionName`. */
const seedPositions = (): Row[] => [
  { PositionId: 71, PositionName: 'ผู้อำนวยการฝ่ายปฏิบัติการ' },
  { PositionId: 72, PositionName: 'หัวหน้าฝ่ายบัญชี' },
  { PositionId: 73, PositionName: 'ผู้แทนขายภาคสนาม' },
  { PositionId: 74, PositionName: 'เจ้าหน้าที่ดูแลลูกค้า' },
  { PositionId: 75, PositionName: 'นักวิเคราะห์ข้อมูล' },
];

// --- The menu of the old app ---------------------------------------------------------------

/**
 * The old app's menu: only paths of the specification's route table, `allowedroles` as
 * comma-separated text (with and without spaces), an empty text for "everyone", SQL-style dates.
 * `superadmin` sees every entry; the other roles see their own areas.
 */
const ALL = 'superadmin';
const FIN = 'superadmin,accountant';
const SALES = 'superadmin, salesrep';
const PARTNERS = 'superadmin,salesrep,cs';
const CARE = 'superadmin,cs';

interface MenuSeed {
  th: string;
  en: string;
  icon: string;
  linkto: string;
  roles: string;
  children?: Omit<MenuSeed, 'children'>[];
}

const MENU: MenuSeed[] = [
  { th: 'หน้าหลัก', en: 'Home', icon: 'mdi-home', linkto: '/dashboard', roles: '' },
  {
    th: 'คลังสินค้า',
    en: 'Catalogue',
    icon: 'mdi-package-variant',
    linkto: '',
    roles: SALES,
    children: [
      { th: 'สินค้าทั้งหมด', en: 'All products', icon: '', linkto: '/product', roles: SALES },
      { th: 'แพ็กเกจ', en: 'Packages', icon: '', linkto: '/productfeature', roles: SALES },
      { th: 'หมวดสินค้า', en: 'Product categories', icon: '', linkto: '/master-data/category', roles: SALES },
      {
        th: 'หมวดสินค้าย่อย',
        en: 'Product sub-categories',
        icon: '',
        linkto: '/master-data/sub-category',
        roles: SALES,
      },
    ],
  },
  { th: 'ยี่ห้อสินค้า', en: 'Product brands', icon: 'mdi-tag', linkto: '/brand', roles: SALES },
  {
    th: 'บัญชีและการเงิน',
    en: 'Accounting',
    icon: 'mdi-cash',
    linkto: '',
    roles: FIN,
    children: [
      { th: 'เงินรับจากร้านค้า', en: 'Money in', icon: '', linkto: '/finance', roles: FIN },
      { th: 'เงินจ่ายและคำขอถอน', en: 'Money out', icon: '', linkto: '/finance/transactionout', roles: FIN },
      { th: 'ธุรกรรมตามคำสั่งซื้อ', en: 'By order', icon: '', linkto: '/finance/ordertransaction', roles: FIN },
      { th: 'ค่าธรรมเนียม', en: 'Fees', icon: '', linkto: '/finance/fee', roles: FIN },
    ],
  },
  {
    th: 'ร้านโชห่วย',
    en: 'Grocery shops',
    icon: 'mdi-store',
    linkto: '',
    roles: PARTNERS,
    children: [
      { th: 'ร้านค้าทั้งหมด', en: 'All shops', icon: '', linkto: '/grocery/grocerys', roles: PARTNERS },
      {
        th: 'เอกสารขายสุรา (ร้านค้า)',
        en: 'Shop licences',
        icon: '',
        linkto: '/grocery/document',
        roles: PARTNERS,
      },
    ],
  },
  {
    th: 'ผู้ค้าส่ง',
    en: 'Wholesalers',
    icon: '',
    linkto: '',
    roles: PARTNERS,
    children: [
      { th: 'ผู้ค้าส่งทั้งหมด', en: 'All wholesalers', icon: '', linkto: '/wholesale/seller', roles: PARTNERS },
      {
        th: 'เอกสารขายสุรา (ผู้ค้าส่ง)',
        en: 'Wholesaler licences',
        icon: '',
        linkto: '/wholesale/document',
        roles: PARTNERS,
      },
    ],
  },
  {
    th: 'รายการสั่งซื้อ',
    en: 'Purchase orders',
    icon: 'mdi-cart',
    linkto: '/order',
    roles: 'superadmin,accountant,cs',
  },
  { th: 'รายงานสรุป', en: 'Summary reports', icon: 'mdi-chart-bar', linkto: '/report', roles: FIN },
  {
    th: 'บุคลากร',
    en: 'People',
    icon: 'mdi-account-group',
    linkto: '',
    roles: ALL,
    children: [
      { th: 'รายชื่อบุคลากร', en: 'People list', icon: '', linkto: '/staff/employee', roles: ALL },
      { th: 'ตำแหน่งงาน', en: 'Job positions', icon: '', linkto: '/staff/position', roles: ALL },
      { th: 'บันทึกการใช้งาน', en: 'Activity log', icon: '', linkto: '/StaffLog', roles: ALL },
    ],
  },
  { th: 'กำหนดสิทธิ์', en: 'Permissions', icon: 'mdi-shield-account', linkto: '/role', roles: ALL },
  { th: 'ตั้งค่าเมนู', en: 'Menu settings', icon: 'mdi-menu', linkto: '/Menu', roles: ALL },
  {
    th: 'การตลาด',
    en: 'Marketing',
    icon: 'mdi-bullhorn',
    linkto: '',
    roles: SALES,
    children: [
      { th: 'ป้ายโฆษณา', en: 'Adverts', icon: '', linkto: '/advertise', roles: SALES },
      { th: 'สถิติโฆษณา', en: 'Advert statistics', icon: '', linkto: '/advertise/dashboard', roles: SALES },
      { th: 'แคมเปญ', en: 'Campaigns', icon: '', linkto: '/advertise/campaigndashboard', roles: SALES },
    ],
  },
  {
    th: 'ฝ่ายขาย',
    en: 'Sales team',
    icon: 'mdi-chart-line',
    linkto: '',
    roles: SALES,
    children: [
      { th: 'ร้านค้าตามจังหวัด', en: 'Shops by province', icon: '', linkto: '/sales', roles: SALES },
      { th: 'สำรวจร้านค้า', en: 'Shop surveys', icon: '', linkto: '/sales/storesurvey', roles: SALES },
    ],
  },
  {
    th: 'วิธีใช้งาน',
    en: 'How-to',
    icon: 'mdi-help-circle',
    linkto: '',
    roles: CARE,
    children: [
      { th: 'วิธีใช้ทั่วไป', en: 'General how-to', icon: '', linkto: '/help/kk', roles: CARE },
      { th: 'วิธีใช้แอปร้านค้า', en: 'Shop app how-to', icon: '', linkto: '/help/kk-ep', roles: CARE },
      { th: 'วิธีใช้แอปผู้ค้าส่ง', en: 'Wholesaler app how-to', icon: '', linkto: '/help/kk-ws', roles: CARE },
    ],
  },
  { th: 'แจ้งปัญหา', en: 'Get help', icon: 'mdi-lifebuoy', linkto: '/support', roles: '' },
  { th: 'การจัดส่ง', en: 'Shipping', icon: 'mdi-truck', linkto: '/logistic', roles: ALL },
  {
    th: 'ข้อมูลตั้งต้น',
    en: 'Reference data',
    icon: 'mdi-database',
    linkto: '',
    roles: ALL,
    children: [
      { th: 'ภาค', en: 'Regions', icon: '', linkto: '/master-data/address/region', roles: ALL },
      { th: 'จังหวัด', en: 'Provinces', icon: '', linkto: '/master-data/address/province', roles: ALL },
      { th: 'ธนาคาร', en: 'Banks', icon: '', linkto: '/master-data/bank/bank', roles: ALL },
      { th: 'คำที่ห้ามใช้', en: 'Banned words', icon: '', linkto: '/master-data/restrictcontent', roles: ALL },
    ],
  },
  { th: 'ทดสอบระบบ', en: 'System test', icon: 'mdi-bug', linkto: '/test', roles: ALL },
  { th: 'ข้อเสนอแนะ', en: 'Suggestions', icon: '', linkto: '/improvesytem', roles: '' },
];

function seedMenu(): { main: Row[]; sub: Row[] } {
  const main: Row[] = [];
  const sub: Row[] = [];
  let subId = 900;
  MENU.forEach((entry, index) => {
    const id = 300 + index * 3;
    const day = String(1 + index).padStart(2, '0');
    main.push({
      id,
      title_th: entry.th,
      title_en: entry.en,
      icon: entry.icon,
      linkto: entry.linkto,
      menu: entry.en.toLowerCase().replace(/[^a-z]+/g, '_'),
      allowedroles: entry.roles,
      created_at: `2022-03-${day} 08:30:00`,
    });
    entry.children?.forEach((child, childIndex) => {
      subId += 1;
      sub.push({
        id: subId,
        mainmenuid: id,
        title_th: child.th,
        title_en: child.en,
        icon: child.icon,
        linkto: child.linkto,
        menu: child.en.toLowerCase().replace(/[^a-z]+/g, '_'),
        allowedroles: child.roles,
        created_at: `2022-03-${day} 09:${String(10 + childIndex).padStart(2, '0')}:00`,
      });
    });
  });
  return { main, sub };
}

// --- Catalogue ----------------------------------------------------------------------------

const BRAND_HEADS = [
  'ตราช้างศึก',
  'ตรานกกระเรียน',
  'ตราเสือดาว',
  'ตรากระต่ายจันทร์',
  'ตราปลาโลมา',
  'ตราดอกบัวหลวง',
  'ตราม้าเทวดา',
  'ตราระฆังทอง',
  'ตราใบไผ่',
  'ตราเรือสำเภา',
  'ตราตะวันฉาย',
  'ตรามงกุฎเพชร',
  'ตรากุหลาบป่า',
  'ตราดอยสูง',
  'ตราหงส์ฟ้า',
  'ตราพลอยแดง',
  'ตรานาคราช',
  'ตรานาฬิกาทราย',
  'ตราดาวประกาย',
  'ตรากังหันลม',
] as const;
const BRAND_TAILS = [
  'โกลด์',
  'ซิลเวอร์',
  'พรีเมียม',
  'คลาสสิก',
  'ออริจินัล',
  'เฟรช',
  'โฮม',
  'แฟมิลี่',
  'สมาร์ท',
  'เนเจอร์',
  'ซูเปอร์',
  'เอ็กซ์ตรา',
  'ไลต์',
] as const;

/** 260 brands: more than one capped page (100) holds, ids from 4101. */
export const BRAND_COUNT = BRAND_HEADS.length * BRAND_TAILS.length;

function seedBrands(files: string): Row[] {
  return Array.from({ length: BRAND_COUNT }, (_, index) => ({
    BrandId: 4101 + index,
    Brandname: `${BRAND_HEADS[Math.floor(index / BRAND_TAILS.length)]} ${pick(BRAND_TAILS, index)}`,
    BrandImgUrl: `${files}/brand-${4101 + index}.png`,
    IsActive: index % 7 !== 3,
    CreatedDate: `2023-0${1 + (index % 9)}-1${index % 10}T10:00:00`,
  }));
}

/**
 * The brand the edit test opens: 130th by id, so beyond the first capped page whichever way the
 * list is sorted, and inactive, so a save that sends `IsActive: true` would re-activate it.
 */
export const FAR_BRAND_INDEX = 129;

const seedCategories = (files: string): Row[] =>
  [
    ['เครื่องปรุงรส', 'SEASON'],
    ['ข้าวและธัญพืช', 'GRAIN'],
    ['เครื่องดื่ม', 'DRINK'],
    ['ของใช้ในบ้าน', 'HOME'],
    ['ขนมขบเคี้ยว', 'SNACK'],
    ['ของใช้ส่วนตัว', 'CARE'],
  ].map(([title, code], index) => ({
    ProductCategoryId: 11 + index,
    Tiltle: title,
    CategoryCode: code,
    IsActive: true,
    ImageBanner: `${files}/category-banner-${11 + index}.png`,
    ImageIcon: `${files}/category-icon-${11 + index}.png`,
  }));

const SUB_CATEGORY_NAMES: Record<number, string[]> = {
  11: ['น้ำปลาและซีอิ๊ว', 'ผงปรุงรส'],
  12: ['ข้าวสาร', 'แป้งและธัญพืช'],
  13: ['น้ำดื่ม', 'กาแฟและชา'],
  14: ['ผงซักฟอก', 'น้ำยาล้างจาน'],
  15: ['ขนมปังกรอบ', 'มันฝรั่งทอด'],
  16: ['สบู่และแชมพู', 'ยาสีฟัน'],
};

function seedSubCategories(files: string, categories: Row[]): Row[] {
  const rows: Row[] = [];
  let id = 201;
  for (const category of categories) {
    for (const [index, name] of SUB_CATEGORY_NAMES[category.ProductCategoryId as number].entries()) {
      rows.push({
        ProductSubCategoryId: id,
        ProductSubCategoryName: name,
        Tiltle: name,
        SubCategoryCode: `${category.CategoryCode}-${index + 1}`,
        ProductCategoryId: category.ProductCategoryId,
        ProductCategoryName: category.Tiltle,
        ImgUrl: `${files}/subcategory-${id}.png`,
        IsActive: true,
      });
      id += 1;
    }
  }
  return rows;
}

const seedUnits = (): Row[] =>
  ['ขวด', 'ถุง', 'กล่อง', 'แพ็ก', 'ซอง', 'หลอด', 'ลัง'].map((title, index) => ({
    UnitId: 31 + index,
    UnitTitle: title,
  }));

const PRODUCT_WORDS = [
  'น้ำปลาแท้',
  'ซีอิ๊วดำ',
  'ข้าวกล้องงอก',
  'แป้งข้าวเหนียว',
  'น้ำแร่ธรรมชาติ',
  'ชาเขียวพร้อมดื่ม',
  'ผงซักฟอกสูตรเข้มข้น',
  'น้ำยาล้างจานมะนาว',
  'ขนมปังกรอบเนยสด',
  'มันฝรั่งแผ่นทอด',
  'แชมพูสมุนไพร',
  'ยาสีฟันเกลือ',
] as const;
const PRODUCT_SIZES = [
  'ขนาดทดลอง',
  'ขนาดกลาง',
  'ขนาดประหยัด',
  'แพ็กคู่',
  'แพ็ก 6',
  'แพ็ก 12',
  'ลังใหญ่',
  'ถุงเติม',
  'รุ่นพิเศษ',
  'สูตรใหม่',
] as const;

function seedProducts(files: string, brands: Row[], subCategories: Row[], units: Row[]) {
  const products: Row[] = [];
  const attributes: Row[] = [];
  const images: Row[] = [];
  PRODUCT_WORDS.forEach((word, wordIndex) => {
    const sub = subCategories[wordIndex % subCategories.length];
    PRODUCT_SIZES.forEach((size, sizeIndex) => {
      const index = wordIndex * PRODUCT_SIZES.length + sizeIndex;
      const brand = brands[(index * 7) % brands.length];
      const productId = 88001 + index;
      const detailId = 66001 + index;
      const imageId = 55001 + index;
      const unit = units[index % units.length];
      products.push({
        ProductId: productId,
        ProductDetailId: detailId,
        ProductName: `${word} ${size}`,
        ProductCategoryId: sub.ProductCategoryId,
        ProductCategoryName: sub.ProductCategoryName,
        ProductSubCategoryId: sub.ProductSubCategoryId,
        ProductSubCategoryName: sub.ProductSubCategoryName,
        ProductDescription: `${word} คุณภาพดีจากผู้ผลิตในประเทศ`,
        ProductSummary: '',
        Barcode: `885${String(1000000000 + index * 7919).slice(-10)}`,
        BrandId: brand.BrandId,
        BrandName: brand.Brandname,
        ProductOwner: 'BO',
      });
      attributes.push({
        ProductAttributeId: 77001 + index,
        ProductDetailId: detailId,
        UnitId: unit.UnitId,
        MeasurementValue: 100 + sizeIndex * 50,
        MeasurementId: 1,
        SizeWidth: 5 + (index % 4),
        SizeLong: 8 + (index % 3),
        SizeHeight: 12 + (index % 5),
        IsUseStockOption: true,
      });
      images.push({
        ProductImageId: imageId,
        ProductDetailId: detailId,
        ImgUrl: `${files}/product-${productId}.png`,
        IsCover: true,
      });
    });
  });
  return { products, attributes, images };
}

const seedPackages = (files: string): Row[] =>
  [
    ['แพ็กเกจโปรโมตหน้าร้าน', 'BOOST', 1590, 30],
    ['ป้ายแบนเนอร์หน้าแรก', 'BANNER', 4900, 14],
    ['สมาชิกรายปี', 'MEMBER', 12000, 365],
    ['แพ็กเกจสินค้าแนะนำ', 'BOOST', 890, 7],
  ].map(([name, type, price, days], index) => ({
    PackageId: 601 + index,
    PackageName: name,
    PackageType: type,
    PackageDescription: `${name} สำหรับผู้ค้าส่ง`,
    Price: price,
    DurationDays: days,
    ImageUrl: `${files}/package-${601 + index}.png`,
    IsActive: index !== 3,
    CreatedAt: `2023-11-0${index + 1}T09:00:00`,
  }));

// --- Address master data ------------------------------------------------------------------

const seedRegions = (): Row[] =>
  [
    [10, 'ภาคเหนือ'],
    [20, 'ภาคกลาง'],
    [30, 'ภาคตะวันออกเฉียงเหนือ'],
    [40, 'ภาคตะวันออก'],
    [50, 'ภาคตะวันตก'],
    [60, 'ภาคใต้'],
  ].map(([RegionId, RegionName]) => ({ RegionId, RegionName }));

const seedProvinces = (): Row[] =>
  [
    [510, 'เชียงใหม่', 10],
    [520, 'ลำปาง', 10],
    [530, 'กรุงเทพมหานคร', 20],
    [540, 'นครปฐม', 20],
    [550, 'ขอนแก่น', 30],
    [560, 'อุดรธานี', 30],
    [570, 'ชลบุรี', 40],
    [580, 'กาญจนบุรี', 50],
    [590, 'สงขลา', 60],
  ].map(([ProvinceId, ProvinceName, RegionId]) => ({ ProvinceId, ProvinceName, RegionId }));

function seedDistricts(provinces: Row[]): { districts: Row[]; subDistricts: Row[] } {
  const districts: Row[] = [];
  const subDistricts: Row[] = [];
  for (const province of provinces) {
    for (let d = 1; d <= 2; d += 1) {
      const districtId = Number(province.ProvinceId) * 10 + d;
      districts.push({
        DistrictId: districtId,
        DistrictName: d === 1 ? `เมือง${province.ProvinceName}` : `อำเภอที่ ${d} ${province.ProvinceName}`,
        ProvinceId: province.ProvinceId,
      });
      for (let s = 1; s <= 2; s += 1) {
        subDistricts.push({
          SubDistrictId: districtId * 10 + s,
          SubDistrictName: `ตำบลที่ ${s} อำเภอ ${districtId}`,
          DistrictId: districtId,
          ZipCode: `${String(districtId).slice(0, 2)}${String(100 + d * 10 + s)}`,
        });
      }
    }
  }
  return { districts, subDistricts };
}

// --- Partners -----------------------------------------------------------------------------

const SUPPLIER_HEADS = [
  'บ้านนา',
  'รุ่งอรุณ',
  'ทวีทรัพย์',
  'มั่งคั่ง',
  'ศรีสวัสดิ์',
  'เจริญกิจ',
  'ไทยรุ่งโรจน์',
  'ทองไพศาล',
  'ร่มโพธิ์',
  'สายธาร',
] as const;
const SUPPLIER_TAILS = ['ค้าส่ง', 'พาณิชย์', 'เทรดดิ้ง', 'ซัพพลาย', 'การค้า'] as const;
const BRANCHES = ['', ' สาขาสอง', ' สาขาสาม'] as const;

/** 150 suppliers: more than a capped page; the withdrawal test's supplier is the 141st. */
export const SUPPLIER_COUNT = SUPPLIER_HEADS.length * SUPPLIER_TAILS.length * BRANCHES.length;
export const FAR_SUPPLIER_INDEX = 140;
/** The supplier whose detail the test opens. */
export const DETAIL_SUPPLIER_INDEX = 3;
export const DETAIL_SUPPLIER_PHONE = '0861112222';
export const DETAIL_SUPPLIER_EMAIL = 'kanya.p@wholesale.example';

const GROCERY_OWNERS = [
  'ป้าศรี',
  'ลุงเชิด',
  'เจ๊กิม',
  'พี่โอ๋',
  'ยายบาง',
  'น้าแป๋ว',
  'ตาเปลี่ยน',
  'แม่ทองใบ',
  'พี่ตุ่ม',
  'ป้าเอียด',
  'ลุงหวัง',
  'เฮียกุ่ย',
  'อาแปะ',
] as const;
const GROCERY_KINDS = [
  'ของชำ',
  'มินิมาร์ท',
  'โชห่วย',
  'ค้าปลีก',
  'สะดวกซื้อ',
  'ข้าวสาร',
  'เครื่องดื่ม',
  'ปากซอย',
  'ริมคลอง',
  'หน้าตลาด',
] as const;

/** 130 grocery stores; the detail test's store has a plain contact phone and an encrypted owner phone. */
export const GROCERY_COUNT = GROCERY_OWNERS.length * GROCERY_KINDS.length;
export const DETAIL_GROCERY_INDEX = 5;
export const DETAIL_GROCERY_CONTACT_PHONE = '0812345678';
export const DETAIL_GROCERY_OWNER_PHONE = '0898765432';

const supplierBusinessTypes = (): Row[] =>
  [
    [3, 'ค้าส่งสินค้าอุปโภคบริโภค'],
    [5, 'ค้าส่งเครื่องดื่ม'],
    [8, 'ผู้ผลิตและจัดจำหน่าย'],
  ].map(([BusinessTypeId, BusinessType]) => ({ BusinessTypeId, BusinessType }));

const groceryBusinessTypes = (): Row[] =>
  [
    ['GC-SHOP', 'ร้านของชำ'],
    ['GC-MINI', 'มินิมาร์ท'],
    ['GC-CAFE', 'ร้านเครื่องดื่ม'],
  ].map(([BusinessTypeCode, BusinessType]) => ({ BusinessTypeCode, BusinessType }));

const addressTypes = (): Row[] =>
  [
    ['HQ', 'สำนักงานใหญ่'],
    ['BR', 'สาขา'],
    ['WH', 'คลังสินค้า'],
  ].map(([AddressTypeCode, AddressTypeName]) => ({ AddressTypeCode, AddressTypeName }));

const phoneOf = (index: number, prefix: string) => `${prefix}${String(10000000 + index * 7331).slice(-8)}`;

function addressFor(
  index: number,
  provinces: Row[],
  districts: Row[],
  subDistricts: Row[],
  regions: Row[],
): Row {
  const province = provinces[index % provinces.length];
  const district = districts.find((row) => row.ProvinceId === province.ProvinceId)!;
  const subDistrict = subDistricts.find((row) => row.DistrictId === district.DistrictId)!;
  const region = regions.find((row) => row.RegionId === province.RegionId)!;
  return {
    Address: `${12 + index}/${3 + (index % 9)} หมู่ ${1 + (index % 8)}`,
    Address2: index % 3 === 0 ? 'ซอยร่วมใจ' : '',
    SubDistrictId: subDistrict.SubDistrictId,
    SubDistrictName: subDistrict.SubDistrictName,
    DistrictId: district.DistrictId,
    DistrictName: district.DistrictName,
    ProvinceId: province.ProvinceId,
    ProvinceName: province.ProvinceName,
    RegionId: region.RegionId,
    RegionName: region.RegionName,
    ZipCode: subDistrict.ZipCode,
  };
}

function seedSuppliers(files: string, address: (index: number) => Row, types: Row[]) {
  const suppliers: Row[] = [];
  const secrets: Row[] = [];
  for (let index = 0; index < SUPPLIER_COUNT; index += 1) {
    const head = SUPPLIER_HEADS[index % SUPPLIER_HEADS.length];
    const tail = SUPPLIER_TAILS[Math.floor(index / SUPPLIER_HEADS.length) % SUPPLIER_TAILS.length];
    const branch = BRANCHES[Math.floor(index / (SUPPLIER_HEADS.length * SUPPLIER_TAILS.length))];
    const id = guid(`contract-supplier-${index}`);
    const iv = ivFor(`supplier-${index}`);
    const phone = index === DETAIL_SUPPLIER_INDEX ? DETAIL_SUPPLIER_PHONE : phoneOf(index, '08');
    const email = index === DETAIL_SUPPLIER_INDEX ? DETAIL_SUPPLIER_EMAIL : `ws${index}@wholesale.example`;
    suppliers.push({
      SupplierId: id,
      SupplierName: `${head}${tail}${branch}`,
      CitizenId: '',
      TaxId: `0105${String(500000000 + index * 977).slice(-9)}`,
      ContactName: `คุณ${pick(['กัญญา', 'ธนพล', 'สุดารัตน์', 'วีระ', 'อรทัย'], index)} ${pick(['พงษ์ไพร', 'แก้วมณี', 'ทองดี'], index)}`,
      SupplierProfileImage: `${files}/supplier-${index}.png`,
      SupplierAddressId: 9100 + index,
      ...address(index),
      BusinessTypeCode: types[index % types.length].BusinessTypeId,
      SupplierBankAccId: 3300 + index,
      SaleName: pick(['preecha.r', 'kittipong.t'], index),
      CreatedDate: `2023-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}T08:00:00`,
    });
    secrets.push({
      SupplierId: id,
      Iv: iv,
      Phoneno: encrypt(phone, iv, CONTRACT_KEYS.profileKey),
      Email: encrypt(email, iv, CONTRACT_KEYS.profileKey),
    });
  }
  return { suppliers, secrets };
}

function seedGroceries(files: string, address: (index: number) => Row, types: Row[]) {
  const groceries: Row[] = [];
  const secrets: Row[] = [];
  for (let index = 0; index < GROCERY_COUNT; index += 1) {
    const id = guid(`contract-grocery-${index}`);
    const iv = ivFor(`grocery-${index}`);
    const contact = index === DETAIL_GROCERY_INDEX ? DETAIL_GROCERY_CONTACT_PHONE : phoneOf(index, '09');
    const owner = index === DETAIL_GROCERY_INDEX ? DETAIL_GROCERY_OWNER_PHONE : phoneOf(index + 500, '06');
    groceries.push({
      GroceryId: id,
      GroceryName: `ร้าน${GROCERY_OWNERS[index % GROCERY_OWNERS.length]}${GROCERY_KINDS[Math.floor(index / GROCERY_OWNERS.length)]}`,
      ContactName: `คุณ${pick(['บุญมี', 'สายใจ', 'ประยูร', 'จันทร์เพ็ญ'], index)}`,
      // This service sends the shop's contact phone as plain text...
      ContactphoneNo: contact,
      ...address(index + 3),
      GroceryProfileImage: `${files}/grocery-${index}.png`,
      BusinessTypeCode: types[index % types.length].BusinessTypeCode,
      GroceryBankAccId: 4400 + index,
      CreatedDate: `2024-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}T08:00:00`,
    });
    // ...and the owner's phone and e-mail encrypted, in the detail only.
    secrets.push({
      GroceryId: id,
      Iv: iv,
      Phoneno: encrypt(owner, iv, CONTRACT_KEYS.profileKey),
      Email: encrypt(`shop${index}@grocery.example`, iv, CONTRACT_KEYS.profileKey),
    });
  }
  return { groceries, secrets };
}

function partnerUsers(kind: 'Supplier' | 'Grocery', partners: Row[]): Row[] {
  return partners.slice(0, 20).flatMap((partner, index) => {
    const iv = ivFor(`${kind}-user-${index}`);
    return [
      {
        [`${kind}UserId`]: 7000 + index,
        [`${kind}Id`]: partner[`${kind}Id`],
        FullName: `${pick(['อนันต์', 'พิมพ์ชนก', 'ชาตรี'], index)} ${pick(['ใจดี', 'สุขสันต์'], index)}`,
        Username: `${kind.toLowerCase()}${index}`,
        Role: index % 2 ? 'MEMBER' : 'MASTER',
        IsActive: true,
        Iv: iv,
        Phoneno: encrypt(phoneOf(index + 900, '08'), iv, CONTRACT_KEYS.profileKey),
        Email: encrypt(`${kind.toLowerCase()}-user${index}@example.co.th`, iv, CONTRACT_KEYS.profileKey),
      },
    ];
  });
}

function bankAccount(id: number, seed: string, key: string): Row {
  const iv = ivFor(`bank-${seed}`);
  return {
    Id: id,
    AccountNumber: encrypt(`${String(1234567890 + id).slice(-10)}`, iv, key),
    AccountName: encrypt(`บัญชี ${seed}`, iv, key),
    BankName: pick(['ธนาคารกสิกรไทย', 'ธนาคารกรุงเทพ', 'ธนาคารไทยพาณิชย์'], id),
    LogoImgUrl: '',
    BranchCode: String(100 + (id % 700)).padStart(4, '0'),
    NameForFinance: `ฝ่ายการเงิน ${seed}`,
    Iv: iv,
  };
}

/** Alcohol licences with this service's status letters: W (waiting), A (approved), R (refused). */
export const LICENCE_STATUSES = ['W', 'A', 'R'] as const;

function licences(kind: 'Supplier' | 'Grocery', partners: Row[], files: string): Row[] {
  return partners.slice(0, 24).map((partner, index) => ({
    [`${kind}Id`]: partner[`${kind}Id`],
    [`${kind}Name`]: partner[`${kind}Name`],
    BusinessTypeCode: partner.BusinessTypeCode,
    ApprovedStatus: index < 10 ? 'W' : index < 18 ? 'A' : 'R',
    Remark: index >= 18 ? 'เอกสารไม่ชัดเจน' : '',
    DocumentImgUrl: `${files}/licence-${kind}-${index}.png`,
    CreatedDate: `2024-04-${String(1 + index).padStart(2, '0')}T13:00:00`,
  }));
}

// --- Orders and money ---------------------------------------------------------------------

/** Order statuses of this service (the `Select` filter takes them). */
export const ORDER_STATUSES = ['NEW', 'PAID', 'PACKED', 'SHIPPED', 'RECEIVED', 'CANCELED'] as const;

function seedOrders(suppliers: Row[], groceries: Row[]): Row[] {
  return Array.from({ length: 80 }, (_, index) => {
    const amount = 500 + ((index * 137) % 4000);
    const shipping = 40 + (index % 5) * 10;
    const fee = Math.round(amount * 0.02);
    const grocery = groceries[index % groceries.length];
    const supplier = suppliers[(index * 3) % suppliers.length];
    return {
      OrderID: 120001 + index,
      OrderNo: `PO-67-${String(3001 + index).padStart(5, '0')}`,
      OrderDate: `2024-0${5 + (index % 2)}-${String(1 + (index % 28)).padStart(2, '0')}T${String(8 + (index % 10)).padStart(2, '0')}:15:00`,
      OrderStatus: ORDER_STATUSES[index % ORDER_STATUSES.length],
      GroceryId: grocery.GroceryId,
      GroceryName: grocery.GroceryName,
      SupplierId: supplier.SupplierId,
      SupplierName: supplier.SupplierName,
      ItemCount: 1 + (index % 9),
      Amount: amount,
      ServiceCharges: 0,
      ShippingFee: shipping,
      PaymentFee: fee,
      ProductDiscount: index % 4 === 0 ? 50 : 0,
      ShippingDiscount: 0,
      GrandtotalAmount: amount + shipping + fee - (index % 4 === 0 ? 50 : 0),
      UpdatedDateTime: `2024-06-${String(1 + (index % 28)).padStart(2, '0')}T18:00:00`,
    };
  });
}

/** `Transaction/TransactionStatus`: this service's codes and names. */
export const TRANSACTION_STATUSES: Row[] = [
  { Code: 'WAIT_APPROVE', Name: 'รอดำเนินการ' },
  // A withdrawal checked by a first person, waiting for a second (docs/api.md, "Four eyes on money out").
  { Code: 'CHECKED', Name: 'ตรวจสอบแล้ว' },
  { Code: 'APPROVE', Name: 'อนุมัติแล้ว' },
  { Code: 'REJECT', Name: 'ปฏิเสธคำขอ' },
  { Code: 'DONE', Name: 'สำเร็จ' },
  { Code: 'FAIL', Name: 'ล้มเหลว' },
];

const TYPE_NAMES: Record<string, string> = {
  PAID: 'ชำระค่าสินค้า',
  WD: 'ถอนเงิน',
  WDA: 'ถอนเงินอัตโนมัติ',
  CANCEL: 'ยกเลิกคำสั่งซื้อ',
  REFUND: 'คืนเงิน',
};

/** The waiting withdrawal the test decides: the newest row, its supplier beyond a capped page, no details. */
export const WAITING_WITHDRAWAL_NO = 'WDR-670615-0042';

function seedTransactions(suppliers: Row[], groceries: Row[], orders: Row[]): Row[] {
  const rows: Row[] = [];
  const statusName = (code: string) => TRANSACTION_STATUSES.find((status) => status.Code === code)!.Name;
  const add = (row: Row) => {
    const code = String(row.TransactionStatusCode);
    rows.push({
      ServiceCharges: 0,
      ShippingFee: 0,
      PaymentFee: 0,
      ProductDiscount: 0,
      ShippingDiscount: 0,
      GroceryBankAccId: null,
      SupplierBankAccId: null,
      OrderNo: '',
      OrderID: null,
      EndDateTime: null,
      ...row,
      StatementTransactionId: 830001 + rows.length,
      TransactionStatusTitle: statusName(code),
      TransactionType: TYPE_NAMES[String(row.TransactionTypeCode)],
    });
  };
  // Pay-ins: what stores paid for their orders.
  orders.slice(0, 30).forEach((order, index) => {
    add({
      TransactionNo: `PAY-6705-${String(100 + index)}`,
      TransactionTypeCode: 'PAID',
      TransactionStatusCode: index % 6 === 5 ? 'FAIL' : 'DONE',
      GroceryId: order.GroceryId,
      SupplierId: order.SupplierId,
      OrderNo: order.OrderNo,
      OrderID: order.OrderID,
      Amount: order.Amount,
      ShippingFee: order.ShippingFee,
      PaymentFee: order.PaymentFee,
      ProductDiscount: order.ProductDiscount,
      GrandtotalAmount: order.GrandtotalAmount,
      StartDateTime: `2024-05-${String(1 + index).padStart(2, '0')}T10:20:00`,
      EndDateTime: `2024-05-${String(1 + index).padStart(2, '0')}T10:21:00`,
    });
  });
  // Withdrawals: suppliers taking their money out; some with their details, encrypted with the withdraw key.
  for (let index = 0; index < 16; index += 1) {
    const supplier = suppliers[(index * 11) % suppliers.length];
    const status = index < 6 ? 'WAIT_APPROVE' : index < 12 ? 'APPROVE' : 'REJECT';
    const iv = ivFor(`wd-${index}`);
    const withDetails = index % 2 === 1;
    add({
      TransactionNo: `WDR-6706${String(1 + index).padStart(2, '0')}-${String(index + 1).padStart(4, '0')}`,
      TransactionTypeCode: index % 4 === 3 ? 'WDA' : 'WD',
      TransactionStatusCode: status,
      GroceryId: NOBODY,
      SupplierId: supplier.SupplierId,
      SupplierBankAccId: supplier.SupplierBankAccId,
      Amount: 2000 + index * 150,
      GrandtotalAmount: 2000 + index * 150,
      StartDateTime: `2024-06-${String(1 + index).padStart(2, '0')}T09:00:00`,
      ...(withDetails
        ? {
            UserDetails: {
              Id: supplier.SupplierId,
              Name: supplier.SupplierName,
              ContactName: supplier.ContactName,
              ProvinceName: supplier.ProvinceName,
              Email: encrypt(`ws${index}@wholesale.example`, iv, CONTRACT_KEYS.withdrawKey),
              Phoneno: encrypt(phoneOf(index, '08'), iv, CONTRACT_KEYS.withdrawKey),
              Iv: iv,
            },
            BankDetails: bankAccount(index, `wd-${index}`, CONTRACT_KEYS.withdrawKey),
          }
        : {}),
    });
  }
  add({
    TransactionNo: WAITING_WITHDRAWAL_NO,
    TransactionTypeCode: 'WD',
    TransactionStatusCode: 'WAIT_APPROVE',
    GroceryId: NOBODY,
    SupplierId: suppliers[FAR_SUPPLIER_INDEX].SupplierId,
    SupplierBankAccId: suppliers[FAR_SUPPLIER_INDEX].SupplierBankAccId,
    Amount: 18750,
    GrandtotalAmount: 18750,
    StartDateTime: '2024-06-30T16:45:00',
  });
  // Cancellations and refunds: money back to grocery stores.
  for (let index = 0; index < 6; index += 1) {
    const grocery = groceries[index * 5];
    add({
      TransactionNo: `RFD-6706${String(1 + index).padStart(2, '0')}-${String(index + 1).padStart(4, '0')}`,
      TransactionTypeCode: index % 2 ? 'REFUND' : 'CANCEL',
      TransactionStatusCode: 'DONE',
      GroceryId: grocery.GroceryId,
      SupplierId: NOBODY,
      GroceryBankAccId: grocery.GroceryBankAccId,
      OrderNo: orders[40 + index].OrderNo,
      OrderID: orders[40 + index].OrderID,
      Amount: 300 + index * 40,
      GrandtotalAmount: 300 + index * 40,
      StartDateTime: `2024-06-${String(2 + index).padStart(2, '0')}T11:00:00`,
      EndDateTime: `2024-06-${String(2 + index).padStart(2, '0')}T11:30:00`,
    });
  }
  return rows;
}

// --- Adverts, notifications and the rest ----------------------------------------------------

const seedAdverts = (files: string): Row[] =>
  [
    ['ลดราคาสินค้าขายดีประจำเดือน', 'GC', 'BANNER'],
    ['ชวนร้านค้าสมัครใช้แอป', 'GC', 'SMS'],
    ['ผู้ค้าส่งรายใหม่รับสิทธิพิเศษ', 'WS', 'BANNER'],
    ['โปรส่งฟรีทั่วประเทศ', 'GC', 'PUSH'],
    ['สัปดาห์สินค้าท้องถิ่น', 'WS', 'EMAIL'],
    ['ส่วนลดเครื่องดื่มหน้าร้อน', 'GC', 'BANNER'],
    ['ลงสินค้าครบรับแต้ม', 'WS', 'PUSH'],
    ['คูปองร้านค้าเปิดใหม่', 'GC', 'SMS'],
  ].map(([title, typeApp, typeAdv], index) => ({
    id: 9001 + index,
    title,
    typeApp,
    typeAdv,
    imageUrl: `${files}/advert-${9001 + index}.png`,
    startDate: `2024-0${1 + index}-01`,
    endDate: `2024-0${2 + index}-15`,
    isActive: index % 3 !== 2,
    createdAt: `2023-12-${String(10 + index)}T12:00:00`,
  }));

const seedCampaigns = (files: string): Row[] =>
  ['แคมเปญปีใหม่', 'แคมเปญสงกรานต์', 'แคมเปญกลางปี'].map((name, index) => ({
    id: 4401 + index,
    name,
    typeApp: index % 2 ? 'WS' : 'GC',
    startDate: `2024-0${1 + index * 3}-01`,
    endDate: `2024-0${2 + index * 3}-28`,
    imageUrl: `${files}/campaign-${4401 + index}.png`,
    createdAt: `2023-12-0${1 + index}T10:00:00`,
  }));

/** Notification templates of each app; placeholders written `{{Name}}`. */
const TEMPLATES: Record<'SP' | 'GC', Row[]> = {
  SP: [
    {
      TemplateCode: 'SP_PRODUCT_RENAMED',
      TitleTh: 'ชื่อสินค้าถูกแก้ไข',
      TitleEn: 'Product renamed',
      BodyTh: 'สินค้า {{OldName}} เปลี่ยนชื่อเป็น {{NewName}}',
      BodyEn: '{{OldName}} is now called {{NewName}}',
    },
  ],
  GC: [
    {
      TemplateCode: 'GC_PRICE_UPDATE',
      TitleTh: 'ราคาสินค้าเปลี่ยน',
      TitleEn: 'Price changed',
      BodyTh: 'ราคา {{Product}} เปลี่ยนเป็น {{Price}} บาท',
      BodyEn: '{{Product}} now costs {{Price}} baht',
    },
  ],
};

/** The notification the test looks for on the supplier app's list. */
export const SP_NOTIFICATION_PRODUCT = 'น้ำปลาแท้ ขนาดทดลอง';

function seedNotifications(products: Row[], suppliers: Row[], groceries: Row[]) {
  const sp = Array.from({ length: 6 }, (_, index) => {
    const product = products[index * 3];
    return {
      NotificationLogId: 1501 + index,
      Topic: 'UpdateDetail',
      TemplateCode: 'SP_PRODUCT_RENAMED',
      AppType: 'SP',
      UserId: suppliers[index].SupplierId,
      ShopName: suppliers[index].SupplierName,
      ProductId: product.ProductId,
      ProductName: product.ProductName,
      Values: [
        { Key: 'OldName', Value: `${product.ProductName} (เดิม)` },
        { Key: 'NewName', Value: product.ProductName },
      ],
      IsRead: index % 2 === 0,
      CreatedDate: `2024-06-${String(10 + index)}T14:00:00`,
    };
  });
  const gc = Array.from({ length: 4 }, (_, index) => {
    const product = products[50 + index];
    return {
      NotificationLogId: 2701 + index,
      Topic: 'UpdateDetail',
      TemplateCode: 'GC_PRICE_UPDATE',
      AppType: 'GC',
      UserId: groceries[index].GroceryId,
      ShopName: groceries[index].GroceryName,
      ProductId: product.ProductId,
      ProductName: product.ProductName,
      Values: [
        { Key: 'Product', Value: product.ProductName },
        { Key: 'Price', Value: String(20 + index * 5) },
      ],
      IsRead: false,
      CreatedDate: `2024-06-${String(20 + index)}T09:30:00`,
    };
  });
  return { sp, gc };
}

function seedSellerProducts(suppliers: Row[], products: Row[], files: string): Row[] {
  return suppliers.slice(0, 5).flatMap((supplier, s) =>
    products.slice(s * 10, s * 10 + 12).map((product, index) => ({
      SupplierProductDetailId: 15001 + s * 100 + index,
      SupplierStockItemId: 25001 + s * 100 + index,
      SupplierId: supplier.SupplierId,
      ProductId: product.ProductId,
      ProductCategoryId: product.ProductCategoryId,
      ProductCategoryName: product.ProductCategoryName,
      ProductSubCategoryId: product.ProductSubCategoryId,
      ProductSubCategoryName: product.ProductSubCategoryName,
      ProductName: product.ProductName,
      ProductStatus: index % 5 === 4 ? 'HIDDEN' : 'ON_SALE',
      Quantity: 10 + index * 3,
      UnitPrice: 25 + index * 4,
      ImgUrl: `${files}/product-${product.ProductId}.png`,
    })),
  );
}

// --- The whole store ----------------------------------------------------------------------

export function seed(baseUrl: string) {
  const files = `${baseUrl}/files`;
  const regions = seedRegions();
  const provinces = seedProvinces();
  const { districts, subDistricts } = seedDistricts(provinces);
  const address = (index: number) => addressFor(index, provinces, districts, subDistricts, regions);
  const wsTypes = supplierBusinessTypes();
  const gcTypes = groceryBusinessTypes();
  const brands = seedBrands(files);
  const categories = seedCategories(files);
  const subCategories = seedSubCategories(files, categories);
  const units = seedUnits();
  const catalogue = seedProducts(files, brands, subCategories, units);
  const supplierSeed = seedSuppliers(files, address, wsTypes);
  const grocerySeed = seedGroceries(files, address, gcTypes);
  const orders = seedOrders(supplierSeed.suppliers, grocerySeed.groceries);
  const notifications = seedNotifications(catalogue.products, supplierSeed.suppliers, grocerySeed.groceries);
  return {
    accounts: seedAccounts(),
    positions: seedPositions(),
    menu: seedMenu(),
    brands,
    categories,
    subCategories,
    units,
    ...catalogue,
    packages: seedPackages(files),
    supplierPackages: [] as Row[],
    regions,
    provinces,
    districts,
    subDistricts,
    wsTypes,
    gcTypes,
    addressTypes: addressTypes(),
    suppliers: supplierSeed.suppliers,
    supplierSecrets: supplierSeed.secrets,
    groceries: grocerySeed.groceries,
    grocerySecrets: grocerySeed.secrets,
    supplierUsers: partnerUsers('Supplier', supplierSeed.suppliers),
    groceryUsers: partnerUsers('Grocery', grocerySeed.groceries),
    supplierBankAccounts: supplierSeed.suppliers.map((row, index): Row => ({
      ...bankAccount(Number(row.SupplierBankAccId), `supplier-${index}`, CONTRACT_KEYS.profileKey),
      SupplierBankAccId: row.SupplierBankAccId,
    })),
    groceryBankAccounts: grocerySeed.groceries.map((row, index): Row => ({
      ...bankAccount(Number(row.GroceryBankAccId), `grocery-${index}`, CONTRACT_KEYS.profileKey),
      GroceryBankAccId: row.GroceryBankAccId,
    })),
    supplierLicences: licences('Supplier', supplierSeed.suppliers, files),
    groceryLicences: licences('Grocery', grocerySeed.groceries, files),
    sellerProducts: seedSellerProducts(supplierSeed.suppliers, catalogue.products, files),
    orders,
    transactions: seedTransactions(supplierSeed.suppliers, grocerySeed.groceries, orders),
    adverts: seedAdverts(files),
    advertLogs: [] as Row[],
    campaigns: seedCampaigns(files),
    notifications,
    templates: TEMPLATES,
    restrictContents: ['คำหยาบ', 'การพนัน', 'ยาเสพติด', 'อาวุธ'].map((Name, index) => ({
      Id: 81 + index,
      Name,
    })),
    surveys: [] as Row[],
    supports: [
      {
        SupportId: 301,
        Subject: 'เข้าสู่ระบบไม่ได้',
        Detail: 'ลืมรหัสผ่าน',
        Status: 'NEW',
        CreatedDate: '2024-06-01T10:00:00',
      },
    ] as Row[],
    staffLog: [{ LogId: 1, UserId: 501, Action: 'SIGN_IN', CreatedDate: '2024-06-01T08:00:00' }] as Row[],
  };
}

export type Store = ReturnType<typeof seed>;
