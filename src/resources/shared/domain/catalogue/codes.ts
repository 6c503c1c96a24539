import { regex } from 'react-admin';

/** A category's or sub-category's code: letters, digits, `_` and `-` only. */
export const CODE_PATTERN = regex(/^[A-Za-z0-9_-]*$/, 'app.validation.code');
