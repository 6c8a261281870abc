import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';
import { nameSchema } from '@landed/shared/schemas/auth';
import { calendarDateSchema } from '@landed/shared/schemas/common';
import { INQUIRY_MESSAGES, inquiryBodySchema } from '@landed/shared/schemas/inquiry';
import { NEWSLETTER_MESSAGES } from '@landed/shared/schemas/newsletter';
import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';
import { updateProfileSchema } from '@landed/shared/schemas/user';

import type { Translate } from './i18n.tsx';
import { createI18n, loadCatalogue } from './i18n.tsx';
import { KNOWN_MESSAGES, translateMessage } from './known-messages.ts';

async function translator(locale: 'en' | 'vi' | 'zh-CN'): Promise<Translate> {
  const i18n = createI18n(locale);
  await loadCatalogue(i18n, { name: 'public' });
  return i18n.t as Translate;
}

// The schema's first message for a value.
function schemaMessage(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as { error?: { issues: { message: string }[] } };
  return result.error?.issues[0]?.message;
}

describe('translateMessage', () => {
  it("shows a known English message in the page's language", async () => {
    const t = await translator('vi');
    expect(translateMessage(t, MESSAGES.invalidCredentials)).toBe(
      'Email hoặc mật khẩu không đúng.',
    );
    expect(translateMessage(t, MESSAGES.invalidEmail)).toBe('Vui lòng nhập địa chỉ email hợp lệ.');
    expect(translateMessage(t, 'Name must be at most 100 characters.')).toBe(
      'Họ tên không được quá 100 ký tự.',
    );
  });

  it('keeps the field the server names before its check', async () => {
    const t = await translator('vi');
    expect(translateMessage(t, `email: ${MESSAGES.invalidEmail}`)).toBe(
      'email: Vui lòng nhập địa chỉ email hợp lệ.',
    );
  });

  it('puts the address in the answer to a change of e-mail address', async () => {
    const t = await translator('zh-CN');
    expect(
      translateMessage(
        t,
        'We have sent a link to ana@example.com. Your e-mail address changes when you open it.',
      ),
    ).toBe('我们已向 ana@example.com 发送了一个链接。打开该链接后，您的电子邮箱地址即会更改。');
  });

  it('leaves any other text as it is', async () => {
    const t = await translator('vi');
    for (const text of ['Flight QF1 is full.', 'constructor', 'email: whatever', '']) {
      expect(translateMessage(t, text)).toBe(text);
    }
    expect(translateMessage(t, undefined)).toBeUndefined();
  });

  it('leaves the English texts identical in English', async () => {
    const t = await translator('en');
    for (const text of Object.keys(KNOWN_MESSAGES)) expect(translateMessage(t, text)).toBe(text);
    const sent =
      'We have sent a link to ana@example.com. Your e-mail address changes when you open it.';
    expect(translateMessage(t, sent)).toBe(sent);
  });

  it('leaves the English text when the catalogue is not loaded', () => {
    const t = createI18n('vi').t as Translate;
    expect(translateMessage(t, MESSAGES.invalidEmail)).toBe(MESSAGES.invalidEmail);
  });

  it("knows every shared message and the students' forms' schema texts", () => {
    const texts = [
      ...Object.values(MESSAGES),
      INQUIRY_MESSAGES.typeRequired,
      INQUIRY_MESSAGES.messageRequired,
      INQUIRY_MESSAGES.messageTooLong,
      NEWSLETTER_MESSAGES.subscribed,
      PRIVACY_MESSAGES.openBookings,
      PRIVACY_MESSAGES.passwordRequired,
      PRIVACY_MESSAGES.recentSignInRequired,
      PRIVACY_MESSAGES.documentNotFound,
      PRIVACY_MESSAGES.newsletterConfirmed,
      PRIVACY_MESSAGES.newsletterLinkInvalid,
      PRIVACY_MESSAGES.unsubscribed,
      schemaMessage(nameSchema, 'x'.repeat(101)),
      schemaMessage(inquiryBodySchema.shape.name, 'x'.repeat(101)),
      schemaMessage(calendarDateSchema, '2026-02-30'),
      schemaMessage(updateProfileSchema.shape.firstName, 'x'.repeat(101)),
      schemaMessage(updateProfileSchema.shape.lastName, 'x'.repeat(101)),
      schemaMessage(updateProfileSchema.shape.university, 'x'.repeat(151)),
      schemaMessage(updateProfileSchema.shape.phone, '1'.repeat(31)),
      schemaMessage(updateProfileSchema.shape.phone, 'call me'),
    ];
    for (const text of texts) expect(KNOWN_MESSAGES).toHaveProperty([text!]);
  });
});
