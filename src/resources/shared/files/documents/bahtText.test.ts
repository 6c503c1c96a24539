import { describe, expect, it } from 'vitest';
import { bahtText, toSatang } from './bahtText';

describe('an amount in Thai words', () => {
  it('writes whole baht with ถ้วน and satang after the baht', () => {
    expect(bahtText(1200)).toBe('หนึ่งพันสองร้อยบาทถ้วน');
    expect(bahtText(1200.5)).toBe('หนึ่งพันสองร้อยบาทห้าสิบสตางค์');
    expect(bahtText(21)).toBe('ยี่สิบเอ็ดบาทถ้วน');
    expect(bahtText(1_000_000)).toBe('หนึ่งล้านบาทถ้วน');
    expect(bahtText(1_234_567.89)).toBe('หนึ่งล้านสองแสนสามหมื่นสี่พันห้าร้อยหกสิบเจ็ดบาทแปดสิบเก้าสตางค์');
    expect(bahtText(0.25)).toBe('ยี่สิบห้าสตางค์');
    expect(bahtText(1.01)).toBe('หนึ่งบาทหนึ่งสตางค์');
    expect(bahtText(0.21)).toBe('ยี่สิบเอ็ดสตางค์');
  });

  it('reads a lone one in the units place after a zero as เอ็ด (the package says หนึ่ง)', () => {
    expect(bahtText(101)).toBe('หนึ่งร้อยเอ็ดบาทถ้วน');
    expect(bahtText(201)).toBe('สองร้อยเอ็ดบาทถ้วน');
    expect(bahtText(1001)).toBe('หนึ่งพันเอ็ดบาทถ้วน');
    expect(bahtText(1_000_001)).toBe('หนึ่งล้านเอ็ดบาทถ้วน');
    expect(bahtText(101_000_000)).toBe('หนึ่งร้อยเอ็ดล้านบาทถ้วน');
    expect(bahtText(1)).toBe('หนึ่งบาทถ้วน');
    expect(bahtText(1_000_000_000_000)).toBe('หนึ่งล้านล้านบาทถ้วน');
  });

  it('rounds to the satang, half away from zero (the package cuts satang off)', () => {
    expect(bahtText(0.999)).toBe('หนึ่งบาทถ้วน');
    expect(bahtText(1.995)).toBe('สองบาทถ้วน');
    expect(bahtText(12.345)).toBe('สิบสองบาทสามสิบห้าสตางค์');
    expect(bahtText(1.005)).toBe('หนึ่งบาทหนึ่งสตางค์');
    expect(bahtText(0.004)).toBe('ศูนย์บาทถ้วน');
    expect(toSatang(1.005)).toBe(101);
    expect(toSatang(-0.015)).toBe(-2);
  });

  it('writes zero as zero, a negative amount with ลบ, and nothing for what is not an amount', () => {
    expect(bahtText(0)).toBe('ศูนย์บาทถ้วน');
    expect(bahtText(-5)).toBe('ลบห้าบาทถ้วน');
    expect(bahtText(-101.5)).toBe('ลบหนึ่งร้อยเอ็ดบาทห้าสิบสตางค์');
    expect(bahtText(Number.NaN)).toBeUndefined();
    expect(bahtText(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(bahtText(null)).toBeUndefined();
    expect(bahtText(undefined)).toBeUndefined();
  });
});
