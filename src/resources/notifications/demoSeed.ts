import { seedContactName } from '../../demo/kit/partners';
import { createRandom } from '../../demo/kit/random';
import { SHOP_WORDS } from '../../demo/kit/thaiNames';
import { DAY, MINUTE, startOfDay, wallTime, wireTime } from '../../demo/kit/wallClock';
import {
  UPDATE_DETAIL_TOPIC,
  type NotificationApp,
  type NotificationLogWire,
  type UpdateTemplateWire,
} from './notificationData';

type Random = ReturnType<typeof createRandom>;

/** What the demo stores of a template: the service's record, and the app (service) that serves it. */
export type DemoTemplate = UpdateTemplateWire & { AppType: NotificationApp };

/**
 * The templates of each app. Suppliers hear when the back office edits a catalogue product they
 * sell; grocery stores when a supplier they buy from changes a product.
 */
export const seedTemplates = (): DemoTemplate[] => [
  {
    AppType: 'SP',
    TemplateCode: 'NAME_CHANGED',
    TitleTh: 'ชื่อสินค้าถูกแก้ไข',
    TitleEn: 'Product name updated',
    BodyTh: 'สินค้า "{{OldName}}" ในร้านของคุณเปลี่ยนชื่อเป็น "{{ProductName}}"',
    BodyEn: '"{{OldName}}" in your shop is now called "{{ProductName}}"',
  },
  {
    AppType: 'SP',
    TemplateCode: 'DESCRIPTION_CHANGED',
    TitleTh: 'รายละเอียดสินค้าถูกแก้ไข',
    TitleEn: 'Product description updated',
    BodyTh: 'ทีมงานปรับปรุงรายละเอียดของ {{ProductName}} ({{Barcode}}) กรุณาตรวจสอบก่อนขาย',
    BodyEn:
      'Our team updated the description of {{ProductName}} ({{Barcode}}); please check it before selling',
  },
  {
    AppType: 'SP',
    TemplateCode: 'IMAGE_CHANGED',
    TitleTh: 'รูปภาพสินค้าถูกเปลี่ยน',
    TitleEn: 'Product pictures changed',
    BodyTh: '{{ProductName}} มีรูปภาพใหม่ {{ImageCount}} รูป',
    BodyEn: '{{ProductName}} has {{ImageCount}} new picture(s)',
  },
  {
    AppType: 'SP',
    TemplateCode: 'CATEGORY_CHANGED',
    TitleTh: 'หมวดหมู่สินค้าถูกเปลี่ยน',
    TitleEn: 'Product category changed',
    BodyTh: '{{ProductName}} ย้ายจากหมวด {{OldCategory}} ไปหมวด {{NewCategory}}',
    BodyEn: '{{ProductName}} moved from {{OldCategory}} to {{NewCategory}}',
  },
  {
    AppType: 'SP',
    TemplateCode: 'UNIT_CHANGED',
    TitleTh: 'ขนาดบรรจุสินค้าถูกเปลี่ยน',
    TitleEn: 'Pack size changed',
    BodyTh: 'ขนาดบรรจุของ {{ProductName}} เปลี่ยนจาก {{OldUnit}} เป็น {{NewUnit}}',
    BodyEn: 'The pack size of {{ProductName}} changed from {{OldUnit}} to {{NewUnit}}',
  },
  {
    AppType: 'GC',
    TemplateCode: 'PRICE_CHANGED',
    TitleTh: 'ราคาสินค้าเปลี่ยน',
    TitleEn: 'Price changed',
    BodyTh: '{{SupplierName}} เปลี่ยนราคา {{ProductName}} จาก {{OldPrice}} บาท เป็น {{NewPrice}} บาท',
    BodyEn: '{{SupplierName}} changed the price of {{ProductName}} from ฿{{OldPrice}} to ฿{{NewPrice}}',
  },
  {
    AppType: 'GC',
    TemplateCode: 'STOCK_CHANGED',
    TitleTh: 'จำนวนสินค้าเปลี่ยน',
    TitleEn: 'Stock changed',
    BodyTh: '{{SupplierName}} มี {{ProductName}} พร้อมขาย {{Quantity}} {{Unit}}',
    BodyEn: '{{SupplierName}} now has {{Quantity}} {{Unit}} of {{ProductName}} for sale',
  },
  {
    AppType: 'GC',
    TemplateCode: 'NAME_CHANGED',
    TitleTh: 'ชื่อสินค้าเปลี่ยน',
    TitleEn: 'Product renamed',
    BodyTh: 'สินค้า "{{OldName}}" ของ {{SupplierName}} เปลี่ยนชื่อเป็น "{{ProductName}}"',
    BodyEn: '"{{OldName}}" from {{SupplierName}} is now called "{{ProductName}}"',
  },
  {
    AppType: 'GC',
    TemplateCode: 'DESCRIPTION_CHANGED',
    TitleTh: 'รายละเอียดสินค้าเปลี่ยน',
    TitleEn: 'Product details updated',
    BodyTh: '{{SupplierName}} แก้ไขรายละเอียดของ {{ProductName}}',
    BodyEn: '{{SupplierName}} updated the details of {{ProductName}}',
  },
  {
    AppType: 'GC',
    TemplateCode: 'IMAGE_CHANGED',
    TitleTh: 'รูปภาพสินค้าเปลี่ยน',
    TitleEn: 'New product pictures',
    BodyTh: '{{SupplierName}} เปลี่ยนรูปภาพของ {{ProductName}}',
    BodyEn: '{{SupplierName}} changed the pictures of {{ProductName}}',
  },
];

