// Tap-to-call and tap-to-message links for a phone number as people type it
// ('+61 400 123 456', '0400 123 456', '(03) 9000 0000'). Australian numbers written with their
// leading 0 become +61 numbers, so they also work from a phone roaming on a foreign SIM.

// The number in international form without the plus ('61400123456'), or '' when it cannot be
// told (no digits, or a short number such as 000 or 13 11 14).
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  if (phone.trim().startsWith('+')) return digits;
  if (digits.length === 10 && digits.startsWith('0')) return `61${digits.slice(1)}`;
  return '';
}

export function telLink(phone: string): string {
  const international = internationalDigits(phone);
  if (international) return `tel:+${international}`;
  const digits = phone.replace(/\D/g, '');
  return digits ? `tel:${digits}` : '';
}

// WhatsApp's click-to-chat link: opens a chat without saving the number first.
export function whatsAppLink(phone: string): string {
  const international = internationalDigits(phone);
  return international ? `https://wa.me/${international}` : '';
}
