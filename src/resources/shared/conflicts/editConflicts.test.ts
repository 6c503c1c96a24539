import { describe, expect, it } from 'vitest';
import { planSave, resolvePlan, sameValue } from './editConflicts';

const loaded = { id: 7, BrandTitle: 'ตราช้าง', Description: 'เดิม', IsActive: true, UpdatedAt: '10:00' };

describe('planSave: what an edit meets when the record changed behind it', () => {
  it('finds no conflict when nobody else changed the record', () => {
    const mine = { ...loaded, BrandTitle: 'ตราช้างใหม่' };
    expect(planSave(loaded, mine, { ...loaded })).toEqual({ conflicts: [], merged: mine });
  });

  it('takes their change of a field the person left alone, instead of sending the loaded value back', () => {
    const mine = { ...loaded, BrandTitle: 'ตราช้างใหม่' };
    const theirs = { ...loaded, Description: 'แก้โดยคนอื่น', UpdatedAt: '10:05' };
    expect(planSave(loaded, mine, theirs)).toEqual({
      conflicts: [],
      merged: { ...loaded, BrandTitle: 'ตราช้างใหม่', Description: 'แก้โดยคนอื่น', UpdatedAt: '10:05' },
    });
  });

  it('names a field both changed to different values, with the three versions', () => {
    const mine = { ...loaded, BrandTitle: 'ของฉัน' };
    const theirs = { ...loaded, BrandTitle: 'ของเขา' };
    expect(planSave(loaded, mine, theirs).conflicts).toEqual([
      { field: 'BrandTitle', loaded: 'ตราช้าง', mine: 'ของฉัน', theirs: 'ของเขา' },
    ]);
  });

  it('is no conflict when both made the same change', () => {
    const same = { ...loaded, BrandTitle: 'ชื่อเดียวกัน' };
    expect(planSave(loaded, same, { ...same }).conflicts).toEqual([]);
  });

  it('leaves out fields the form does not hold, and the id', () => {
    const mine = { id: 7, BrandTitle: 'ของฉัน' };
    const theirs = { ...loaded, id: '7', Secret: 'x' };
    expect(planSave(loaded, mine, theirs)).toEqual({ conflicts: [], merged: mine });
  });

  it('reads a number and its text, and the empty values, as the same', () => {
    expect(sameValue(5, '5')).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(0, '')).toBe(false);
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    const mine = { ...loaded, BrandTitle: 'ของฉัน', Rank: 3 };
    expect(planSave({ ...loaded, Rank: '3' }, mine, { ...loaded, Rank: 3 }).conflicts).toEqual([]);
  });
});

describe('resolvePlan: what is sent once the person chose', () => {
  const mine = { ...loaded, BrandTitle: 'ของฉัน', Description: 'ของฉันด้วย' };
  const theirs = { ...loaded, BrandTitle: 'ของเขา', IsActive: false };
  const plan = planSave(loaded, mine, theirs);

  it('keep mine: my values on the conflicts, their other changes kept', () => {
    expect(resolvePlan(plan, 'mine')).toEqual({
      ...loaded,
      BrandTitle: 'ของฉัน',
      Description: 'ของฉันด้วย',
      IsActive: false,
    });
  });

  it('take theirs: their values on the conflicts, my other changes kept', () => {
    expect(resolvePlan(plan, 'theirs')).toEqual({
      ...loaded,
      BrandTitle: 'ของเขา',
      Description: 'ของฉันด้วย',
      IsActive: false,
    });
  });
});
