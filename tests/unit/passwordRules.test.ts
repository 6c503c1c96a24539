import { describe, expect, it } from 'vitest';
import { validatePasswordChange, validatePasswordReset } from '../../src/auth/passwordRules';
import { appEnglish } from '../../src/i18n/appEnglish';
import { appThai } from '../../src/i18n/appThai';

describe('change-password checks', () => {
  it('requires all three', () => {
    expect(validatePasswordChange({})).toEqual({
      old_password: 'ra.validation.required',
      new_password: 'ra.validation.required',
      retype_new_password: 'ra.validation.required',
    });
  });
  it('wants a new password of 12 or more characters, different from the old', () => {
    expect(
      validatePasswordChange({ old_password: 'a', new_password: 'short', retype_new_password: 'short' }),
    ).toEqual({
      new_password: 'app.auth.password_min',
    });
    // 11 characters are too few (ASVS 4, 2.1.1); 12 are enough
    expect(
      validatePasswordChange({
        old_password: 'a',
        new_password: 'eleven-char',
        retype_new_password: 'eleven-char',
      }),
    ).toEqual({ new_password: 'app.auth.password_min' });
    expect(
      validatePasswordChange({
        old_password: 'a',
        new_password: 'twelve-chars',
        retype_new_password: 'twelve-chars',
      }),
    ).toEqual({});
    expect(
      validatePasswordChange({
        old_password: 'samesame1234',
        new_password: 'samesame1234',
        retype_new_password: 'samesame1234',
      }),
    ).toEqual({ new_password: 'app.auth.password_same_as_old' });
  });
  it('wants the retyped password to match', () => {
    expect(
      validatePasswordChange({
        old_password: 'old',
        new_password: 'newpass12345',
        retype_new_password: 'newpass12346',
      }),
    ).toEqual({
      retype_new_password: 'app.auth.password_mismatch',
    });
    expect(
      validatePasswordChange({
        old_password: 'old',
        new_password: 'newpass12345',
        retype_new_password: 'newpass12345',
      }),
    ).toEqual({});
  });
});

describe("a new password set for someone else (a shop user's, a new member's)", () => {
  it('wants 12 or more characters too, and says so in Thai and English', () => {
    expect(
      validatePasswordReset({ new_password: 'eleven-char', retype_new_password: 'eleven-char' }),
    ).toEqual({ new_password: 'app.auth.password_min' });
    expect(
      validatePasswordReset({ new_password: 'twelve-chars', retype_new_password: 'twelve-chars' }),
    ).toEqual({});
    expect(appThai.app.auth.password_min).toBe('อย่างน้อย 12 ตัวอักษร');
    expect(appEnglish.app.auth.password_min).toBe('At least 12 characters');
  });
});
