import { describe, expect, it } from 'vitest';
import type { MainMenuEntry, MenuEntryUpdate } from '../../api/menuTypes';
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

/** The dialog's fields as opened, with the person's changes over them. */
const mine = (changes: Partial<MenuEntryUpdate> = {}): MenuEntryUpdate => ({
  title_th: opened.title_th,
  title_en: opened.title_en,
  icon: opened.icon,
  allowedroles: opened.allowedroles,
  ...changes,
});

describe('a menu entry read again before its write', () => {
  it('writes what the person typed when nobody else changed the entry', () => {
    const typed = mine({ title_en: 'Money' });
    expect(planEntryWrite(opened, typed, { ...opened })).toEqual({
      kind: 'write',
      data: typed,
      previous: opened,
    });
  });

  it("keeps another person's change to a field the person left alone", () => {
    const theirs = { ...opened, title_th: 'การเงินและบัญชี', allowedroles: ['admin', 'finance', 'sales'] };
    const plan = planEntryWrite(
      opened,
      mine({ title_en: 'Money', allowedroles: ['finance', 'admin'] }),
      theirs,
    );
    expect(plan).toEqual({
      kind: 'write',
      data: mine({
        title_th: 'การเงินและบัญชี',
        title_en: 'Money',
        allowedroles: ['admin', 'finance', 'sales'],
      }),
      previous: theirs,
    });
  });

  it('names a field both changed differently, writes nothing, and shows their change to a field the person left alone', () => {
    const theirs = { ...opened, title_en: 'Payments', icon: 'mdi-bank', allowedroles: ['admin', 'sales'] };
    expect(planEntryWrite(opened, mine({ title_en: 'Money', allowedroles: ['admin'] }), theirs)).toEqual({
      kind: 'changed',
      fields: ['title_en', 'allowedroles'],
      current: theirs,
      // The person's own values stay; the icon only they changed is theirs, not the opened one.
      form: mine({ title_en: 'Money', icon: 'mdi-bank', allowedroles: ['admin'] }),
    });
  });

  it('says so when the entry was removed', () => {
    expect(planEntryWrite(opened, mine(), undefined)).toEqual({ kind: 'removed' });
  });
});
