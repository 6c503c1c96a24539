import { LANDING_APP_CODES } from './landingRules';

export interface VisitLog {
  TypeApp: unknown;
  TypeAdv: unknown;
  createdAt: unknown;
}

export interface TypeVisits {
  type: string;
  count: number;
  share: number;
  perApp: Record<string, number>;
}

export interface VisitStats {
  total: number;
  apps: string[];
  perApp: Record<string, number>;
  days: string[];
  perDay: Record<string, number[]>;
  perType: TypeVisits[];
}

const DAY_MS = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

export function daysBetween(start: string, end: string): string[] {
  if (!DAY_TEXT.test(start) || !DAY_TEXT.test(end)) return [];
  // The days are calendar dates: counting them in UTC never skips or repeats one at a clock change.
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  const days: string[] = [];
  for (let moment = first; moment <= last; moment += DAY_MS) {
    days.push(new Date(moment).toISOString().slice(0, 10));
  }
  return days;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** `apps` are counted with zeros, so the charts keep their lines when an app had no visit. */
export function advertStats(
  logs: readonly VisitLog[],
  start: string,
  end: string,
  apps: readonly string[] = LANDING_APP_CODES,
): VisitStats {
  const days = daysBetween(start, end);
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const appList = [...apps];
  const perApp: Record<string, number> = Object.fromEntries(appList.map((app) => [app, 0]));
  const perDay: Record<string, number[]> = Object.fromEntries(appList.map((app) => [app, days.map(() => 0)]));
  const types = new Map<string, Record<string, number>>();
  let total = 0;
  for (const log of logs) {
    const index = dayIndex.get(text(log.createdAt).slice(0, 10));
    if (index === undefined) continue;
    const app = text(log.TypeApp);
    if (!(app in perApp)) {
      appList.push(app);
      perApp[app] = 0;
      perDay[app] = days.map(() => 0);
    }
    total += 1;
    perApp[app]! += 1;
    perDay[app]![index]! += 1;
    const type = text(log.TypeAdv);
    const byApp = types.get(type) ?? {};
    byApp[app] = (byApp[app] ?? 0) + 1;
    types.set(type, byApp);
  }
  const perType = [...types].map(([type, byApp]) => {
    const count = Object.values(byApp).reduce((sum, visits) => sum + visits, 0);
    return {
      type,
      count,
      share: total === 0 ? 0 : count / total,
      perApp: Object.fromEntries(appList.map((app) => [app, byApp[app] ?? 0])),
    };
  });
  perType.sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  return { total, apps: appList, perApp, days, perDay, perType };
}
