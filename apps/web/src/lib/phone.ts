// Tap-to-call and tap-to-message links for a phone number as people type it
// ("+61 412 345 678", "0412 345 678", "(03) 9000 0000"): staff at the airport and students in
// the arrivals hall reach each other with one tap.

// The number as a dialler wants it: digits, with a leading + kept.
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export const telHref = (phone: string) => `tel:${dialable(phone)}`;
export const smsHref = (phone: string) => `sms:${dialable(phone)}`;

// WhatsApp's click-to-chat takes the full international number without + or leading zeros;
// an Australian number written the local way (0412…) gets the country code 61.
export function whatsAppHref(phone: string): string {
  const number = dialable(phone);
  const international = number.startsWith('+')
    ? number.slice(1)
    : number.startsWith('0')
      ? `61${number.slice(1)}`
      : number;
  return `https://wa.me/${international}`;
}
