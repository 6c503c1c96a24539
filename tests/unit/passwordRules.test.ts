import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from '../../src/auth/passwordRules';

describe('change-password checks', () => {
  it('requires all three', () => {
    expect(validatePasswordChange({})).toEqual({
      old_password: 'ra.validation.required',
      new_password: 'ra.validation.required',
      retype_new_password: 'ra.validation.required',
    });
  });
  it('wants a new password of 8 or more characters, different from the old', () => {
    expect(
      validatePasswordChange({ old_password: 'a', new_password: 'short', retype_new_password: 'short' }),
    ).toEqual({
      new_password: 'app.auth.password_min',
    });
    expect(
      validatePasswordChange({
        old_password: 'samesame1',
        new_password: 'samesame1',
        retype_new_password: 'samesame1',
      }),
    ).toEqual({ new_password: 'app.auth.password_same_as_old' });
  });
  it('wants the retyped password to match', () => {
    expect(
      validatePasswordChange({
        old_password: 'old',
        new_password: 'newpass123',
        retype_new_password: 'newpass124',
      }),
    ).toEqual({
      retype_new_password: 'app.auth.password_mismatch',
    });
    expect(
      validatePasswordChange({
        old_password: 'old',
        new_password: 'newpass123',
        retype_new_password: 'newpass123',
      }),
    ).toEqual({});
  });
});
