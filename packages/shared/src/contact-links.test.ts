import { describe, expect, it } from 'vitest';

import { internationalDigits, telLink, whatsAppLink } from './contact-links.ts';

describe('contact links', () => {
  it('turns Australian numbers into international ones', () => {
    expect(internationalDigits('0400 123 456')).toBe('61400123456');
    expect(internationalDigits('(03) 9000 0000')).toBe('61390000000');
    expect(internationalDigits('+61 400 123 456')).toBe('61400123456');
    expect(internationalDigits('+86 138 0013 8000')).toBe('8613800138000');
  });

  it('calls short numbers as they are', () => {
    expect(telLink('000')).toBe('tel:000');
    expect(telLink('13 11 14')).toBe('tel:131114');
    expect(telLink('1800 022 222')).toBe('tel:1800022222');
    expect(telLink('+61 3 9000 0000')).toBe('tel:+61390000000');
    expect(telLink('')).toBe('');
  });

  it('makes a WhatsApp link only for a full number', () => {
    expect(whatsAppLink('0400 123 456')).toBe('https://wa.me/61400123456');
    expect(whatsAppLink('13 11 14')).toBe('');
    expect(whatsAppLink('')).toBe('');
  });
});
