import type { Audience, HelpDetailNode, HelpNode, HelpSubNode } from './helpRules';

/** [Thai, English] titles, then the level below. */
type Seed<Child> = [string, string, Child[]];
/** A detail: its titles and its body (HTML, as a rich-text editor writes it). */
type DetailSeed = [string, string, string];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const steps = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/**
 * A detail whose stored body carries a script and an event handler, as a server that never
 * sanitised could hold: the screens must show its text and run neither (the browser test opens it).
 */
export const UNSAFE_DETAIL_TITLE = 'ข้อความจากระบบเดิม (ตรวจสอบความปลอดภัย)';
const UNSAFE_BODY =
  '<p>เนื้อหานี้นำเข้าจากระบบเดิม</p><script>window.__helpXss = 1</script>' +
  '<img src="x" onerror="window.__helpXss = 2"><p><a href="javascript:window.__helpXss=3">ลิงก์เก่า</a></p>';

const SEED: Record<Audience, Seed<Seed<DetailSeed>>[]> = {
  kk: [
    [
      'เริ่มต้นใช้งาน',
      'Getting started',
      [
        [
          'การสมัครสมาชิก',
          'Signing up',
          [
            [
              'สมัครด้วยเบอร์โทรศัพท์',
              'Sign up with a phone number',
              p('กรอกเบอร์โทรศัพท์มือถือ แล้วยืนยันด้วยรหัส OTP ที่ได้รับทาง SMS ภายใน 5 นาที') +
                steps('เปิดแอปแล้วกด "สมัครสมาชิก"', 'กรอกเบอร์โทรศัพท์', 'กรอกรหัส OTP', 'ตั้งรหัสผ่าน'),
            ],
            [
              'เอกสารที่ต้องใช้',
              'Documents you need',
              p('สำเนาบัตรประชาชนของเจ้าของร้าน และรูปถ่ายหน้าร้านที่เห็นป้ายชื่อชัดเจน'),
            ],
          ],
        ],
        [
          'การเข้าสู่ระบบ',
          'Signing in',
          [
            [
              'ลืมรหัสผ่าน',
              'Forgotten password',
              p('กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ ระบบจะส่งรหัส OTP ไปยังเบอร์ที่ลงทะเบียนไว้'),
            ],
            [
              'ยืนยันตัวตนสองขั้นตอน',
              'Two-step verification',
              p('เปิดใช้งานได้ที่เมนู <strong>ตั้งค่า &gt; ความปลอดภัย</strong> เพื่อป้องกันบัญชีของคุณ'),
            ],
          ],
        ],
      ],
    ],
    [
      'บัญชีและความปลอดภัย',
      'Account and security',
      [
        [
          'ข้อมูลส่วนตัว',
          'Personal details',
          [
            [
              'แก้ไขชื่อร้านและที่อยู่',
              'Changing the shop name and address',
              p('แก้ไขได้ที่เมนูโปรไฟล์ การเปลี่ยนที่อยู่จะมีผลกับคำสั่งซื้อใหม่เท่านั้น'),
            ],
          ],
        ],
        [
          'การปิดบัญชี',
          'Closing an account',
          [
            [
              'ขั้นตอนการปิดบัญชี',
              'How to close an account',
              p('ติดต่อฝ่ายบริการลูกค้าโทร 02-123-4567 ทุกวัน 08:00–20:00 น.') +
                p('ต้องไม่มีคำสั่งซื้อที่ยังไม่เสร็จสิ้นและไม่มียอดเงินคงค้าง'),
            ],
          ],
        ],
        [
          'ข้อความจากระบบเดิม',
          'Messages from the old system',
          [[UNSAFE_DETAIL_TITLE, 'Imported text (security check)', UNSAFE_BODY]],
        ],
      ],
    ],
    [
      'ติดต่อเรา',
      'Contact us',
      [
        [
          'ช่องทางการติดต่อ',
          'How to reach us',
          [
            [
              'โทรศัพท์และไลน์',
              'Phone and LINE',
              p('โทร 02-123-4567 หรือไลน์ <a href="https://line.me/R/ti/p/@kkmarket">@kkmarket</a>'),
            ],
            ['อีเมล', 'E-mail', p('support@kkmarket.co.th ตอบกลับภายใน 1 วันทำการ')],
          ],
        ],
        [
          'เวลาทำการ',
          'Opening hours',
          [['เวลาทำการของฝ่ายบริการ', 'Service hours', p('ทุกวัน 08:00–20:00 น. ยกเว้นวันสงกรานต์')]],
        ],
      ],
    ],
  ],
  'kk-ep': [
    [
      'การสั่งซื้อสินค้า',
      'Ordering',
      [
        [
          'ค้นหาสินค้า',
          'Finding products',
          [
            [
              'ค้นหาด้วยชื่อหรือบาร์โค้ด',
              'Search by name or barcode',
              p('พิมพ์ชื่อสินค้า หรือกดไอคอนกล้องเพื่อสแกนบาร์โค้ดบนบรรจุภัณฑ์'),
            ],
            [
              'กรองตามหมวดหมู่',
              'Filter by category',
              p('เลือกหมวดหมู่ เช่น เครื่องดื่ม ขนม เครื่องปรุง เพื่อดูสินค้าจากผู้ขายส่งใกล้ร้านคุณ'),
            ],
          ],
        ],
        [
          'สั่งซื้อสินค้า',
          'Placing an order',
          [
            [
              'ขั้นตอนการสั่งซื้อ',
              'How to order',
              steps(
                'เลือกสินค้าและจำนวน แล้วกด "ใส่ตะกร้า"',
                'ตรวจสอบตะกร้าสินค้า',
                'เลือกวิธีชำระเงิน',
                'กด "ยืนยันคำสั่งซื้อ"',
              ),
            ],
            ['ยอดสั่งซื้อขั้นต่ำ', 'Minimum order', p('ผู้ขายส่งแต่ละรายกำหนดยอดขั้นต่ำเอง โดยทั่วไปเริ่มที่ 500 บาทต่อคำสั่งซื้อ')],
          ],
        ],
        [
          'ยกเลิกคำสั่งซื้อ',
          'Cancelling an order',
          [
            [
              'ยกเลิกก่อนจัดส่ง',
              'Cancelling before delivery',
              p('ยกเลิกได้ก่อนผู้ขายยืนยันคำสั่งซื้อ เงินจะคืนเข้าบัญชีภายใน 3–5 วันทำการ'),
            ],
          ],
        ],
      ],
    ],
    [
      'การชำระเงิน',
      'Payment',
      [
        [
          'ช่องทางชำระเงิน',
          'Ways to pay',
          [
            ['พร้อมเพย์', 'PromptPay', p('สแกน QR พร้อมเพย์จากแอปธนาคารใดก็ได้ ยอดเข้าระบบทันที')],
            ['โอนผ่านธนาคาร', 'Bank transfer', p('โอนเข้าบัญชีที่แสดงในหน้าชำระเงิน แล้วแนบสลิปภายใน 30 นาที')],
            ['เก็บเงินปลายทาง', 'Cash on delivery', p('ใช้ได้กับคำสั่งซื้อไม่เกิน 5,000 บาท')],
          ],
        ],
        [
          'ใบเสร็จและใบกำกับภาษี',
          'Receipts and tax invoices',
          [
            [
              'ขอใบกำกับภาษี',
              'Asking for a tax invoice',
              p('กรอกเลขประจำตัวผู้เสียภาษีในโปรไฟล์ร้านก่อนสั่งซื้อ ใบกำกับภาษีจะส่งทางอีเมล'),
            ],
          ],
        ],
      ],
    ],
    [
      'การจัดส่ง',
      'Delivery',
      [
        [
          'ระยะเวลาจัดส่ง',
          'Delivery times',
          [
            [
              'ในเขตกรุงเทพฯ และปริมณฑล',
              'Bangkok and nearby provinces',
              p('จัดส่งภายใน 1–2 วันทำการหลังผู้ขายยืนยันคำสั่งซื้อ'),
            ],
            ['ต่างจังหวัด', 'Other provinces', p('จัดส่งภายใน 2–4 วันทำการ')],
          ],
        ],
        [
          'ติดตามพัสดุ',
          'Tracking a delivery',
          [['ดูสถานะการจัดส่ง', 'Delivery status', p('เปิดเมนู "คำสั่งซื้อของฉัน" แล้วเลือกคำสั่งซื้อเพื่อดูสถานะล่าสุด')]],
        ],
      ],
    ],
    [
      'การคืนสินค้า',
      'Returns',
      [
        [
          'เงื่อนไขการคืนสินค้า',
          'Return conditions',
          [
            [
              'สินค้าที่คืนได้',
              'What can be returned',
              p('สินค้าชำรุด หมดอายุ หรือไม่ตรงกับที่สั่ง แจ้งภายใน 7 วันหลังได้รับสินค้า'),
            ],
            ['สินค้าที่คืนไม่ได้', 'What cannot be returned', p('สินค้าแช่เย็นและแช่แข็งที่เปิดบรรจุภัณฑ์แล้ว')],
          ],
        ],
        [
          'ขั้นตอนการคืนสินค้า',
          'How to return',
          [
            [
              'แจ้งคืนสินค้าในแอป',
              'Asking for a return in the app',
              steps('เปิดคำสั่งซื้อ', 'กด "แจ้งปัญหา"', 'ถ่ายรูปสินค้า', 'รอผู้ขายติดต่อกลับภายใน 2 วัน'),
            ],
          ],
        ],
      ],
    ],
  ],
  'kk-ws': [
    [
      'การลงขายสินค้า',
      'Listing products',
      [
        [
          'เพิ่มสินค้าจากแคตตาล็อก',
          'Adding from the catalogue',
          [
            [
              'เลือกสินค้าในแคตตาล็อก',
              'Choosing catalogue products',
              p('ค้นหาสินค้าที่มีในระบบแล้ว กด "เพิ่มในร้าน" และกำหนดราคาขายส่งและจำนวนในสต็อก'),
            ],
            [
              'สินค้าที่ไม่มีในแคตตาล็อก',
              'Products not in the catalogue',
              p('ส่งคำขอเพิ่มสินค้าใหม่พร้อมรูปและบาร์โค้ด ทีมงานจะตรวจสอบภายใน 3 วันทำการ'),
            ],
          ],
        ],
        [
          'ราคาและสต็อก',
          'Prices and stock',
          [
            ['แก้ไขราคา', 'Changing prices', p('ราคาใหม่มีผลกับคำสั่งซื้อถัดไป คำสั่งซื้อที่ยืนยันแล้วใช้ราคาเดิม')],
            ['สินค้าหมด', 'Out of stock', p('ตั้งสถานะ "สินค้าหมด" ร้านค้าจะยังเห็นสินค้าแต่สั่งซื้อไม่ได้')],
          ],
        ],
        [
          'สินค้าต้องห้าม',
          'Restricted products',
          [
            [
              'สินค้าที่ห้ามลงขาย',
              'Products you may not list',
              p('ห้ามลงขายสุราและยาสูบโดยไม่มีใบอนุญาต และสินค้าผิดกฎหมายทุกชนิด'),
            ],
          ],
        ],
      ],
    ],
    [
      'คำสั่งซื้อ',
      'Orders',
      [
        [
          'ยืนยันคำสั่งซื้อ',
          'Confirming orders',
          [['ระยะเวลายืนยัน', 'Time to confirm', p('ยืนยันภายใน 24 ชั่วโมง มิฉะนั้นคำสั่งซื้อจะถูกยกเลิกโดยอัตโนมัติ')]],
        ],
        [
          'การจัดส่งให้ร้านค้า',
          'Delivering to shops',
          [
            ['พิมพ์ใบปะหน้า', 'Printing labels', p('กด "พิมพ์ใบปะหน้า" ในหน้ารายละเอียดคำสั่งซื้อ แล้วติดที่กล่องสินค้า')],
            ['จัดส่งเอง', 'Delivering yourself', p('ถ่ายรูปหลักฐานการส่งมอบและกด "ส่งสำเร็จ" ในแอป')],
          ],
        ],
      ],
    ],
    [
      'การเงิน',
      'Money',
      [
        [
          'การถอนเงิน',
          'Withdrawals',
          [
            [
              'ขั้นตอนการถอนเงิน',
              'How to withdraw',
              steps('เปิดเมนู "กระเป๋าเงิน"', 'กด "ถอนเงิน"', 'ระบุจำนวนเงิน', 'ยืนยันด้วยรหัส OTP'),
            ],
            ['ระยะเวลาเงินเข้าบัญชี', 'When the money arrives', p('เงินเข้าบัญชีภายใน 1–2 วันทำการ ถอนขั้นต่ำ 100 บาท')],
          ],
        ],
        [
          'ค่าธรรมเนียม',
          'Fees',
          [['ค่าธรรมเนียมการขาย', 'Selling fees', p('ระบบหักค่าธรรมเนียม 3% ของยอดขายสินค้า ไม่รวมค่าจัดส่ง')]],
        ],
        [
          'บัญชีธนาคาร',
          'Bank account',
          [
            [
              'เปลี่ยนบัญชีรับเงิน',
              'Changing the payout account',
              p('แนบหน้าสมุดบัญชีที่ชื่อตรงกับชื่อผู้ขาย ทีมการเงินจะตรวจสอบภายใน 2 วันทำการ'),
            ],
          ],
        ],
      ],
    ],
  ],
};

