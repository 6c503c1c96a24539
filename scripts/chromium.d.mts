export const CHROMIUM_PATH: string;
export const BROWSER_UI_FEATURES_OFF: string[];
export const CHROMIUM_ARGS: string[];
