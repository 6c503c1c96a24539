export interface PasswordChange {
  old_password?: string;
  new_password?: string;
  retype_new_password?: string;
}

/**
 * The shortest new password staff may set (their own, a new member's, a shop user's): 12, as ASVS 4
 * (2.1.1) asks. Signing in checks no length: a password set before stays usable until changed.
 */
export const MIN_PASSWORD_LENGTH = 12;

export interface PasswordReset {
  new_password?: string;
  retype_new_password?: string;
}

export function validatePasswordReset(values: PasswordReset): Partial<Record<keyof PasswordReset, string>> {
  const errors: Partial<Record<keyof PasswordReset, string>> = {};
  if (!values.new_password) errors.new_password = 'ra.validation.required';
  else if (values.new_password.length < MIN_PASSWORD_LENGTH) errors.new_password = 'app.auth.password_min';
  if (!values.retype_new_password) errors.retype_new_password = 'ra.validation.required';
  else if (values.retype_new_password !== values.new_password)
    errors.retype_new_password = 'app.auth.password_mismatch';
  return errors;
}

/** Translation keys, as react-admin's form validation takes them. */
export function validatePasswordChange(
  values: PasswordChange,
): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = validatePasswordReset(values);
  if (!values.old_password) errors.old_password = 'ra.validation.required';
  if (!errors.new_password && values.new_password === values.old_password)
    errors.new_password = 'app.auth.password_same_as_old';
  return errors;
}
