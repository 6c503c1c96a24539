/**
 * A partner's tax branch as Thai tax documents write it: `00000` (or 0) is the head office
 * (สำนักงานใหญ่), any other number the branch's five digits (สาขาที่ 00001); a text the server
 * wrote is kept as it is; nothing stays nothing (the document writes "—"). The words are the
 * caller's translations.
 */
export interface TaxBranchTexts {
  headOffice: string;
  branchNo: (fiveDigits: string) => string;
}

export function taxBranchText(branch: string | undefined, texts: TaxBranchTexts): string | undefined {
  const written = branch?.trim();
  if (!written) return undefined;
  if (!/^\d{1,5}$/.test(written)) return written;
  return Number(written) === 0 ? texts.headOffice : texts.branchNo(written.padStart(5, '0'));
}
