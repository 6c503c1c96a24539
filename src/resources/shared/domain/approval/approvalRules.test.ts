import { describe, expect, it } from 'vitest';
import {
  approvalChoices,
  decisionCode,
  licenceMeaning,
  licenceStatusChoices,
  licenceStatusLabel,
} from './approvalRules';

/** config.json's defaults: the demo's codes. */
const demoWorkflow = { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' };
/** A deployment whose licence service uses one-letter codes. */
const letters = { waiting: ['W'], approved: 'A', rejected: 'R' };

describe('alcohol-licence statuses, as config.json names them', () => {
  it("offer the configured codes in the status filter, none of the demo's", () => {
    expect(licenceStatusChoices(letters)).toEqual([
      { id: 'W', name: 'app.approval.statuses.PENDING', withCode: false },
      { id: 'A', name: 'app.approval.statuses.APPROVED', withCode: false },
      { id: 'R', name: 'app.approval.statuses.REJECTED', withCode: false },
    ]);
    expect(licenceStatusChoices(demoWorkflow).map((choice) => choice.id)).toEqual([
      'PENDING',
      'APPROVED',
      'REJECTED',
    ]);
  });

  it('show the code beside the label when several codes wait', () => {
    expect(licenceStatusChoices({ waiting: ['W', 'WD'], approved: 'A', rejected: 'R' })).toEqual([
      { id: 'W', name: 'app.approval.statuses.PENDING', withCode: true },
      { id: 'WD', name: 'app.approval.statuses.PENDING', withCode: true },
      { id: 'A', name: 'app.approval.statuses.APPROVED', withCode: false },
      { id: 'R', name: 'app.approval.statuses.REJECTED', withCode: false },
    ]);
  });

  it('send the configured codes for a decision', () => {
    expect(decisionCode('approve', letters)).toBe('A');
    expect(decisionCode('reject', letters)).toBe('R');
    expect(decisionCode('approve', demoWorkflow)).toBe('APPROVED');
  });

  it('label a code by its meaning; a code the configuration does not name has no label (shown as sent)', () => {
    expect(licenceMeaning('W', letters)).toBe('waiting');
    expect(licenceMeaning('A', letters)).toBe('approve');
    expect(licenceMeaning('R', letters)).toBe('reject');
    expect(licenceStatusLabel('A', letters)).toBe('app.approval.statuses.APPROVED');
    // The demo's code means nothing to a deployment configured otherwise.
    expect(licenceMeaning('PENDING', letters)).toBeUndefined();
    expect(licenceStatusLabel('APPROVED', letters)).toBeUndefined();
    expect(licenceStatusLabel('', letters)).toBeUndefined();
    expect(licenceStatusLabel(null, letters)).toBeUndefined();
  });

  it('export with the same labels', () => {
    expect(approvalChoices(letters)).toEqual([
      { id: 'W', name: 'app.approval.statuses.PENDING' },
      { id: 'A', name: 'app.approval.statuses.APPROVED' },
      { id: 'R', name: 'app.approval.statuses.REJECTED' },
    ]);
  });
});
