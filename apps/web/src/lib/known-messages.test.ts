import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';
import { nameSchema } from '@landed/shared/schemas/auth';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { calendarDateSchema } from '@landed/shared/schemas/common';
import { INQUIRY_MESSAGES, inquiryBodySchema } from '@landed/shared/schemas/inquiry';
import { INVOICE_MESSAGES } from '@landed/shared/schemas/invoice';
import { NEWSLETTER_MESSAGES } from '@landed/shared/schemas/newsletter';
import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';
import { updateProfileSchema } from '@landed/shared/schemas/user';
import { DOCUMENT_MESSAGES } from '@landed/shared/schemas/user-area';

import type { Translate } from './i18n.tsx';
import { createI18n, loadCatalogue } from './i18n.tsx';
import { KNOWN_MESSAGES, translateMessage } from './known-messages.ts';

// The booking's and the dashboard's messages are in the `account` catalogue, which those pages
// load: the public pages do not carry them.
async function translator(
  locale: 'en' | 'vi' | 'zh-CN',
  names: ReadonlyArray<'public' | 'account'> = ['public'],
): Promise<Translate> {
  const i18n = createI18n(locale);
  for (const name of names) await loadCatalogue(i18n, { name });
  return i18n.t as Translate;
}

// The server's source (apps/server/src), for the texts it writes out itself.
const serverSource = (file: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../server/src', file), 'utf8');

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

  it("knows the server's answers to a student's bookings, invoices and uploads", () => {
    const texts = [
      BOOKING_MESSAGES.tooManyBookings,
      BOOKING_MESSAGES.dateInPast,
      BOOKING_MESSAGES.dateTooFar,
      BOOKING_MESSAGES.pickOne,
      BOOKING_MESSAGES.onePerService,
      BOOKING_MESSAGES.chooseService,
      BOOKING_MESSAGES.notYourAccount,
      BOOKING_MESSAGES.packageUnavailable,
      BOOKING_MESSAGES.optionUnavailable,
      BOOKING_MESSAGES.customUnavailable,
      BOOKING_MESSAGES.notFound,
      BOOKING_MESSAGES.onlyPendingCancel,
      BOOKING_MESSAGES.cancelledCannotPay,
      BOOKING_MESSAGES.arrivalChangeNotOpen,
      BOOKING_MESSAGES.tooManyArrivalChanges,
      INVOICE_MESSAGES.notReady,
      DOCUMENT_MESSAGES.tooManyFiles,
      DOCUMENT_MESSAGES.tooManyBytes,
    ];
    for (const text of texts) expect(KNOWN_MESSAGES).toHaveProperty([text]);
  });

  it('knows the texts the server writes out itself, as it writes them', () => {
    const written: Record<string, string[]> = {
      'operations/users/change-password.ts': [
        'Current password is incorrect.',
        'This account has no password yet: use Forgot password to set one.',
      ],
      'routes/api/user/documents.ts': [
        'The file is larger than 10 MB.',
        'Only PDF, JPEG or PNG files can be uploaded.',
        'The file is empty.',
      ],
    };
    for (const [file, texts] of Object.entries(written)) {
      const source = serverSource(file);
      for (const text of texts) {
        expect(source).toContain(text);
        expect(KNOWN_MESSAGES).toHaveProperty([text]);
      }
    }
  });

  it("shows a booking's answers in the page's language", async () => {
    // Without the account's texts (a public page), the English as sent.
    const publicOnly = await translator('vi');
    expect(translateMessage(publicOnly, BOOKING_MESSAGES.packageUnavailable)).toBe(
      BOOKING_MESSAGES.packageUnavailable,
    );
    const t = await translator('vi', ['public', 'account']);
    expect(translateMessage(t, BOOKING_MESSAGES.packageUnavailable)).toBe(
      'Gói dịch vụ này hiện không có sẵn. Vui lòng chọn gói khác.',
    );
    expect(translateMessage(t, `preferredDate: ${BOOKING_MESSAGES.dateTooFar}`)).toBe(
      'preferredDate: Hãy chọn một ngày trong vòng hai năm tới.',
    );
    expect(translateMessage(t, BOOKING_MESSAGES.arrivalChangeTooLate(24))).toBe(
      'Chỉ còn chưa đầy 24 giờ nữa là bạn đến nơi. Vui lòng liên hệ bộ phận hỗ trợ để thay đổi thông tin đến.',
    );
    const zh = await translator('zh-CN', ['public', 'account']);
    expect(translateMessage(zh, BOOKING_MESSAGES.arrivalChangeTooLate(1))).toBe(
      '距离您抵达已不足 1 小时。如需更改，请联系客服。',
    );
  });

  it('words the arrival cut-off as the server does in English', async () => {
    const t = await translator('en', ['public', 'account']);
    for (const hours of [1, 24, 168]) {
      const text = BOOKING_MESSAGES.arrivalChangeTooLate(hours);
      expect(translateMessage(t, text)).toBe(text);
    }
  });
});
