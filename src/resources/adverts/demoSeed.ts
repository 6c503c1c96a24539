import { seedImageUrl } from '../../demo/kit/files';
import { createRandom } from '../../demo/kit/random';
import { DAY, MINUTE, startOfDay, wallTime, wireDay, wireTime } from '../../demo/kit/wallClock';
import type { AdvertLogRecord, AdvertRecord } from './advertData';
import { ADVERT_TYPES } from './landingRules';

const TITLES: Record<string, readonly string[]> = {
  GC: [
    'สั่งของเข้าร้าน ส่งฟรีวันแรก',
    'ร้านโชห่วยยุคใหม่ สั่งผ่านแอป',
    'เทียบราคาส่งจากหลายร้านในแอปเดียว',
    'สะสมแต้มทุกคำสั่งซื้อ',
    'เติมสต็อกก่อนสงกรานต์',
    'โปรเปิดร้านใหม่ ลด 10%',
  ],
  WS: [
    'ขายส่งถึงร้านค้าทั่วอีสาน',
    'เปิดร้านบนแอปผู้ขายส่ง ไม่มีค่าแรกเข้า',
    'ถอนเงินเข้าบัญชีทุกสัปดาห์',
    'เพิ่มยอดขายด้วยโปรโมชันในแอป',
  ],
};

export const ADVERT_COUNT = 42;

/** Forty-two adverts over the last year for both apps; the recent ones still running. */
export function seedAdverts(now = new Date()): AdvertRecord[] {
  const random = createRandom(5151);
  const today = startOfDay(wallTime(now));
  return Array.from({ length: ADVERT_COUNT }, (_, index) => {
    const id = index + 1;
    const typeApp = random.chance(0.65) ? 'GC' : 'WS';
    const typeAdv = random.pick(ADVERT_TYPES);
    // the last ones created most recently: ids grow with time, as the service numbers them
    const created = today - (ADVERT_COUNT - index) * 8 * DAY + random.int(8 * 60, 17 * 60) * MINUTE;
    const start = startOfDay(created) + DAY;
    const end = start + random.int(14, 90) * DAY;
    return {
      id,
      title: random.pick(TITLES[typeApp]!),
      typeApp,
      typeAdv,
      imageUrl: random.chance(0.85) ? seedImageUrl('advert', id) : null,
      startDate: wireDay(start),
      endDate: wireDay(end),
      isActive: end >= today,
      createdAt: wireTime(created),
    };
  });
}

/**
 * Visits of the landing page over the last 90 days: more on weekdays' evenings, more for the
 * adverts still running, a few a day for each app.
 */
export function seedAdvertLogs(now = new Date()): AdvertLogRecord[] {
  const random = createRandom(5152);
  const today = startOfDay(wallTime(now));
  const adverts = seedAdverts(now);
  const logs: AdvertLogRecord[] = [];
  for (let day = 89; day >= 0; day -= 1) {
    const date = today - day * DAY;
    const running = adverts.filter(
      (advert) => advert.startDate <= wireDay(date) && wireDay(date) <= advert.endDate,
    );
    const sources = running.length > 0 ? running : adverts.slice(-3);
    const visits = random.int(4, 18);
    for (let visit = 0; visit < visits; visit += 1) {
      const advert = random.pick(sources);
      logs.push({
        id: logs.length + 1,
        TypeApp: advert.typeApp,
        TypeAdv: advert.typeAdv,
        createdAt: wireTime(date + random.int(7 * 60, 22 * 60) * MINUTE),
      });
    }
  }
  return logs;
}
