/** The log's codes for a look at personal data (assumed, docs/api.md): the screens' and the demo's. */
export const PERSONAL_LOG_ACTIONS = ['REVEAL', 'EXPORT', 'PRINT'] as const;
export type PersonalLogAction = (typeof PERSONAL_LOG_ACTIONS)[number];
