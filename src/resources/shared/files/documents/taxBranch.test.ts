import { describe, expect, it } from 'vitest';
import { taxBranchText } from './taxBranch';

const TEXTS = { headOffice: 'สำนักงานใหญ่', branchNo: (no: string) => `สาขาที่ ${no}` };

describe('a tax branch as Thai tax documents write it', () => {
  it('is the head office for 00000, the branch number in five digits otherwise', () => {
    expect(taxBranchText('00000', TEXTS)).toBe('สำนักงานใหญ่');
    expect(taxBranchText('0', TEXTS)).toBe('สำนักงานใหญ่');
    expect(taxBranchText('00001', TEXTS)).toBe('สาขาที่ 00001');
    expect(taxBranchText('12', TEXTS)).toBe('สาขาที่ 00012');
    expect(taxBranchText(' 00003 ', TEXTS)).toBe('สาขาที่ 00003');
  });

  it("keeps the server's own text, and gives nothing for nothing", () => {
    expect(taxBranchText('สาขาเชียงใหม่', TEXTS)).toBe('สาขาเชียงใหม่');
    expect(taxBranchText('', TEXTS)).toBeUndefined();
    expect(taxBranchText(undefined, TEXTS)).toBeUndefined();
  });
});
