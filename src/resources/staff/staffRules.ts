import { MIN_PASSWORD_LENGTH } from '../../auth/passwordRules';
import { isValidThaiPhone } from '../../api/thaiPhone';

/** The roles of spec §6, as the menu's `allowedroles` name them. */
export const STAFF_ROLES = ['admin', 'finance', 'sales', 'support'] as const;

const USERNAME = /^[a-z0-9._-]{3,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What is wrong with a member of staff as the form sends it, field by field (translation keys):
 * the form shows them, the demo service refuses with them. A new user also needs an initial
 * password, by the app's change-password rules (`new_password` typed twice, at least 8 characters).
 */
export function staffProblems(values: Record<string, unknown>, isNew: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew && !USERNAME.test(text(values.username)))
    problems.username = 'resources.employees.errors.username';
  if (!text(values.name)) problems.name = 'ra.validation.required';
  if (!EMAIL.test(text(values.email))) problems.email = 'resources.employees.errors.email';
  if (!isValidThaiPhone(text(values.phoneNo))) problems.phoneNo = 'resources.employees.errors.phone';
  if (!STAFF_ROLES.includes(text(values.role) as (typeof STAFF_ROLES)[number]))
    problems.role = 'ra.validation.required';
  if (!Number.isFinite(Number(values.positionId)) || values.positionId === null || values.positionId === '')
    problems.positionId = 'ra.validation.required';
  if (isNew) {
    const password = typeof values.password === 'string' ? values.password : '';
    if (!password) problems.password = 'ra.validation.required';
    else if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'app.auth.password_min';
    if (values.password_again !== undefined && values.password_again !== password)
      problems.password_again = 'app.auth.password_mismatch';
  }
  return problems;
}

/** What `POST /auth/CreateUser` and `PATCH /auth/UpdateUser` carry (assumed, docs/api.md). */
export function staffBody(values: Record<string, unknown>, isNew: boolean) {
  return {
    ...(isNew ? { username: text(values.username), password: values.password } : { id: values.id }),
    name: text(values.name),
    email: text(values.email),
    phoneNo: text(values.phoneNo).replace(/\D/g, ''),
    positionId: Number(values.positionId),
    role: text(values.role),
    isActive: values.isActive !== false,
  };
}
