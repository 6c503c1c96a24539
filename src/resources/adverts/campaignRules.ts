import { isLandingApp } from './landingRules';

export const NAME_MAX = 120;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with a new campaign (translation keys by field): a name, a period whose end is not
 * before its start and that has not ended, the app it targets, and an image. The form's checks and
 * the demo's. `today` is `YYYY-MM-DD` on the user's calendar.
 */
export function campaignProblems(values: Record<string, unknown>, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) problems.name = 'ra.validation.required';
  else if (name.length > NAME_MAX) problems.name = 'resources.campaigns.errors.name_long';
  const start = typeof values.startDate === 'string' ? values.startDate : '';
  const end = typeof values.endDate === 'string' ? values.endDate : '';
  if (!DAY.test(start)) problems.startDate = 'ra.validation.required';
  if (!DAY.test(end)) problems.endDate = 'ra.validation.required';
  else if (DAY.test(start) && end < start) problems.endDate = 'resources.campaigns.errors.end_before_start';
  else if (end < today) problems.endDate = 'resources.campaigns.errors.ended';
  if (!isLandingApp(typeof values.typeApp === 'string' ? values.typeApp : ''))
    problems.typeApp = 'ra.validation.required';
  if (typeof values.imageUrl !== 'string' || !values.imageUrl)
    problems.imageUrl = 'resources.campaigns.errors.image';
  return problems;
}
