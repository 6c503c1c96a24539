// A citizen id and a juristic person's tax id share one layout and check digit, so one check serves both.

const LENGTH = 13;

// People write the number grouped (1-2345-67890-12-1) or with spaces; the grouping carries nothing.
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The check digit of the first 12 digits: weights 13 down to 2, then (11 - sum mod 11) mod 10. */
function checkDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < LENGTH - 1; index += 1) sum += Number(first12[index]) * (LENGTH - index);
  return (11 - (sum % 11)) % 10;
}

function isValidThirteenDigits(value: string): boolean {
  const digits = digitsOf(value);
  return /^\d{13}$/.test(digits) && checkDigit(digits) === Number(digits[LENGTH - 1]);
}

export function isValidThaiCitizenId(id: string): boolean {
  return isValidThirteenDigits(id);
}

export function isValidThaiTaxId(id: string): boolean {
  return isValidThirteenDigits(id);
}

/** A juristic person's id starts with 0 and is printed on its invoices; anything else may be a person's. */
export function isPersonalTaxId(id: string): boolean {
  const digits = digitsOf(id.trim());
  return !(/^\d{13}$/.test(digits) && digits.startsWith('0'));
}

const MIDDLE_RANGE = 100_000_000_000n; // 11 digits
// Multiplying by a number prime to 10 modulo 10^11 is a bijection: seeds below 10^11 never collide,
// so demo suppliers never share an id. The constants only scatter consecutive seeds.
const SCATTER = 7_919_031_333n;
const OFFSET = 12_345_678_901n;

/** A valid id for the demo; `firstDigit` 1 to 8 for people, 0 for a juristic person. */
export function makeThaiId(seed: number, firstDigit = 1): string {
  if (!Number.isInteger(firstDigit) || firstDigit < 0 || firstDigit > 9) {
    throw new RangeError('firstDigit must be a single digit');
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a safe integer');
  const scattered = (((BigInt(seed) * SCATTER + OFFSET) % MIDDLE_RANGE) + MIDDLE_RANGE) % MIDDLE_RANGE;
  const first12 = `${firstDigit}${scattered.toString().padStart(LENGTH - 2, '0')}`;
  return `${first12}${checkDigit(first12)}`;
}

/** As printed on the ID card; anything else is returned as it was, so a bad value stays visible. */
export function formatThaiId(id: string): string {
  const digits = digitsOf(id);
  const parts = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(digits);
  return parts ? parts.slice(1).join('-') : id;
}
