import { describe, expect, it } from 'vitest';
import { phoneProblem, reasonProblem, storeSurveyBody, zipCodeProblem } from './storeSurveyRules';

describe('what a survey sends', () => {
  it('keeps the sixteen spec fields only, trims text, makes the answers booleans and the phone digits', () => {
    const body = storeSurveyBody({
      id: 9,
      storename: ' ร้านลุงมี ',
      storetype: 'WS',
      contactname: 'มี ใจดี',
      contactphoneNo: '+66 81 234 5678',
      zipcode: 10110,
      isinterested: true,
      isDownloaded: 'yes',
      extra: 'x',
    });
    expect(body).toEqual({
      storename: 'ร้านลุงมี',
      storetype: 'WS',
      contactname: 'มี ใจดี',
      contactphoneNo: '0812345678',
      address: '',
      subdistrict: '',
      district: '',
      region: '',
      province: '',
      zipcode: '10110',
      isinterested: true,
      isDownloaded: false,
      isLearned: false,
      reason: '',
      operator: '',
      ImageUrl: '',
    });
  });

  it('sends a phone that is not a Thai number as typed (the form stops it first)', () => {
    expect(storeSurveyBody({ contactphoneNo: ' 12345 ' }).contactphoneNo).toBe('12345');
  });
});

describe('the survey form checks', () => {
  const key = (name: string) => `resources.store-surveys.validation.${name}`;

  it('a phone must be Thai; an empty one is left to "required"', () => {
    expect(phoneProblem('081 234 5678')).toBeUndefined();
    expect(phoneProblem('02-123-4567')).toBeUndefined();
    expect(phoneProblem('0812')).toBe(key('phone'));
    expect(phoneProblem('')).toBeUndefined();
  });

  it('a zip code is five digits', () => {
    expect(zipCodeProblem('40000')).toBeUndefined();
    expect(zipCodeProblem('4000')).toBe(key('zipcode'));
    expect(zipCodeProblem('4000a')).toBe(key('zipcode'));
  });

  it('a store that does not want to join needs a reason; one that does, not', () => {
    expect(reasonProblem('', { isinterested: false })).toBe(key('reason'));
    expect(reasonProblem('   ', {})).toBe(key('reason'));
    expect(reasonProblem('มีผู้ขายประจำ', { isinterested: false })).toBeUndefined();
    expect(reasonProblem('', { isinterested: true })).toBeUndefined();
  });
});
