import { describe, expect, it } from 'vitest';
import { REVEAL_RIGHT, withoutProblemsOfStoredValues } from './personalData';

describe('which right reveals each kind of personal data', () => {
  it('phones and e-mails: the contact right; citizen ids and bank accounts: the bank right', () => {
    expect(REVEAL_RIGHT).toEqual({ phone: 'contact', email: 'contact', citizenId: 'bank', bank: 'bank' });
  });
});

describe('withoutProblemsOfStoredValues', () => {
  const stored = { name: 'สมหญิง', email: 'not-an-address', phoneNo: '12345' };
  const problems = {
    name: 'ra.validation.required',
    email: 'resources.employees.errors.email',
    phoneNo: 'resources.employees.errors.phone',
  };

  it('drops the problems of listed fields that still hold the stored value', () => {
    const values = { name: '', email: 'not-an-address', phoneNo: '12345' };
    expect(withoutProblemsOfStoredValues(problems, values, stored, ['email', 'phoneNo'])).toEqual({
      name: 'ra.validation.required',
    });
  });

  it('keeps the problem of a listed field the user changed', () => {
    const values = { name: '', email: 'still-not-one', phoneNo: '12345' };
    expect(withoutProblemsOfStoredValues(problems, values, stored, ['email', 'phoneNo'])).toEqual({
      name: 'ra.validation.required',
      email: 'resources.employees.errors.email',
    });
  });

  it('keeps the problems of fields not listed, even unchanged ones', () => {
    const values = { name: 'สมหญิง', email: 'not-an-address', phoneNo: '12345' };
    const unchangedName = { ...problems, name: 'resources.employees.errors.name' };
    expect(withoutProblemsOfStoredValues(unchangedName, values, stored, ['phoneNo'])).toEqual({
      name: 'resources.employees.errors.name',
      email: 'resources.employees.errors.email',
    });
  });

  it('keeps every problem of a new record (nothing stored)', () => {
    const values = { name: '', email: 'not-an-address', phoneNo: '12345' };
    expect(withoutProblemsOfStoredValues(problems, values, undefined, ['email', 'phoneNo'])).toEqual(
      problems,
    );
  });
});
