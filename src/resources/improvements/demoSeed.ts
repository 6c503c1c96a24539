import { createRandom } from '../../demo/kit/random';
import { DAY, MINUTE, startOfDay, wallTime, wireTime } from '../../demo/kit/wallClock';
import { seedUsers } from '../../demo/users';

const SUGGESTIONS: readonly [string, string, string][] = [
  ['SCREEN', 'ค้นหาร้านค้าด้วยเบอร์โทรศัพท์', 'เวลาร้านโทรมา อยากพิมพ์เบอร์แล้วเจอร้านเลย ไม่ต้องถามชื่อร้าน'],
  ['REPORT', 'รายงานยอดขายรายจังหวัดแบบรายสัปดาห์', 'ฝ่ายขายต้องใช้ทุกวันจันทร์ ตอนนี้ต้องรวมเองจากรายเดือน'],
  ['SPEED', 'หน้ารายการสินค้าโหลดช้าช่วงเช้า', 'ช่วง 9 โมงเปิดหน้าสินค้าต้องรอนาน'],
  ['DATA', 'เพิ่มช่องเลขประจำตัวผู้เสียภาษีของผู้ขายส่ง', 'ต้องใช้ตอนออกใบกำกับภาษี'],
  ['SCREEN', 'ปุ่มคัดลอกเลขบัญชีในหน้าการถอนเงิน', 'ฝ่ายการเงินต้องคัดลอกเลขบัญชีไปโอนทุกรายการ'],
  ['OTHER', 'แจ้งเตือนทางอีเมลเมื่อมีคำขอถอนเงินใหม่', 'จะได้ไม่ต้องเข้ามาดูหน้าจอบ่อย ๆ'],
  ['REPORT', 'ส่งออกรายงานเป็น Excel พร้อมสูตรรวม', 'ตอนนี้ CSV ต้องมาใส่สูตรเอง'],
];

/** Thirty suggestions from the demo's staff over the last half-year, the older ones decided. */
export function seedImprovements(now: number = wallTime()) {
  const random = createRandom(8181);
  const today = startOfDay(now);
  return Array.from({ length: 30 }, (_, index) => {
    const [area, title, detail] = SUGGESTIONS[index % SUGGESTIONS.length]!;
    const ageDays = (30 - index) * 6;
    return {
      id: index + 1,
      title,
      detail,
      area,
      status:
        ageDays > 60
          ? random.pick(['PLANNED', 'DONE', 'DONE', 'DECLINED'])
          : random.pick(['NEW', 'NEW', 'PLANNED']),
      createdBy: random.pick(seedUsers).username,
      createdAt: wireTime(today - ageDays * DAY + random.int(9 * 60, 17 * 60) * MINUTE),
    };
  });
}
