import { seedImageUrl } from '../../demo/kit/files';
import { createRandom } from '../../demo/kit/random';
import { DAY, startOfDay, wallTime, wireDay, wireTime } from '../../demo/kit/wallClock';

const NAMES = [
  'เปิดเทอมเติมสต็อก',
  'สงกรานต์ส่งฟรี',
  'ร้านใหม่ลด 10%',
  'สะสมแต้มแลกของ',
  'ผู้ขายส่งหน้าใหม่ไม่มีค่าธรรมเนียม',
  'ปลายปีลดกระหน่ำ',
  'ชวนเพื่อนเปิดร้าน',
];

/** Eighteen campaigns over the last year and the next months, for both apps. */
export function seedCampaigns(now: number = wallTime()) {
  const random = createRandom(5353);
  const today = startOfDay(now);
  return Array.from({ length: 18 }, (_, index) => {
    const id = index + 1;
    const start = today + (index - 14) * 21 * DAY;
    return {
      id,
      name: `${NAMES[index % NAMES.length]!} ${index >= NAMES.length ? Math.floor(index / NAMES.length) + 1 : ''}`.trim(),
      startDate: wireDay(start),
      endDate: wireDay(start + random.int(14, 45) * DAY),
      typeApp: random.chance(0.6) ? 'GC' : 'WS',
      imageUrl: seedImageUrl('campaign', id),
      createdAt: wireTime(start - random.int(5, 20) * DAY),
    };
  });
}