/** Catalogue products: name, price in baht, pack, category, and an older name staff corrected. */
const PRODUCTS: readonly (readonly [string, number, string, string, string])[] = [
  ['น้ำปลาแท้ตราปลาหมึก 700 มล.', 42, 'ขวด', 'เครื่องปรุงรส', 'น้ำปลาปลาหมึก 700ml'],
  ['ซอสหอยนางรมแม่ครัว 600 กรัม', 55, 'ขวด', 'เครื่องปรุงรส', 'ซอสหอยนางรม แม่ครัว'],
  ['ซีอิ๊วขาวเด็กสมบูรณ์ สูตร 1 700 มล.', 48, 'ขวด', 'เครื่องปรุงรส', 'ซีอิ๊วขาว ด.สมบูรณ์'],
  ['น้ำตาลทรายขาวมิตรผล 1 กก.', 27, 'ถุง', 'วัตถุดิบทำอาหาร', 'น้ำตาลทราย มิตรผล 1kg'],
  ['ข้าวหอมมะลิตราฉัตร 5 กก.', 215, 'ถุง', 'ข้าวและธัญพืช', 'ข้าวหอมมะลิ ฉัตร 5kg'],
  ['น้ำมันพืชองุ่น 1 ลิตร', 58, 'ขวด', 'วัตถุดิบทำอาหาร', 'น้ำมันถั่วเหลือง องุ่น'],
  ['บะหมี่กึ่งสำเร็จรูปมาม่า รสต้มยำกุ้ง', 6, 'ซอง', 'อาหารแห้ง', 'มาม่าต้มยำกุ้ง'],
  ['ไวไว บะหมี่รสหมูสับ แพ็ค 10', 60, 'แพ็ค', 'อาหารแห้ง', 'ไวไวหมูสับ 10 ซอง'],
  ['ปลากระป๋องสามแม่ครัว ซอสมะเขือเทศ 155 กรัม', 22, 'กระป๋อง', 'อาหารกระป๋อง', 'ปลากระป๋อง 3 แม่ครัว'],
  ['นมข้นหวานมะลิ 388 กรัม', 29, 'กระป๋อง', 'นมและเครื่องดื่ม', 'นมข้นหวาน มะลิ'],
  ['กาแฟเนสกาแฟ เบลนด์แอนด์บรู 27 ซอง', 115, 'แพ็ค', 'นมและเครื่องดื่ม', 'เนสกาแฟ 3in1 27ซอง'],
  ['น้ำดื่มสิงห์ 600 มล. แพ็ค 12', 66, 'แพ็ค', 'นมและเครื่องดื่ม', 'น้ำสิงห์ 600ml x12'],
  ['เครื่องดื่มชูกำลังเอ็ม-150 150 มล.', 10, 'ขวด', 'นมและเครื่องดื่ม', 'M150'],
  ['ผงซักฟอกบรีสเอกเซล 800 กรัม', 89, 'ถุง', 'ของใช้ในบ้าน', 'บรีส เอกเซล 800g'],
  ['น้ำยาล้างจานซันไลต์ เลมอน 500 มล.', 32, 'ขวด', 'ของใช้ในบ้าน', 'ซันไลต์ 500ml'],
  ['สบู่ก้อนนกแก้ว 65 กรัม แพ็ค 4', 45, 'แพ็ค', 'ของใช้ส่วนตัว', 'สบู่นกแก้ว x4'],
  ['ยาสีฟันคอลเกต รสยอดนิยม 150 กรัม', 59, 'หลอด', 'ของใช้ส่วนตัว', 'คอลเกต 150g'],
  ['กระดาษทิชชูสก็อตต์ แพ็ค 6 ม้วน', 79, 'แพ็ค', 'ของใช้ในบ้าน', 'ทิชชู่ สก๊อต 6ม้วน'],
  ['ไข่ไก่ เบอร์ 2 แผง 30 ฟอง', 125, 'แผง', 'อาหารสด', 'ไข่ไก่เบอร์2'],
  ['ขนมปังฟาร์มเฮ้าส์ แซนด์วิช', 38, 'แถว', 'เบเกอรี่', 'ฟาร์มเฮาส์ แซนวิช'],
  ['มันฝรั่งทอดเลย์ รสโนริสาหร่าย 50 กรัม', 20, 'ซอง', 'ขนมขบเคี้ยว', 'เลย์โนริ'],
  ['ผงปรุงรสรสดี รสหมู 400 กรัม', 43, 'ถุง', 'เครื่องปรุงรส', 'รสดีหมู 400g'],
  ['น้ำพริกเผาแม่ประนอม 228 กรัม', 39, 'ขวด', 'เครื่องปรุงรส', 'พริกเผา แม่ประนอม'],
  ['เส้นหมี่ขาวตราไวไว 500 กรัม', 35, 'ห่อ', 'อาหารแห้ง', 'เส้นหมี่ไวไว'],
  ['นมถั่วเหลืองไวตามิ้ลค์ 300 มล.', 14, 'ขวด', 'นมและเครื่องดื่ม', 'ไวตามิ้ลค์ 300ml'],
  ['ถ่านไฟฉายพานาโซนิค AA แพ็ค 4', 52, 'แพ็ค', 'ของใช้ในบ้าน', 'ถ่าน AA พานา'],
];

