import { describe, expect, it } from 'vitest';

import { dialable, smsHref, telHref, whatsAppHref } from './phone.ts';

describe('phone links', () => {
  it('dial digits only, keeping a leading +', () => {
    expect(dialable('+61 412 345 678')).toBe('+61412345678');
    expect(dialable('(03) 9000-0000')).toBe('0390000000');
    expect(telHref('+86 138 0013 8000')).toBe('tel:+8613800138000');
    expect(smsHref('0412 345 678')).toBe('sms:0412345678');
  });

  it('give WhatsApp the international number without +, adding 61 to a local Australian one', () => {
    expect(whatsAppHref('+61 412 345 678')).toBe('https://wa.me/61412345678');
    expect(whatsAppHref('0412 345 678')).toBe('https://wa.me/61412345678');
    expect(whatsAppHref('+977 980 000 0000')).toBe('https://wa.me/9779800000000');
  });
});
