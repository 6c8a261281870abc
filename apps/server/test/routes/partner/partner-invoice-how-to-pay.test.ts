// The partner's tax invoice asks for a bank transfer: it prints how to pay (issue 31 item 4):
// the account students pay into (account name, BSB, account number, PayID) and the reference to
// quote, the invoice number that staff mark paid. While that account is the seed's placeholder,
// none of it (docs/decisions/079).
import { describe, expect, it } from 'vitest';

import { melbourneInstant } from '@landed/shared/dates';

import { issuePartnerInvoice } from '#server/operations/partners/billing/issue-partner-invoice.ts';
import { bearer, build, createClock, registerUser } from '#test/helper.ts';
import { addBooking, addPartner, partnerUser } from '#test/support/partners.ts';
import { pdfText } from '#test/support/pdf-text.ts';

const clock = createClock(melbourneInstant('2027-02-03', '10:00'));
const app = await build({}, { clock });
const student = await registerUser(app, { name: 'Mei Chen' });
const system = { id: null, email: '', ip: '' };

async function invoicedPartner(month: string, preferredDate: string) {
  const partner = await addPartner(app, { kind: 'University', billingMode: 'account' });
  await addBooking(app, {
    userId: student.user._id,
    partnerId: partner.id,
    billedToPartner: true,
    preferredDate,
  });
  const invoice = await issuePartnerInvoice(app, { partnerId: partner.id, month, actor: system });
  const user = await partnerUser(app, partner.id);
  const number = `PI-${String(invoice.number).padStart(6, '0')}`;
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/partner/invoices/${number}`,
    headers: bearer(user.token),
  });
  expect(pdf.statusCode).toBe(200);
  return { number, text: await pdfText(pdf.rawPayload) };
}

describe('the partner invoice PDF', () => {
  it('prints nothing of the placeholder account', async () => {
    const { text } = await invoicedPartner('2027-01', '2027-01-20');
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain('000-000');
  });

  it('prints the account name, BSB, account number, PayID and the invoice number to quote', async () => {
    await app.cmsRepository.update({
      accountHolder: 'Landed Arrivals Pty Ltd',
      routingNumber: '083-004',
      accountNumber: '1234 5678',
      payId: 'accounts@landed.example',
    });
    const { number, text } = await invoicedPartner('2027-01', '2027-01-21');
    const squashed = text.replace(/\s+/g, ' ');
    expect(squashed).toContain('How to pay');
    expect(squashed).toContain('Account name Landed Arrivals Pty Ltd');
    expect(squashed).toContain('BSB 083-004');
    expect(squashed).toContain('Account number 1234 5678');
    expect(squashed).toContain('PayID accounts@landed.example');
    expect(squashed).toContain(`Reference ${number}`);
  });
});
