import { seedContactName, seedPhone } from '../../demo/kit/partners';
import { createRandom } from '../../demo/kit/random';
import { DAY, MINUTE, startOfDay, wallTime, wireTime } from '../../demo/kit/wallClock';

/** What users ask about, with what they write. */
const TOPICS: Record<'GC' | 'WS', readonly [string, string][]> = {
  GC: [
    ['ชำระเงินแล้วแต่สถานะยังไม่เปลี่ยน', 'โอนเงินผ่านพร้อมเพย์ไปตั้งแต่เช้า แต่คำสั่งซื้อยังขึ้นว่ารอชำระเงิน'],
    ['สินค้าไม่ครบตามคำสั่งซื้อ', 'สั่งน้ำปลา 2 ลัง ได้รับมา 1 ลัง ขอให้ตรวจสอบให้ด้วย'],
    ['ขอยกเลิกคำสั่งซื้อ', 'สั่งผิดร้าน อยากยกเลิกและสั่งใหม่'],
    ['เข้าสู่ระบบไม่ได้', 'ลืมรหัสผ่าน กดรีเซ็ตแล้วไม่ได้รับ SMS'],
    ['ขอใบกำกับภาษี', 'ต้องการใบกำกับภาษีเต็มรูปสำหรับคำสั่งซื้อเดือนที่แล้ว'],
  ],
  WS: [
    ['ยังไม่ได้รับเงินโอน', 'ขอถอนเงินเมื่อวันจันทร์ ยังไม่เข้าบัญชี'],
    ['แก้ไขราคาสินค้าไม่ได้', 'กดบันทึกราคาใหม่แล้วขึ้นข้อผิดพลาด'],
    ['ขอเพิ่มสินค้าที่ไม่มีในระบบ', 'ต้องการขายซอสยี่ห้อใหม่ แต่ค้นหาไม่เจอในแค็ตตาล็อก'],
    ['เปลี่ยนบัญชีธนาคาร', 'ร้านเปลี่ยนบัญชีรับเงินเป็นบัญชีนิติบุคคล'],
  ],
};

export const SUPPORT_COUNT = 160;

/** A hundred and sixty requests over four months: the old ones closed, the recent ones still open. */
export function seedSupportRequests(now: number = wallTime()) {
  const random = createRandom(7373);
  const today = startOfDay(now);
  return Array.from({ length: SUPPORT_COUNT }, (_, index) => {
    const requesterType = random.chance(0.6) ? ('GC' as const) : ('WS' as const);
    const [topic, detail] = random.pick(TOPICS[requesterType]);
    const ageDays = Math.floor(((SUPPORT_COUNT - index) * 120) / SUPPORT_COUNT);
    const created = today - ageDays * DAY + random.int(8 * 60, 20 * 60) * MINUTE;
    const status =
      ageDays > 14
        ? random.pick(['RESOLVED', 'CLOSED', 'CLOSED'])
        : random.pick(['OPEN', 'OPEN', 'IN_PROGRESS', 'RESOLVED']);
    return {
      id: index + 1,
      ticketNo: `SUP-${String(index + 1).padStart(5, '0')}`,
      requesterType,
      requesterName: seedContactName(random),
      phoneNo: seedPhone(random),
      topic,
      detail,
      status,
      createdAt: wireTime(Math.min(created, now)),
      updatedAt: wireTime(Math.min(created + random.int(30, 3 * 24 * 60) * MINUTE, now)),
    };
  });
}
