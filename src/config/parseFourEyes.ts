import type { WithdrawalCodes } from './config';
import { isCode } from './parseSections';

// docs/api.md, "Four eyes on money out".

const AT = 'workflow.withdrawal';

/** Answers whether `key` is one of the two, so the caller reports others as unknown. */
export function parseFourEyesKey(
  key: string,
  value: unknown,
  codes: WithdrawalCodes,
  problems: string[],
): boolean {
  if (key === 'fourEyesAbove') {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) codes.fourEyesAbove = value;
    else
      problems.push(
        `"${AT}.fourEyesAbove" must be an amount in baht (a number, 0 or more), not ${JSON.stringify(value)}`,
      );
    return true;
  }
  if (key === 'verified') {
    if (isCode(value)) codes.verified = value;
    else problems.push(`"${AT}.verified" must be a code (a text), not ${JSON.stringify(value)}`);
    return true;
  }
  return false;
}

/** A limit needs its code, which has no default: the server owns its codes. */
export function checkFourEyes(codes: WithdrawalCodes, problems: string[]): void {
  if (codes.fourEyesAbove !== undefined && codes.verified === undefined)
    problems.push(
      `"${AT}.fourEyesAbove" is set, so "${AT}.verified" is needed: the server's code (of Transaction/TransactionStatus) that a first person's check sends`,
    );
  const { verified } = codes;
  if (verified === undefined) return;
  if (codes.waiting.includes(verified))
    problems.push(`"${AT}.verified" ("${verified}") must not be one of "${AT}.waiting"`);
  for (const key of ['approved', 'rejected'] as const)
    if (codes[key] === verified)
      problems.push(`"${AT}.verified" and "${AT}.${key}" must differ, both are "${verified}"`);
}
