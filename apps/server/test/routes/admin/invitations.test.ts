// Staff invitations (issue 24 item 2, docs/decisions/075): a role goes only to a verified
// address. POST /api/admin/admin-users gives it at once to a verified account, refuses an
// unverified one, and invites an address without an account; the invitation is listed,
// resent, withdrawn, expires, and is accepted by the account holding the invited address.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES, MESSAGES } from '@landed/shared/constants';

import { auditLogs, invitations, mailOutbox } from '#server/db/schema.ts';
import {
  adminToken,
  bearer,
  build,
  GOOD_PASSWORD,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

const app = await build({ appUrl: 'http://localhost:3000' });
const boss = await adminToken(app, 'Super Admin');

const add = (email: string, role?: string, token = boss.token) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/admin-users',
    headers: bearer(token),
    payload: role ? { email, role } : { email },
  });
const list = async () =>
  (
    await app.inject({ method: 'GET', url: '/api/admin/invitations', headers: bearer(boss.token) })
  ).json();
const resend = (id: string, token = boss.token) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/invitations/${id}/resend`,
    headers: bearer(token),
  });
const withdraw = (id: string, token = boss.token) =>
  app.inject({ method: 'DELETE', url: `/api/admin/invitations/${id}`, headers: bearer(token) });
const accept = (token: string, session?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/invitations/accept',
    headers: session ? bearer(session) : {},
    payload: { token },
  });
const me = async (session: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session) })).json();
const userRow = async (id: string) => (await app.usersRepository.findById(id))!;

const invitationMails = (to: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'staff-invitation')))
    .orderBy(mailOutbox.seq);

// The token of the newest invitation mailed to `to`.
async function latestLink(to: string): Promise<string> {
  const mails = await invitationMails(to);
  const match = /http:\/\/localhost:3000\/accept-invitation\?token=([\w-]{43})/.exec(
    mails.at(-1)!.textBody,
  );
  expect(match, 'an /accept-invitation?token= link').not.toBeNull();
  return match![1]!;
}

async function verifiedUser() {
  const registered = await registerUser(app);
  await app.usersRepository.update(registered.user._id, { emailVerified: true });
  return registered;
}

describe('POST /api/admin/admin-users: a role only for a verified address', () => {
  it('gives the role at once to an account whose address is verified (201, as before)', async () => {
    const candidate = await verifiedUser();
    const response = await add(candidate.user.email, 'Booking Agent');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      admin: {
        _id: candidate.user._id,
        name: candidate.user.name,
        email: candidate.user.email,
        role: 'Booking Agent',
      },
    });
    expect((await userRow(candidate.user._id)).adminRole).toBe('Booking Agent');
    expect(await invitationMails(candidate.user.email)).toHaveLength(0);
  });

  it('refuses an account that has not confirmed its address (409), and gives nothing', async () => {
    const squatter = await registerUser(app, { email: uniqueEmail('newhire') });
    const response = await add(squatter.user.email, 'Super Admin');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: MESSAGES.emailNotVerifiedForRole,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect((await userRow(squatter.user._id)).adminRole).toBeNull();
    expect(await invitationMails(squatter.user.email)).toHaveLength(0);
  });

  it('still refuses someone already on the team (409)', async () => {
    const response = await add(boss.email, 'Developer');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_ADMIN');
  });
});

describe('an invitation to an address without an account', () => {
  it('is mailed (202), listed, and opened after sign-up gives the role and verifies the address', async () => {
    const email = uniqueEmail('invitee');
    const response = await add(email, 'Content Manager');
    expect(response.statusCode).toBe(202);
    const { invitation } = response.json();
    expect(invitation).toMatchObject({
      email,
      role: 'Content Manager',
      invitedBy: boss.email,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/token/i);
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.sentAt).getTime()).toBe(
      7 * 24 * 60 * 60_000,
    );
    const [mail] = await invitationMails(email);
    expect(mail!.subject).toBe('You are invited to join the Landed team as Content Manager');
    const stored = await app.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored).toHaveLength(1);
    // Only the hash is kept: the mailed token is not in the table.
    const link = await latestLink(email);
    expect(stored[0]!.tokenHash).not.toBe(link);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The outbox's lasting copy has no link (decision 051), and the mail carries no typed text.
    expect(mail!.redactedTextBody).not.toContain(link);
    expect(mail!.textBody).not.toContain(boss.email);
    expect((await list()).invitations.map((i: { _id: string }) => i._id)).toContain(invitation._id);

    // Signed out: 401. The invitee signs up (with the address in capitals) and opens the link.
    expect((await accept(link)).statusCode).toBe(401);
    const invitee = await registerUser(app, { email: email.toUpperCase() });
    expect((await me(invitee.token)).emailVerified).toBe(false);
    const accepted = await accept(link, invitee.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: MESSAGES.invitationAccepted,
      role: 'Content Manager',
      partner: null,
    });
    const row = await userRow(invitee.user._id);
    expect(row.adminRole).toBe('Content Manager');
    expect(row.emailVerified).toBe(true);
    expect((await me(invitee.token)).emailVerified).toBe(true);
    // The role works (password-only administrators in this test's configuration).
    const cms = await app.inject({
      method: 'GET',
      url: '/api/admin/cms',
      headers: bearer(invitee.token),
    });
    expect(cms.statusCode).toBe(200);
    // Used up: gone from the list, and the link works once.
    expect((await list()).invitations.map((i: { _id: string }) => i._id)).not.toContain(
      invitation._id,
    );
    const again = await accept(link, invitee.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: MESSAGES.invitationInvalid,
      code: 'INVITATION_INVALID',
    });
    const logged = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, invitation._id));
    expect(logged.map((l) => l.action)).toEqual(['admin.invited']);
    const acceptedLog = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, invitee.user._id),
          eq(auditLogs.action, 'admin.invitation_accepted'),
        ),
      );
    expect(acceptedLog).toHaveLength(1);
    expect(acceptedLog[0]!.details).toMatchObject({ after: 'Content Manager', before: null });
  });

  it('sent again to the same address refreshes the open invitation: one row, the older link dead', async () => {
    const email = uniqueEmail('twice');
    const first = (await add(email, 'Developer')).json().invitation;
    const firstLink = await latestLink(email);
    const second = await add(email, 'Booking Agent');
    expect(second.statusCode).toBe(202);
    expect(second.json().invitation._id).toBe(first._id);
    expect(second.json().invitation.role).toBe('Booking Agent');
    expect(
      await app.db.select().from(invitations).where(eq(invitations.email, email)),
    ).toHaveLength(1);
    expect(
      (await list()).invitations.filter((i: { email: string }) => i.email === email),
    ).toHaveLength(1);
    const invitee = await registerUser(app, { email });
    expect((await accept(firstLink, invitee.token)).statusCode).toBe(400);
    expect((await accept(await latestLink(email), invitee.token)).json().role).toBe(
      'Booking Agent',
    );
  });

  it('opened by an account with another address: 403, and the link still works for the invitee', async () => {
    const email = uniqueEmail('rightful');
    await add(email, 'Support Admin');
    const link = await latestLink(email);
    const other = await registerUser(app);
    const refused = await accept(link, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.invitationOtherAddress,
      code: 'INVITATION_OTHER_ADDRESS',
    });
    expect((await userRow(other.user._id)).adminRole).toBeNull();
    expect((await userRow(other.user._id)).emailVerified).toBe(false);
    const invitee = await registerUser(app, { email });
    expect((await accept(link, invitee.token)).statusCode).toBe(200);
  });

  it('an unknown or mangled token: 400, the same answer', async () => {
    const someone = await registerUser(app);
    for (const token of ['x'.repeat(43), '', 'not a token']) {
      const response = await accept(token, someone.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.invitationInvalid);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/invitations/accept',
          headers: bearer(someone.token),
          payload: { token: 'y'.repeat(600) },
        })
      ).json().message,
    ).toContain(MESSAGES.invitationInvalid);
  });

  it('resent: a new link and expiry; the old link stops working', async () => {
    const email = uniqueEmail('resent');
    const { invitation } = (await add(email, 'Developer')).json();
    const oldLink = await latestLink(email);
    app.clock.advance(60_000);
    const resent = await resend(invitation._id);
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.json().invitation.expiresAt).getTime()).toBeGreaterThan(
      new Date(invitation.expiresAt).getTime(),
    );
    expect(await invitationMails(email)).toHaveLength(2);
    const newLink = await latestLink(email);
    expect(newLink).not.toBe(oldLink);
    const invitee = await registerUser(app, { email });
    expect((await accept(oldLink, invitee.token)).statusCode).toBe(400);
    expect((await accept(newLink, invitee.token)).statusCode).toBe(200);
    // Accepted: nothing left to resend or withdraw.
    expect((await resend(invitation._id)).statusCode).toBe(404);
    expect((await withdraw(invitation._id)).statusCode).toBe(404);
  });

  it('withdrawn: gone from the list, its link dead, logged', async () => {
    const email = uniqueEmail('withdrawn');
    const { invitation } = (await add(email, 'Super Admin')).json();
    const link = await latestLink(email);
    const response = await withdraw(invitation._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ withdrawn: true });
    expect((await list()).invitations.map((i: { _id: string }) => i._id)).not.toContain(
      invitation._id,
    );
    const invitee = await registerUser(app, { email });
    expect((await accept(link, invitee.token)).statusCode).toBe(400);
    expect((await userRow(invitee.user._id)).adminRole).toBeNull();
    expect((await withdraw(invitation._id)).statusCode).toBe(404);
    const logged = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, invitation._id));
    expect(logged.map((l) => l.action)).toEqual(['admin.invited', 'admin.invitation_withdrawn']);
  });

  it('dies with its sender’s role: a Super Admin removed from the team leaves no way back in', async () => {
    const departing = await adminToken(app, 'Super Admin');
    const email = uniqueEmail('way-back');
    expect((await add(email, 'Super Admin', departing.token)).statusCode).toBe(202);
    const link = await latestLink(email);
    // The remaining Super Admin takes the departing one's role away.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/admin-users/${departing.id}`,
      headers: bearer(boss.token),
    });
    expect(removed.statusCode).toBe(200);
    const invitee = await registerUser(app, { email });
    const refused = await accept(link, invitee.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVITATION_INVALID');
    expect((await userRow(invitee.user._id)).adminRole).toBeNull();
  });

  it('giving the role directly once the address is verified withdraws the open invitation', async () => {
    const email = uniqueEmail('direct');
    const { invitation } = (await add(email, 'Developer')).json();
    const link = await latestLink(email);
    const person = await registerUser(app, { email });
    await app.usersRepository.update(person.user._id, { emailVerified: true });
    expect((await add(email, 'Developer')).statusCode).toBe(201);
    expect((await list()).invitations.map((i: { _id: string }) => i._id)).not.toContain(
      invitation._id,
    );
    expect((await accept(link, person.token)).statusCode).toBe(400);
  });
});

