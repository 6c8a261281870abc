// Partners (issue 27 item 1, docs/decisions/091): Super Admins manage universities and agents
// and their terms, and invite their people with the staff invitation's machinery. A partner
// user sees their own organisation only (GET /api/partner/me), is never an administrator (no
// admin route answers them), and staff and partner users stay two separate sets of people.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES, MESSAGES } from '@landed/shared/constants';
import { PARTNER_MESSAGES } from '@landed/shared/schemas/partners';

import { auditLogs, mailOutbox, users } from '#server/db/schema.ts';
import {
  adminToken,
  bearer,
  build,
  GOOD_PASSWORD,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

const app = await build({ appUrl: 'http://localhost:3000' });
await app.ready();
const boss = await adminToken(app, 'Super Admin');
const others = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.filter((role) => role !== 'Super Admin').map(
      async (role) => [role, (await adminToken(app, role)).token] as const,
    ),
  ),
);
const student = await registerUser(app);

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  { token = boss.token, payload }: { token?: string | null; payload?: unknown } = {},
) =>
  app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const AGENT = {
  kind: 'Agent',
  name: 'Southern Cross Education',
  abn: '51824753556',
  billingEmail: 'Accounts@SouthernCross.example',
  address: '1 Collins St, Melbourne VIC 3000',
  commissionType: 'percent',
  commissionValue: 1000,
};

async function createPartner(body: Record<string, unknown> = AGENT) {
  const response = await call('POST', '/api/admin/partners', { payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().partner as { _id: string; code: string; name: string };
}

const partnerMails = (to: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'partner-invitation')))
    .orderBy(mailOutbox.seq);

async function latestLink(to: string): Promise<string> {
  const mails = await partnerMails(to);
  const match = /http:\/\/localhost:3000\/accept-invitation\?token=([\w-]{43})/.exec(
    mails.at(-1)!.textBody,
  );
  expect(match, 'an /accept-invitation?token= link').not.toBeNull();
  return match![1]!;
}

const invite = (partnerId: string, email: string, token = boss.token) =>
  call('POST', `/api/admin/partners/${partnerId}/invitations`, {
    token,
    payload: { email, name: 'Mei Chen' },
  });
const accept = (link: string, session: string) =>
  call('POST', '/api/auth/invitations/accept', { token: session, payload: { token: link } });

// A signed-in user of the partner, through the whole invitation.
async function partnerUser(partnerId: string) {
  const email = uniqueEmail('coordinator');
  expect((await invite(partnerId, email)).statusCode).toBe(202);
  const person = await registerUser(app, { email });
  expect((await accept(await latestLink(email), person.token)).statusCode).toBe(200);
  return person;
}

