// Issue 31 item 5 (docs/decisions/106): deactivating a partner withdraws its open invitations
// and voids its referral tickets and visits for good, even once it is active again; a second
// partner's link does not replace the first until the student says which to keep.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { mailOutbox } from '#server/db/schema.ts';
import { adminToken, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import { addPartner } from '#test/support/partners.ts';
import { linkIn } from '#test/support/smtp-sink.ts';

const app = await build();
const boss = await adminToken(app, 'Super Admin');

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  { token = boss.token, payload }: { token?: string; payload?: Record<string, unknown> } = {},
) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const setActive = async (partnerId: string, active: boolean) =>
  expect(
    (await call('PATCH', `/api/admin/partners/${partnerId}`, { payload: { active } })).statusCode,
  ).toBe(200);
const open = async (code: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/public/referrals',
    payload: { code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ticket as string;
};
const handOver = (token: string, ticket: string, replace?: boolean) =>
  call('POST', '/api/user/referral', {
    token,
    payload: { ticket, ...(replace === undefined ? {} : { replace }) },
  });
const referrerOf = async (userId: string) =>
  (await app.usersRepository.findById(userId))!.referredByPartnerId;
const me = async (token: string) =>
  (await call('GET', '/api/user/me', { token })).json().bookingPartner;

describe('deactivating a partner', () => {
  it('withdraws its open invitations: reactivating it does not bring their links back', async () => {
    const partner = await addPartner(app, { name: 'Paused Agency' });
    const email = uniqueEmail('invitee');
    expect(
      (
        await call('POST', `/api/admin/partners/${partner.id}/invitations`, {
          payload: { email, name: 'Mei Chen' },
        })
      ).statusCode,
    ).toBe(202);
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'partner-invitation')));
    const link = new URL(linkIn(mail!.textBody, '/accept-invitation')).searchParams.get('token')!;

    await setActive(partner.id, false);
    await setActive(partner.id, true);

    const detail = (await call('GET', `/api/admin/partners/${partner.id}`)).json();
    expect(detail.invitations).toEqual([]);
    const invitee = await registerUser(app, { email });
    const accepted = await call('POST', '/api/auth/invitations/accept', {
      token: invitee.token,
      payload: { token: link },
    });
    expect(accepted.json().code).toBe('INVITATION_INVALID');
    expect((await app.usersRepository.findById(invitee.user._id))!.partnerId).toBeNull();
  });

  it('voids the tickets and visits before it, even once the partner is active again', async () => {
    const partner = await addPartner(app, { name: 'Lapsed Agency' });
    const referred = await registerUser(app);
    expect((await handOver(referred.token, await open(partner.code))).json().attributed).toBe(true);
    const keptTicket = await open(partner.code);

    await setActive(partner.id, false);
    app.clock.advance(1_000);
    await setActive(partner.id, true);

    // The visit handed over before no longer makes the student's booking the partner's.
    expect(await me(referred.token)).toBeNull();
    // A ticket kept in a browser from before is refused.
    const later = await registerUser(app);
    expect((await handOver(later.token, keptTicket)).json()).toEqual({
      attributed: false,
      partner: null,
      choice: null,
    });
    expect(await referrerOf(later.user._id)).toBeNull();
    // A link opened after the reactivation works.
    app.clock.advance(1_000);
    expect((await handOver(later.token, await open(partner.code))).json().attributed).toBe(true);
    expect(await me(later.token)).toMatchObject({ _id: partner.id });
  });
});

describe('a second partner’s link', () => {
  it('changes nothing until the student chooses; then their answer decides', async () => {
    const first = await addPartner(app, { name: 'First Agency' });
    const second = await addPartner(app, { name: 'Second Agency' });
    const student = await registerUser(app);
    expect((await handOver(student.token, await open(first.code))).statusCode).toBe(200);
    app.clock.advance(60_000);
    const ticket = await open(second.code);

    const asked = await handOver(student.token, ticket);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      attributed: false,
      partner: null,
      choice: { current: { name: 'First Agency' }, offered: { name: 'Second Agency' } },
    });
    expect(await referrerOf(student.user._id)).toBe(first.id);

    // "Keep First Agency".
    expect((await handOver(student.token, ticket, false)).json()).toEqual({
      attributed: false,
      partner: null,
      choice: null,
    });
    expect(await referrerOf(student.user._id)).toBe(first.id);

    // "Use Second Agency".
    expect((await handOver(student.token, ticket, true)).json()).toEqual({
      attributed: true,
      partner: { name: 'Second Agency' },
      choice: null,
    });
    expect(await referrerOf(student.user._id)).toBe(second.id);
    expect(await me(student.token)).toMatchObject({ _id: second.id });
  });

  it('is taken without asking when the first link has lapsed', async () => {
    const first = await addPartner(app, { name: 'Old Agency' });
    const second = await addPartner(app, { name: 'New Agency' });
    const student = await registerUser(app);
    await handOver(student.token, await open(first.code));
    await setActive(first.id, false);
    app.clock.advance(1_000);
    expect((await handOver(student.token, await open(second.code))).json()).toMatchObject({
      attributed: true,
      choice: null,
    });
    expect(await referrerOf(student.user._id)).toBe(second.id);
  });
});
