import { IMPROVEMENT_AREAS } from './improvementData';

export const TITLE_MAX = 120;
export const DETAIL_MAX = 2000;

/** What is wrong with a suggestion (translation keys by field): the form's checks and the demo's. */
export function improvementProblems(values: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = typeof values.title === 'string' ? values.title.trim() : '';
  const detail = typeof values.detail === 'string' ? values.detail.trim() : '';
  if (!title) problems.title = 'ra.validation.required';
  else if (title.length > TITLE_MAX) problems.title = 'resources.improvements.errors.title_long';
  if (!detail) problems.detail = 'ra.validation.required';
  else if (detail.length > DETAIL_MAX) problems.detail = 'resources.improvements.errors.detail_long';
  if (!IMPROVEMENT_AREAS.includes(values.area as (typeof IMPROVEMENT_AREAS)[number]))
    problems.area = 'ra.validation.required';
  return problems;
}