const CATEGORIES = ['เครื่องปรุงรส', 'วัตถุดิบทำอาหาร', 'อาหารแห้ง', 'อาหารกระป๋อง', 'นมและเครื่องดื่ม', 'ของใช้ในบ้าน'];
const PACKS = ['ชิ้น', 'แพ็ค 6', 'แพ็ค 12', 'ลัง 24', 'ลัง 48'];

const SP_CODES = ['NAME_CHANGED', 'DESCRIPTION_CHANGED', 'IMAGE_CHANGED', 'CATEGORY_CHANGED', 'UNIT_CHANGED'];
const GC_CODES = ['PRICE_CHANGED', 'PRICE_CHANGED', 'STOCK_CHANGED', 'STOCK_CHANGED', 'NAME_CHANGED'];
const GC_RARE = ['DESCRIPTION_CHANGED', 'IMAGE_CHANGED'];

const supplierNames = (random: Random) =>
  SHOP_WORDS.map((word, index) =>
    index % 3 === 0 ? `บริษัท ${word} จำกัด` : index % 3 === 1 ? `ห้างหุ้นส่วน${word}` : `ร้าน${word}`,
  ).slice(0, 10 + random.int(0, 2));

const GROCERY_KINDS = ['ร้านป้า', 'ร้านลุง', 'ร้านเจ๊', 'มินิมาร์ท', 'ร้านชำ'];
const PLACES = ['บางเขน', 'ลาดพร้าว', 'หาดใหญ่', 'นครปฐม', 'บ้านโป่ง', 'ขอนแก่น', 'สันทราย', 'ศรีราชา', 'ปากเกร็ด'];

const price = (baht: number) => baht.toFixed(2);
const barcode = (random: Random) => `885${Array.from({ length: 10 }, () => random.int(0, 9)).join('')}`;

