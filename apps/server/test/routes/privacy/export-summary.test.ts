// Issue 25: "Download my data" is more than one raw JSON file: a readable summary in the
// student's language, their tax invoices as PDFs, named with the Melbourne date, and a note
// that speaks only of the folders that are there.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { claimedBooking, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

async function exportOf(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/me/export',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  return {
    disposition: response.headers['content-disposition'],
    files,
    data: JSON.parse(new TextDecoder().decode(files['data.json']!)),
    summary: new TextDecoder().decode(files['summary.html']!),
  };
}

describe('the readable data export', () => {
  it('holds a summary page in the student’s language, the invoices as PDFs, and the Melbourne date', async () => {
    // 14:30 UTC on 10 January is 01:30 on 11 January in Melbourne (AEDT).
    app.clock.set(new Date('2027-01-10T14:30:00Z'));
    const agent = await adminToken(app, 'Booking Agent');
    const student = await registerUser(app, { name: 'Mei <b>Chen</b>' });
    await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(student.token),
      payload: { locale: 'zh-CN' },
    });
    const { booking, paymentId } = await claimedBooking(app, {
      token: student.token,
      body: {
        packageId: await packageId(app, 'Basic'),
        userName: 'Mei Chen',
        email: student.user.email,
        preferredDate: '2027-02-14',
      },
    });
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/verify`,
      headers: bearer(agent.token),
    });
    expect(verified.statusCode).toBe(200);

    const { disposition, files, data, summary } = await exportOf(student.token);
    expect(disposition).toBe('attachment; filename="landed-my-data-2027-01-11.zip"');

    // The invoice, as the student downloads it, beside the data that names it.
    const [invoice] = data.bookings[0].invoices;
    expect(invoice.file).toBe(`invoices/Landed-${invoice.number}.pdf`);
    const pdf = files[invoice.file]!;
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');

    // Only the folders that are there: no upload, no documents folder.
    expect(data.about).toContain('Your tax invoices are in the invoices folder.');
    expect(data.about).toContain('You have uploaded no files, so there is no documents folder.');
    expect(Object.keys(files).some((name) => name.startsWith('documents/'))).toBe(false);

    // The page, in Chinese, with what was typed shown as text.
    expect(summary).toContain('<html lang="zh-CN"');
    expect(summary).toContain('您在 Landed 的数据');
    expect(summary).toContain('Mei &lt;b&gt;Chen&lt;/b&gt;');
    expect(summary).not.toContain('<b>Chen</b>');
    expect(summary).toContain(booking.bookingId);
    expect(summary).toContain(`<a href="${invoice.file}">${invoice.number}</a>`);
  });
});
