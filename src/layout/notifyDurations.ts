/**
 * A success shows 1.5 s, a failure 4 s (the server's error pop-up 1.5 s): docs/requirements.md,
 * "Errors and notices". One place for both.
 */
export const NOTIFY_SUCCESS_MS = 1500;
export const NOTIFY_ERROR_MS = 4000;
