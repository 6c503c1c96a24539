/**
 * The password of every demo account. Outside the demo backend's code so that the sign-in page can
 * say it as it draws, before that code (its own, larger file) has arrived.
 */
export const DEMO_PASSWORD = 'demo1234';
