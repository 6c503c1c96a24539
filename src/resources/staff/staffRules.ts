import { MIN_PASSWORD_LENGTH } from '../../auth/passwordRules';
import { isValidThaiPhone } from '../../api/thaiPhone';

const USERNAME = /^[a-z0-9._-]{3,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The e-mail, phone and position are checked only when given: accounts may lack them (docs/api.md). */
export function staffProblems(values: Record<string, unknown>, isNew: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew && !USERNAME.test(text(values.username)))
    problems.username = 'resources.employees.errors.username';
  if (!text(values.name)) problems.name = 'ra.validation.required';
  if (given(values.email) && !EMAIL.test(text(values.email)))
    problems.email = 'resources.employees.errors.email';
  if (given(values.phoneNo) && !isValidThaiPhone(String(values.phoneNo)))
    problems.phoneNo = 'resources.employees.errors.phone';
  if (!text(values.role)) problems.role = 'ra.validation.required';
  if (isNew) {
    const password = typeof values.password === 'string' ? values.password : '';
    if (!password) problems.password = 'ra.validation.required';
    else if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'app.auth.password_min';
    if (values.password_again !== undefined && values.password_again !== password)
      problems.password_again = 'app.auth.password_mismatch';
  }
  return problems;
}

/** A field neither given nor loaded is left out, so an edit never writes over a field it did not read. */
function optionalFields(values: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  const fields: Record<string, unknown> = {};
  const had = (field: string) => !!previous && given(previous[field]);
  if (given(values.email)) fields.email = text(values.email);
  else if (had('email')) fields.email = '';
  if (given(values.phoneNo)) fields.phoneNo = String(values.phoneNo).replace(/\D/g, '');
  else if (had('phoneNo')) fields.phoneNo = '';
  if (given(values.positionId)) fields.positionId = values.positionId;
  else if (had('positionId')) fields.positionId = null;
  return fields;
}

/** Assumed (docs/api.md); an edit sends `isActive` only when the form holds it. */
export function staffBody(
  values: Record<string, unknown>,
  isNew: boolean,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  const active = typeof values.isActive === 'boolean' ? values.isActive : isNew ? true : undefined;
  return {
    ...(isNew ? { username: text(values.username), password: values.password } : { id: values.id }),
    name: text(values.name),
    ...optionalFields(values, isNew ? undefined : previous),
    role: text(values.role),
    ...(active === undefined ? {} : { isActive: active }),
  };
}
