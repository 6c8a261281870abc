// Phone numbers as people type them ("0412 345 678", "+61 412 345 678") in the E.164 form
// Twilio sends to, and as the log may show them (masked).

// A number with its country code; a local Australian one (0…) gets +61. Null when it cannot be
// one (too short, too long, letters).
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? `61${digits.slice(1)}`
        : null;
  if (international === null || !/^[1-9]\d{6,14}$/.test(international)) return null;
  return `+${international}`;
}

// How a stored number may be written for this E.164 number, digits and + only: itself and,
// for an Australian one, the local form (+61412345678 and 0412345678).
export function writtenForms(e164: string): string[] {
  return e164.startsWith('+61') ? [e164, `0${e164.slice(3)}`] : [e164];
}

// For the log: the country code and the last three digits (+61•••••678).
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '•••';
  return `+${digits.slice(0, 2)}${'•'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}
