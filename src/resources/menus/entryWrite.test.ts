import { describe, expect, it } from 'vitest';
import type { MainMenuEntry } from '../../api/menuTypes';
import { planEntryWrite } from './entryWrite';

const opened: MainMenuEntry = {
  id: 7,
  title_th: 'การเงิน',
  title_en: 'Finance',
  icon: 'mdi-cash',
  linkto: '/finance',
  menu: 'finance',
  allowedroles: ['admin', 'finance'],
  created_at: '2024-01-07T00:00:00Z',
};

describe('a menu entry read again before its write', () => {
  it('writes what the person typed when nobody else changed the entry', () => {
    const mine = {
      title_th: 'การเงิน',
      title_en: 'Money',
      icon: 'mdi-cash',
      allowedroles: ['admin', 'finance'],
    };
    expect(planEntryWrite(opened, mine, { ...opened })).toEqual({
      kind: 'write',
      data: { ...mine, allowedroles: ['admin', 'finance'] },
      previous: opened,
    });
  });

  it("keeps another person's change to a field the person left alone", () => {
    const mine = {
      title_th: 'การเงิน',
      title_en: 'Money',
      icon: 'mdi-cash',
      allowedroles: ['finance', 'admin'],
    };
    const theirs = { ...opened, title_th: 'การเงินและบัญชี', allowedroles: ['admin', 'finance', 'sales'] };
    const plan = planEntryWrite(opened, mine, theirs);
    expect(plan).toEqual({
      kind: 'write',
      data: {
        title_th: 'การเงินและบัญชี',
        title_en: 'Money',
        icon: 'mdi-cash',
        allowedroles: ['admin', 'finance', 'sales'],
      },
      previous: theirs,
    });
  });

  it('names a field both changed differently, and writes nothing', () => {
    const mine = { title_th: 'การเงิน', title_en: 'Money', icon: 'mdi-cash', allowedroles: ['admin'] };
    const theirs = { ...opened, title_en: 'Payments', allowedroles: ['admin', 'sales'] };
    expect(planEntryWrite(opened, mine, theirs)).toEqual({
      kind: 'changed',
      fields: ['title_en', 'allowedroles'],
      current: theirs,
    });
  });

  it('says so when the entry was removed', () => {
    expect(planEntryWrite(opened, { ...opened }, undefined)).toEqual({ kind: 'removed' });
  });
});
