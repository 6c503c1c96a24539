import { createRandom } from '../../demo/kit/random';
import { DAY, MINUTE, startOfDay, wallTime, wireTime } from '../../demo/kit/wallClock';
import { seedUsers } from '../../demo/users';

/** What each role does in a day's work, with what the log says of it. */
const WORK: Record<string, readonly [string, string][]> = {
  admin: [
    ['UPDATE', 'แก้ไขเมนู "สินค้า"'],
    ['CREATE', 'เพิ่มพนักงาน'],
    ['UPDATE', 'แก้ไขสิทธิ์บทบาท sales'],
    ['DELETE', 'ลบตำแหน่งที่ไม่ใช้แล้ว'],
  ],
  finance: [
    ['APPROVE', 'อนุมัติคำขอถอนเงิน'],
    ['REJECT', 'ไม่อนุมัติคำขอถอนเงิน: บัญชีไม่ตรงกับชื่อร้าน'],
    ['EXPORT', 'ส่งออกรายงานการเงินประจำเดือน'],
  ],
  sales: [
    ['CREATE', 'เพิ่มแบบสำรวจร้านค้า'],
    ['UPDATE', 'แก้ไขราคาสินค้าของผู้ขายส่ง'],
    ['APPROVE', 'อนุมัติใบอนุญาตขายสุรา'],
    ['CREATE', 'เพิ่มสินค้าเข้าแค็ตตาล็อก'],
  ],
  support: [
    ['UPDATE', 'ตั้งรหัสผ่านใหม่ให้ผู้ใช้ร้านค้า'],
    ['UPDATE', 'ปิดคำขอความช่วยเหลือ'],
  ],
};

/** Ninety days of the demo accounts' work: a sign-in each working morning, some actions, a sign-out. */
export function seedStaffLog(now: number = wallTime()) {
  const random = createRandom(6060);
  const today = startOfDay(now);
  const log: {
    id: number;
    userId: string;
    username: string;
    action: string;
    detail: string;
    createdAt: string;
  }[] = [];
  for (let back = 89; back >= 0; back -= 1) {
    const day = today - back * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const user of seedUsers) {
      if (random.chance(0.15)) continue;
      let at = day + random.int(8 * 60, 10 * 60) * MINUTE;
      const entry = (action: string, detail: string) => {
        if (at <= now)
          log.push({
            id: 0,
            userId: user.id,
            username: user.username,
            action,
            detail,
            createdAt: wireTime(at),
          });
      };
      entry('LOGIN', 'เข้าสู่ระบบ');
      const work = WORK[user.role] ?? WORK.support!;
      for (let task = random.int(1, 5); task > 0; task -= 1) {
        at += random.int(10, 90) * MINUTE;
        const [action, detail] = random.pick(work);
        entry(action, detail);
      }
      at += random.int(30, 240) * MINUTE;
      entry('LOGOUT', 'ออกจากระบบ');
    }
  }
  // Newest first, as the service answers; ids follow time.
  return log
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((row, index) => ({ ...row, id: index + 1 }))
    .reverse();
}