/** The stored moment of every seeded detail (deterministic). */
const SEEDED_AT = '2024-05-01T09:00:00.000Z';

export interface HelpSeed {
  titles: HelpNode[];
  subs: HelpSubNode[];
  details: (HelpDetailNode & { updated_at: string })[];
}

/** The three levels, flattened with ids and parents, in the order written above. */
export function seedHelp(): HelpSeed {
  const seed: HelpSeed = { titles: [], subs: [], details: [] };
  for (const [audience, titles] of Object.entries(SEED) as [Audience, Seed<Seed<DetailSeed>>[]][]) {
    titles.forEach(([title_th, title_en, subs], titleIndex) => {
      const title = { id: seed.titles.length + 1, audience, title_th, title_en, sortOrder: titleIndex + 1 };
      seed.titles.push(title);
      subs.forEach(([subTh, subEn, details], subIndex) => {
        const sub = {
          id: seed.subs.length + 1,
          audience,
          helpTitleId: title.id,
          title_th: subTh,
          title_en: subEn,
          sortOrder: subIndex + 1,
        };
        seed.subs.push(sub);
        details.forEach(([detailTh, detailEn, body], detailIndex) =>
          seed.details.push({
            id: seed.details.length + 1,
            audience,
            helpSubId: sub.id,
            title_th: detailTh,
            title_en: detailEn,
            body,
            sortOrder: detailIndex + 1,
            updated_at: SEEDED_AT,
          }),
        );
      });
    });
  }
  return seed;
}