describe('who may manage invitations', () => {
  it('only a Super Admin: every other role gets 403 on every invitation route', async () => {
    const { invitation } = (await add(uniqueEmail('guarded'), 'Developer')).json();
    for (const role of ADMIN_ROLES.filter((r) => r !== 'Super Admin')) {
      const { token } = await adminToken(app, role);
      const calls = [
        add(uniqueEmail('sneaky'), 'Super Admin', token),
        app.inject({ method: 'GET', url: '/api/admin/invitations', headers: bearer(token) }),
        resend(invitation._id, token),
        withdraw(invitation._id, token),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, role).toBe(403);
      }
    }
    // Nothing happened: the invitation is still open, with its one mail.
    expect((await list()).invitations.map((i: { _id: string }) => i._id)).toContain(invitation._id);
    const student = await registerUser(app, { password: GOOD_PASSWORD });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/invitations',
          headers: bearer(student.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});

// Last: the clock moves past every session made so far.
describe('an invitation expires', () => {
  it('after 7 days; an expired one is still listed and can be resent', async () => {
    const email = uniqueEmail('late');
    const { invitation } = (await add(email, 'Booking Agent')).json();
    const link = await latestLink(email);
    app.clock.advance(7 * 24 * 60 * 60_000 + 1_000);
    const owner = await adminToken(app, 'Super Admin');
    const invitee = await registerUser(app, { email });
    expect((await accept(link, invitee.token)).statusCode).toBe(400);
    expect((await userRow(invitee.user._id)).adminRole).toBeNull();
    const open = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/invitations',
        headers: bearer(owner.token),
      })
    ).json();
    const listed = open.invitations.find((i: { _id: string }) => i._id === invitation._id);
    expect(new Date(listed.expiresAt).getTime()).toBeLessThan(app.clock.now().getTime());
    expect((await resend(invitation._id, owner.token)).statusCode).toBe(200);
    expect((await accept(await latestLink(email), invitee.token)).statusCode).toBe(200);
    expect((await userRow(invitee.user._id)).adminRole).toBe('Booking Agent');
  });
});
