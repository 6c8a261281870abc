import { describe, expect, it } from 'vitest';

import { LOCALES } from '@landed/shared/locales';

import en from '#server/locales/en.json' with { type: 'json' };
import type { MailKey } from '#server/plugins/app/mail/translations.ts';
import { oneFullStop, translatorFor } from '#server/plugins/app/mail/translations.ts';

// A value the business or the student wrote as a sentence, with its own full stop.
const SENTENCE = 'Terminal 2 arrivals hall: your driver holds a Landed sign with your name.';
const DOUBLED = /[.。।][.。।]/u;

// Every placeholder of a message (plural and select arguments take a number or a word).
function placeholders(message: string): Map<string, 'text' | 'number'> {
  const found = new Map<string, 'text' | 'number'>();
  for (const match of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    const [, name, kind] = match;
    if (!name) continue;
    found.set(
      name,
      kind === 'plural' || kind === 'selectordinal' || kind === 'number' ? 'number' : 'text',
    );
  }
  return found;
}

describe('one full stop at the end of a sentence (issue 33)', () => {
  it('the driver notification ends "with your name." in English', () => {
    const { t } = translatorFor('en');
    const message = t('notification.pickupDriverMeetingPoint', {
      bookingRef: 'LND-1',
      driverFirstName: 'Li Wei',
      driverPhone: '0400 000 000',
      meetingPoint: SENTENCE,
    });
    expect(message).toMatch(/with your name\.$/);
    expect(message).not.toContain('..');
  });

  it.each(LOCALES.map((locale) => [locale]))(
    'no notification or mail sentence in %s ends with two stops, whatever a value ends with',
    (locale) => {
      const { t } = translatorFor(locale);
      const doubled: string[] = [];
      for (const key of Object.keys(en) as MailKey[]) {
        const values: Record<string, string | number> = {};
        for (const [name, kind] of placeholders(en[key])) {
          values[name] = kind === 'number' ? 2 : SENTENCE;
        }
        const text = t(key, values);
        if (DOUBLED.test(text.replace(/\.\.\./g, '…'))) doubled.push(`${key}: ${text}`);
      }
      expect(doubled).toEqual([]);
    },
  );

  it('keeps an ellipsis and a single stop as they are', () => {
    expect(oneFullStop('Wait...')).toBe('Wait...');
    expect(oneFullStop('Done.')).toBe('Done.');
    expect(oneFullStop('名字.。')).toBe('名字.');
    expect(oneFullStop('name.।')).toBe('name.');
  });
});
