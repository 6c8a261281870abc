// Australian Business Numbers (docs/decisions/061): the ABR's check-digit rule, so a mistyped ABN
// never reaches a tax invoice. Written out here rather than taken from a package because this
// package depends on zod only (ARCHITECTURE "What may import what"), and the rule is six lines.

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

// The 11 digits of an ABN as typed ('51 824 753 556', '51824753556'), or null.
export function abnDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

// Subtract 1 from the first digit, weight each digit, and the sum divides by 89.
export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!digits || digits[0] === '0') return false;
  const sum = [...digits].reduce(
    (total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!,
    0,
  );
  return sum % 89 === 0;
}

// As the ABR prints it: '51 824 753 556'.
export function formatAbn(value: string): string {
  const digits = abnDigits(value);
  if (!digits) return value.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
