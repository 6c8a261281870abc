// A name prints on the invoice in whatever script the student types it (issue 25 item 6,
// docs/decisions/080): Latin with diacritics, Vietnamese, Devanagari (Hindi, Nepali) and
// Simplified Chinese, read back from the PDF as a reader copies it.
import { describe, expect, it } from 'vitest';

import { claimedBooking, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { pdfActualTexts, pdfText } from '#test/support/pdf-text.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');

// A student named `name`, reading `locale`, books for themselves (the contact name is theirs),
// pays, is verified, and downloads the invoice.
async function invoiceFor(name: string, locale: string) {
  const student = await registerUser(app, { name });
  expect(student.user.name).toBe(name);
  const changed = await app.inject({
    method: 'PATCH',
    url: '/api/user/me',
    headers: bearer(student.token),
    payload: { locale },
  });
  expect(changed.statusCode).toBe(200);
  const { booking, paymentId } = await claimedBooking(app, {
    token: student.token,
    body: { packageId: await packageId(app, 'Basic'), userName: name, email: student.user.email },
  });
  const verified = await app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/verify`,
    headers: bearer(agent.token),
  });
  expect(verified.statusCode).toBe(200);
  const response = await app.inject({
    method: 'GET',
    url: `/api/booking/${booking._id}/invoice`,
    headers: bearer(student.token),
  });
  expect(response.statusCode).toBe(200);
  const text = await pdfText(response.rawPayload);
  // The line above the student's e-mail, under "Bill to".
  const lines = text.split('\n');
  const billed = lines[lines.indexOf(student.user.email) - 1];
  return { pdf: response.rawPayload, text, billed };
}

// The characters of a word, in code point order.
const letters = (word: string) => [...word].sort().join('');

describe('the name under "Bill to", in every script', () => {
  it.each([
    ['Nguyễn Thị Minh Khai', 'vi'],
    ['José Müller-Łukasz', 'en'],
    ['王小明', 'zh-CN'],
    // Less common characters of Chinese names.
    ['张堃', 'zh-CN'],
    ['李喆', 'zh-CN'],
    ['刘旸', 'zh-CN'],
    ['陈琇', 'en'],
  ])('%s (%s) is in the PDF’s text', async (name, locale) => {
    const { text, billed } = await invoiceFor(name, locale);
    expect(billed).toBe(name);
    // Under "Bill to" (and its translation, if any).
    expect(text).toMatch(new RegExp(`Bill to\\n(?:.+\\n)?${name}\\n`));
  });

  it.each([
    ['प्रिया शर्मा', 'hi'],
    ['सुनिता श्रेष्ठ', 'ne'],
  ])('%s (%s) is the text a reader copies, as typed', async (name, locale) => {
    const { pdf, billed } = await invoiceFor(name, locale);
    // Readers that honour ActualText (Acrobat, Chromium) copy the name as typed.
    expect(pdfActualTexts(pdf)).toContain(name);
    // PDF.js copies the glyphs in the order they are drawn: a vowel sign drawn before its
    // consonant (ि) and a repha drawn after the letter it sits on come out of place, so each
    // word is found with the same letters, in any order.
    expect(billed?.split(' ').map(letters)).toEqual(name.split(' ').map(letters));
  });
});