describe('partners for Super Admins', () => {
  it('creates a partner with a referral code of its own, its ABN as the ABR prints it, audited', async () => {
    const partner = await createPartner();
    expect(partner).toMatchObject({
      kind: 'Agent',
      name: 'Southern Cross Education',
      abn: '51 824 753 556',
      billingEmail: 'accounts@southerncross.example',
      billingMode: 'student',
      commissionType: 'percent',
      commissionValue: 1000,
      requiresApproval: false,
      allowedPackageIds: [],
      allowedServiceKeys: [],
      paymentTermsDays: 14,
      active: true,
    });
    expect(partner.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((partner as unknown as { referralPath: string }).referralPath).toBe(
      `/?partner=${partner.code}`,
    );
    const second = await createPartner({ ...AGENT, name: 'Another agency' });
    expect(second.code).not.toBe(partner.code);
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, partner._id), eq(auditLogs.action, 'partner.created')));
    expect(logged?.actorEmail).toBe(boss.email);

    // Searched by name, code, ABN or billing e-mail.
    const found = async (search: string) => {
      const listed = await call('GET', `/api/admin/partners?search=${search}`);
      expect(listed.statusCode).toBe(200);
      return listed.json().partners.map((p: { _id: string }) => p._id);
    };
    expect(await found('another')).toEqual([second._id]);
    expect(await found(partner.code.toLowerCase())).toEqual([partner._id]);
    // By name.
    expect(await found('southerncross.example')).toEqual([second._id, partner._id]);
  });

  it('refuses terms that do not hold, with the reason in plain words (400), and stores nothing', async () => {
    const [basic] = (await app.inject({ method: 'GET', url: '/api/public/packages' })).json()
      .packages as Array<{ _id: string }>;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...AGENT, abn: '51824753557' }, PARTNER_MESSAGES.abnInvalid],
      [{ ...AGENT, kind: 'University' }, PARTNER_MESSAGES.commissionForAgents],
      [{ ...AGENT, commissionValue: 0 }, PARTNER_MESSAGES.commissionValueRequired],
      [{ ...AGENT, commissionValue: 10_001 }, PARTNER_MESSAGES.commissionPercentRange],
      [
        { ...AGENT, commissionType: 'fixed', commissionValue: 100_001 },
        PARTNER_MESSAGES.commissionFixedRange,
      ],
      [
        { ...AGENT, commissionType: 'none', commissionValue: 5 },
        PARTNER_MESSAGES.commissionNoneValue,
      ],
      [{ ...AGENT, paymentTermsDays: 91 }, PARTNER_MESSAGES.paymentTermsRange],
      [
        { ...AGENT, allowedPackageIds: ['00000000-0000-4000-8000-000000000000'] },
        PARTNER_MESSAGES.unknownPackage,
      ],
      [{ ...AGENT, allowedServiceKeys: ['teleportation'] }, PARTNER_MESSAGES.unknownService],
      [{ ...AGENT, billingEmail: '' }, PARTNER_MESSAGES.billingEmailRequired],
    ];
    const before = (await call('GET', '/api/admin/partners')).json().total;
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/admin/partners', { payload: body });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toContain(message);
    }
    // The server's fields cannot be set.
    expect(
      (await call('POST', '/api/admin/partners', { payload: { ...AGENT, code: 'MINE1234' } }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/partners')).json().total).toBe(before);
    // What exists is accepted.
    const allowed = await call('POST', '/api/admin/partners', {
      payload: {
        kind: 'University',
        name: 'University of Example',
        billingEmail: 'intl@uni.example',
        billingMode: 'account',
        requiresApproval: true,
        allowedPackageIds: [basic!._id],
        allowedServiceKeys: ['airport-pickup'],
        paymentTermsDays: 30,
      },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().partner).toMatchObject({
      billingMode: 'account',
      commissionType: 'none',
      allowedPackageIds: [basic!._id],
      paymentTermsDays: 30,
    });
  });

  it('changes only the fields sent, checks the merged terms, and logs each change', async () => {
    const uni = await createPartner({
      kind: 'University',
      name: 'Monash Example',
      billingEmail: 'billing@monash.example',
    });
    const url = `/api/admin/partners/${uni._id}`;
    // A university earns no commission, even when it is sent alone.
    const refused = await call('PATCH', url, {
      payload: { commissionType: 'fixed', commissionValue: 5000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PARTNER_MESSAGES.commissionForAgents);
    const changed = await call('PATCH', url, {
      payload: { requiresApproval: true, billingMode: 'account' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().partner).toMatchObject({
      name: 'Monash Example',
      requiresApproval: true,
      billingMode: 'account',
      code: uni.code,
    });
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, uni._id), eq(auditLogs.action, 'partner.updated')));
    expect(logged?.details).toMatchObject({
      changes: {
        requiresApproval: { before: false, after: true },
        billingMode: { before: 'student', after: 'account' },
      },
    });
    expect((await call('PATCH', url, { payload: {} })).statusCode).toBe(400);
    expect(
      (
        await call('PATCH', '/api/admin/partners/00000000-0000-4000-8000-000000000000', {
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/partners/not-an-id')).statusCode).toBe(400);
  });

  it('answers no other role, no student and nobody signed out', async () => {
    const partner = await createPartner({ ...AGENT, name: 'Guarded agency' });
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown]> = [
      ['GET', '/api/admin/partners', undefined],
      ['POST', '/api/admin/partners', AGENT],
      ['GET', `/api/admin/partners/${partner._id}`, undefined],
      ['PATCH', `/api/admin/partners/${partner._id}`, { name: 'Taken over' }],
      [
        'POST',
        `/api/admin/partners/${partner._id}/invitations`,
        { email: 'a@b.example', name: 'A' },
      ],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, { token: null, payload })).statusCode).toBe(401);
      expect((await call(method, url, { token: student.token, payload })).statusCode).toBe(403);
      for (const [role, token] of Object.entries(others)) {
        const status = (await call(method, url, { token, payload })).statusCode;
        expect(status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', `/api/admin/partners/${partner._id}`)).json().partner.name).toBe(
      'Guarded agency',
    );
  });
});

describe('partner users: invited like staff', () => {
  it('lives through invitation, resend, acceptance: the account joins the partner, never a role', async () => {
    const partner = await createPartner({ ...AGENT, name: 'Invite Agency' });
    const email = uniqueEmail('agent-user');
    const sent = await invite(partner._id, email.toUpperCase());
    expect(sent.statusCode).toBe(202);
    const { invitation } = sent.json();
    expect(invitation).toMatchObject({ email, name: 'Mei Chen', invitedBy: boss.email });
    expect(JSON.stringify(sent.json())).not.toMatch(/token/i);
    const [mail] = await partnerMails(email);
    expect(mail!.subject).toBe('You are invited to the Landed partner portal for Invite Agency');
    const firstLink = await latestLink(email);
    expect(mail!.redactedTextBody).not.toContain(firstLink);
    // Listed on the partner's page, never among the staff invitations.
    const detail = (await call('GET', `/api/admin/partners/${partner._id}`)).json();
    expect(detail.invitations.map((i: { _id: string }) => i._id)).toEqual([invitation._id]);
    const staffList = (await call('GET', '/api/admin/invitations')).json();
    expect(staffList.invitations.map((i: { _id: string }) => i._id)).not.toContain(invitation._id);
    expect((await call('POST', `/api/admin/invitations/${invitation._id}/resend`)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/invitations/${invitation._id}`)).statusCode).toBe(404);

    // Sent again: the same invitation, a new link; the old one dies.
    app.clock.advance(60_000);
    const other = await createPartner({ ...AGENT, name: 'Not this one' });
    expect(
      (await call('POST', `/api/admin/partners/${other._id}/invitations/${invitation._id}/resend`))
        .statusCode,
    ).toBe(404);
    const resent = await call(
      'POST',
      `/api/admin/partners/${partner._id}/invitations/${invitation._id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation._id).toBe(invitation._id);
    const link = await latestLink(email);
    expect(link).not.toBe(firstLink);

    const person = await registerUser(app, { email });
    expect((await accept(firstLink, person.token)).statusCode).toBe(400);
    const stranger = await registerUser(app);
    expect((await accept(link, stranger.token)).statusCode).toBe(403);
    const accepted = await accept(link, person.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: MESSAGES.partnerInvitationAccepted,
      role: null,
      partner: { id: partner._id, name: 'Invite Agency' },
    });
    const row = (await app.usersRepository.findById(person.user._id))!;
    expect(row).toMatchObject({ partnerId: partner._id, adminRole: null, emailVerified: true });
    expect((await accept(link, person.token)).statusCode).toBe(400);

    const me = await call('GET', '/api/partner/me', { token: person.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { _id: person.user._id, email },
      partner: { _id: partner._id, name: 'Invite Agency', code: partner.code },
    });
    const after = (await call('GET', `/api/admin/partners/${partner._id}`)).json();
    expect(after.users).toEqual([
      { _id: person.user._id, name: person.user.name, email, mfaEnabled: false, suspended: false },
    ]);
    expect(after.invitations).toEqual([]);
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, partner._id),
          eq(auditLogs.action, 'partner.invitation_accepted'),
        ),
      );
    expect(logged?.details).toMatchObject({
      userId: person.user._id,
      invitationId: invitation._id,
    });
    // Inviting them again: they are already there.
    expect((await invite(partner._id, email)).json().code).toBe('ALREADY_MEMBER');
    // Issue 33 item 5: a partner's welcome, never a student's, and no link to confirm an
    // address the invitation proved.
    const mails = await app.db
      .select({ template: mailOutbox.template, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(mailOutbox.seq);
    expect(mails.map((m) => m.template)).toEqual([
      'partner-invitation',
      'partner-invitation',
      'partner-welcome',
    ]);
    expect(mails.at(-1)!.subject).toBe('Welcome to the Landed partner portal for Invite Agency');
  });

  it('withdrawn, expired, or of a partner deactivated since: the link no longer works', async () => {
    const partner = await createPartner({ ...AGENT, name: 'Short-lived agency' });
    const [withdrawnEmail, expiredEmail, pausedEmail] = [1, 2, 3].map(() => uniqueEmail('gone'));
    const withdrawn = (await invite(partner._id, withdrawnEmail!)).json().invitation;
    const withdrawnLink = await latestLink(withdrawnEmail!);
    expect(
      (await call('DELETE', `/api/admin/partners/${partner._id}/invitations/${withdrawn._id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/partners/${partner._id}/invitations/${withdrawn._id}`))
        .statusCode,
    ).toBe(404);
    const one = await registerUser(app, { email: withdrawnEmail! });
    expect((await accept(withdrawnLink, one.token)).json().code).toBe('INVITATION_INVALID');

    await invite(partner._id, expiredEmail!);
    const expiredLink = await latestLink(expiredEmail!);
    await invite(partner._id, pausedEmail!);
    const pausedLink = await latestLink(pausedEmail!);
    const paused = await registerUser(app, { email: pausedEmail! });
    await call('PATCH', `/api/admin/partners/${partner._id}`, { payload: { active: false } });
    expect((await accept(pausedLink, paused.token)).json().code).toBe('INVITATION_INVALID');
    expect((await invite(partner._id, uniqueEmail('late'))).json().code).toBe('PARTNER_INACTIVE');
    await call('PATCH', `/api/admin/partners/${partner._id}`, { payload: { active: true } });

    const week = 7 * 24 * 60 * 60_000 + 1_000;
    app.clock.advance(week);
    try {
      const two = await registerUser(app, { email: expiredEmail! });
      expect((await accept(expiredLink, two.token)).json().code).toBe('INVITATION_INVALID');
      expect((await app.usersRepository.findById(two.user._id))!.partnerId).toBeNull();
    } finally {
      // Back, so that this file's other sessions (7 days) still work.
      app.clock.advance(-week);
    }
  });

  it('keeps staff and partner users apart, both ways', async () => {
    const partner = await createPartner({ ...AGENT, name: 'Apart agency' });
    const rival = await createPartner({ ...AGENT, name: 'Rival agency' });
    const member = await partnerUser(partner._id);

    // Staff cannot be invited to a partner, nor an address already invited as staff.
    const staff = await adminToken(app, 'Booking Agent');
    expect((await invite(partner._id, staff.email)).json()).toEqual({
      message: PARTNER_MESSAGES.staffCannotBePartner,
      code: 'STAFF_CANNOT_BE_PARTNER',
    });
    const staffInvitee = uniqueEmail('staff-invitee');
    await call('POST', '/api/admin/admin-users', {
      payload: { email: staffInvitee, role: 'Developer' },
    });
    expect((await invite(partner._id, staffInvitee)).statusCode).toBe(409);
    // A partner user of one partner cannot join another.
    expect((await invite(rival._id, member.user.email)).json().code).toBe('ALREADY_PARTNER_USER');

    // A partner user cannot be given a staff role, nor can an address invited to a partner.
    await app.usersRepository.update(member.user._id, { emailVerified: true });
    const promoted = await call('POST', '/api/admin/admin-users', {
      payload: { email: member.user.email, role: 'Super Admin' },
    });
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json()).toEqual({
      message: PARTNER_MESSAGES.partnerUserCannotBeStaff,
      code: 'PARTNER_USER',
    });
    const partnerInvitee = uniqueEmail('partner-invitee');
    await invite(partner._id, partnerInvitee);
    expect(
      (
        await call('POST', '/api/admin/admin-users', {
          payload: { email: partnerInvitee, role: 'Developer' },
        })
      ).json().code,
    ).toBe('PARTNER_USER');
    expect((await app.usersRepository.findById(member.user._id))!.adminRole).toBeNull();

    // An account that became staff after its partner invitation went out cannot take it.
    const turned = uniqueEmail('turned');
    await invite(partner._id, turned);
    const turnedLink = await latestLink(turned);
    const turnedUser = await registerUser(app, { email: turned });
    await app.usersRepository.update(turnedUser.user._id, { adminRole: 'Support Admin' });
    expect((await accept(turnedLink, turnedUser.token)).json().code).toBe(
      'STAFF_CANNOT_BE_PARTNER',
    );
    expect((await app.usersRepository.findById(turnedUser.user._id))!.partnerId).toBeNull();
  });

  it('a partner user: no admin route answers, /api/partner/me shows only their own organisation', async () => {
    const mine = await createPartner({ ...AGENT, name: 'Mine agency' });
    const theirs = await createPartner({
      kind: 'University',
      name: 'Theirs university',
      billingEmail: 'x@theirs.example',
    });
    const me = await partnerUser(mine._id);
    const them = await partnerUser(theirs._id);

    // Every admin route: 403, whatever it is (a partner user is never an administrator).
    expect(app.adminRoutes.length).toBeGreaterThan(15);
    for (const route of app.adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'step' ? 'airport' : mine._id,
      );
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(me.token),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // Even with a role written into the row behind the API's back.
    await app.usersRepository.update(me.user._id, { adminRole: 'Super Admin' });
    expect((await call('GET', '/api/admin/partners', { token: me.token })).statusCode).toBe(403);
    expect((await call('GET', '/api/partner/me', { token: me.token })).statusCode).toBe(403);
    await app.usersRepository.update(me.user._id, { adminRole: null });

    // Their own organisation, and only theirs.
    const mineSeen = (await call('GET', '/api/partner/me', { token: me.token })).json();
    const theirsSeen = (await call('GET', '/api/partner/me', { token: them.token })).json();
    expect(mineSeen.partner._id).toBe(mine._id);
    expect(theirsSeen.partner._id).toBe(theirs._id);
    expect(JSON.stringify(mineSeen)).not.toContain(theirs._id);
    // /api/partner answers nobody else.
    expect((await call('GET', '/api/partner/me', { token: null })).statusCode).toBe(401);
    expect((await call('GET', '/api/partner/me', { token: student.token })).json().code).toBe(
      'NOT_PARTNER',
    );
    for (const token of [boss.token, ...Object.values(others)]) {
      expect((await call('GET', '/api/partner/me', { token })).statusCode).toBe(403);
    }
    // A deactivated partner's people are let in no more, at once.
    await call('PATCH', `/api/admin/partners/${mine._id}`, { payload: { active: false } });
    const paused = await call('GET', '/api/partner/me', { token: me.token });
    expect(paused.statusCode).toBe(403);
    expect(paused.json()).toEqual({ message: MESSAGES.partnerInactive, code: 'PARTNER_INACTIVE' });
    expect((await call('GET', '/api/partner/me', { token: them.token })).statusCode).toBe(200);
    await call('PATCH', `/api/admin/partners/${mine._id}`, { payload: { active: true } });
  });

  it('must turn on two-factor sign-in like staff when ADMIN_MFA=required', async () => {
    const partner = await createPartner({ ...AGENT, name: 'Careful agency' });
    const person = await partnerUser(partner._id);
    const config = app.config as { adminMfa: 'required' | 'optional' };
    config.adminMfa = 'required';
    try {
      const refused = await call('GET', '/api/partner/me', { token: person.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: MESSAGES.mfaRequiredForPartners,
        code: 'MFA_REQUIRED',
      });
      const status = await call('GET', '/api/user/mfa', { token: person.token });
      expect(status.json()).toMatchObject({ enabled: false, required: true });
      // With two-factor on, the partner area answers.
      await app.db
        .update(users)
        .set({ totpEnabledAt: new Date() })
        .where(eq(users.id, person.user._id));
      expect((await call('GET', '/api/partner/me', { token: person.token })).statusCode).toBe(200);
      // and it cannot be turned off (the same rule as for administrators).
      const off = await call('POST', '/api/user/mfa/disable', {
        token: person.token,
        payload: { currentPassword: GOOD_PASSWORD, code: '000000' },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('MFA_REQUIRED');
    } finally {
      config.adminMfa = 'optional';
    }
  });
});