/** The placeholders' values of one notification: what its template asks for. */
function valuesFor(
  code: string,
  random: Random,
  product: (typeof PRODUCTS)[number],
  supplier: string,
): Record<string, string> {
  const [name, baht, unit, category, oldName] = product;
  switch (code) {
    case 'PRICE_CHANGED': {
      const change = random.pick([-3, -2, -1, 1, 2, 3, 5]);
      const oldPrice = Math.max(1, baht + random.int(-2, 2));
      return {
        ProductName: name,
        SupplierName: supplier,
        OldPrice: price(oldPrice),
        NewPrice: price(Math.max(1, oldPrice + change)),
      };
    }
    case 'STOCK_CHANGED':
      return { ProductName: name, SupplierName: supplier, Quantity: String(random.int(5, 400)), Unit: unit };
    case 'NAME_CHANGED':
      return { ProductName: name, OldName: oldName, ...(supplier ? { SupplierName: supplier } : {}) };
    case 'DESCRIPTION_CHANGED':
      return supplier
        ? { ProductName: name, SupplierName: supplier }
        : { ProductName: name, Barcode: barcode(random) };
    case 'IMAGE_CHANGED':
      return supplier
        ? { ProductName: name, SupplierName: supplier }
        : { ProductName: name, ImageCount: String(random.int(1, 4)) };
    case 'CATEGORY_CHANGED':
      return {
        ProductName: name,
        OldCategory: random.pick(CATEGORIES.filter((other) => other !== category)),
        NewCategory: category,
      };
    default: {
      const [from, to] = [random.pick(PACKS), random.pick(PACKS)];
      return { ProductName: name, OldUnit: from, NewUnit: to === from ? 'ลัง 36' : to };
    }
  }
}

/**
 * Sixty days of notifications for both apps, newest first: suppliers get a few a day (catalogue
 * edits), grocery stores more (their suppliers' price and stock changes). Older ones are mostly read.
 */
export function seedNotifications(now: number = wallTime()): NotificationLogWire[] {
  const random = createRandom(4242);
  const today = startOfDay(now);
  const suppliers = supplierNames(random);
  const groceries = Array.from(
    { length: 40 },
    (_, index) =>
      `${random.pick(GROCERY_KINDS)}${seedContactName(random).split(' ')[0]} ${PLACES[index % PLACES.length]}`,
  );
  const logs: NotificationLogWire[] = [];
  const ids: Record<NotificationApp, number> = { SP: 0, GC: 0 };
  for (let back = 59; back >= 0; back -= 1) {
    const day = today - back * DAY;
    for (const app of ['SP', 'GC'] as const) {
      const count = app === 'SP' ? random.int(3, 8) : random.int(6, 14);
      const times = Array.from({ length: count }, () => day + random.int(7 * 60, 21 * 60) * MINUTE).sort(
        (a, b) => a - b,
      );
      for (const at of times) {
        if (at > now) continue;
        const code =
          app === 'SP'
            ? random.pick(SP_CODES)
            : random.chance(0.2)
              ? random.pick(GC_RARE)
              : random.pick(GC_CODES);
        const productIndex = random.int(0, PRODUCTS.length - 1);
        const product = PRODUCTS[productIndex]!;
        const recipientIndex = random.int(0, (app === 'SP' ? suppliers : groceries).length - 1);
        const recipient = (app === 'SP' ? suppliers : groceries)[recipientIndex]!;
        const supplier = app === 'GC' ? random.pick(suppliers) : '';
        ids[app] += 1;
        logs.push({
          NotificationLogId: ids[app],
          Topic: UPDATE_DETAIL_TOPIC,
          TemplateCode: code,
          AppType: app,
          UserId: `${app === 'SP' ? 'SUP' : 'GRC'}-${String(recipientIndex + 1).padStart(4, '0')}`,
          ShopName: recipient,
          ProductId: 1001 + productIndex,
          ProductName: product[0],
          Values: valuesFor(code, random, product, supplier),
          IsRead: random.chance(back > 7 ? 0.85 : 0.35),
          CreatedDate: wireTime(at),
        });
      }
    }
  }
  return logs.sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate));
}
