import { http } from 'msw';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { fail, ok, readJson } from '../../demo/kit/respond';
import { wallTime, wireDay, wireTime } from '../../demo/kit/wallClock';
import { nextId } from '../../demo/kit/input';
import { ADD_LOG_PATH, isAdvertType, isLandingApp } from './landingRules';
import { campaignProblems } from './campaignRules';
import { seedCampaigns } from './campaignSeed';
import { seedAdvertLogs, seedAdverts } from './demoSeed';

/**
 * `PUT AddLog` as the real service is assumed to take it: no sign-in (the landing page
 * is public), `TypeApp` and `TypeAdv` in a JSON body, each visit stored for the dashboard.
 */
function addLogHandler({ store, base }: DemoContext) {
  return http.put(`${base('backoffice')}${ADD_LOG_PATH}`, async ({ request }) => {
    const body = await readJson(request);
    const typeApp = typeof body.TypeApp === 'string' ? body.TypeApp : '';
    const typeAdv = typeof body.TypeAdv === 'string' ? body.TypeAdv : '';
    if (!isLandingApp(typeApp)) return fail(400, `TypeApp must be one of the apps, not "${typeApp}"`);
    if (!isAdvertType(typeAdv)) return fail(400, `TypeAdv "${typeAdv}" is not an advert type`);
    const log = store.change(() => {
      const logs = store.collection('advert-logs');
      const made = {
        id: nextId(logs, (row) => Number(row.id)),
        TypeApp: typeApp,
        TypeAdv: typeAdv,
        createdAt: wireTime(wallTime()),
      };
      logs.push(made);
      return made;
    });
    return ok(log, 'Logged');
  });
}

const demo: ResourceDemo = {
  menu: {
    advertise: { id: 12, roles: ['admin', 'sales'], created: '2024-03-04T09:00:00.000Z' },
    'advertise-list': { id: 140, roles: ['admin', 'sales'], created: '2024-03-05T08:50:00.000Z' },
    'advertise-qrcode': { id: 122, roles: ['admin', 'sales'], created: '2024-03-05T09:30:00.000Z' },
  },
  seed: () => seedAdverts(),
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
  pictures: {
    advert: {
      collection: 'adverts',
      idField: 'id',
      nameField: 'title',
      width: 480,
      height: 270,
      hue: 200,
      caption: true,
    },
  },
  handlers: (ctx) => [addLogHandler(ctx)],
};
export default demo;

/** The visits the landing page logged (`advert-logs`): seeded for 90 days, written by AddLog. */
export const advertLogsDemo: ResourceDemo = {
  menu: {
    'advertise-dashboard': { id: 119, roles: ['admin', 'sales'], created: '2024-03-05T09:00:00.000Z' },
  },
  seed: () => seedAdvertLogs(),
};

/** Campaigns: created as the form sends them, checked as the form checks them (400 with the fields). */
export const campaignsDemo: ResourceDemo = {
  menu: {
    'advertise-campaign': { id: 120, roles: ['admin', 'sales'], created: '2024-03-05T09:10:00.000Z' },
    'advertise-new': { id: 121, roles: ['admin', 'sales'], created: '2024-03-05T09:20:00.000Z' },
  },
  seed: () => seedCampaigns(),
  defaultOrder: (a, b) => String(b.startDate).localeCompare(String(a.startDate)),
  pictures: {
    campaign: {
      collection: 'campaigns',
      idField: 'id',
      nameField: 'name',
      width: 480,
      height: 270,
      hue: 30,
      caption: true,
    },
  },
  fromBody: (body) => {
    const problems = Object.entries(campaignProblems(body, wireDay(wallTime())));
    if (problems.length > 0) return fail(400, problems.map(([field, key]) => `${field}: ${key}`).join('; '));
    return { ...body, createdAt: wireTime(wallTime()) };
  },
};
