// The account a Google identity signs in to (public §2, DECISIONS "Accounts",
// docs/decisions/032-google-sign-in.md).
import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';

import { claimProvedAddress } from '#server/operations/auth/claim-proved-address.ts';
import type { GoogleIdentity } from '#server/plugins/app/google-sign-in.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

export type GoogleAccount =
  // `reclaimed`: the account's address had never been proved, so whoever registered it lost
  // its password and sessions to the owner of the mailbox (docs/decisions/050).
  | { kind: 'signed-in'; user: UserRow; linked?: boolean; reclaimed?: boolean }
  | { kind: 'suspended'; user: UserRow }
  | { kind: 'refused'; reason: string };

// Finds the account of a Google identity: by its subject, else by its verified e-mail
// (linking the two), else a new account without a password, in `locale` (the language of the
// page the sign-in started from; an existing account keeps its own).
export async function linkGoogleAccount(
  app: FastifyInstance,
  { identity, locale = 'en' }: { identity: GoogleIdentity; locale?: Locale },
): Promise<GoogleAccount> {
  const linked = await app.usersRepository.findByGoogleSubject(identity.subject);
  if (linked) return { kind: linked.suspended ? 'suspended' : 'signed-in', user: linked };
  if (!identity.email || !identity.emailVerified) {
    return { kind: 'refused', reason: 'the Google account has no verified e-mail address' };
  }
  const existing = await app.usersRepository.findByEmail(identity.email);
  if (existing) {
    if (existing.suspended) return { kind: 'suspended', user: existing };
    if (existing.googleSubject && existing.googleSubject !== identity.subject) {
      return {
        kind: 'refused',
        reason: 'the account is already linked to another Google account',
      };
    }
    // Google vouches for the mailbox. An account that never proved the address may have
    // been registered by someone else (pre-hijacking): its password goes and every earlier
    // token stops working; the owner can set a password through "Forgot password".
    const reclaimed = !existing.emailVerified;
    const user = await app.db.transaction(async (tx) => {
      const row = await app.usersRepository.update(
        existing.id,
        {
          googleSubject: identity.subject,
          emailVerified: true,
          ...(reclaimed ? { passwordHash: null } : {}),
        },
        tx,
      );
      if (!row) return row;
      await claimProvedAddress(app, { userId: row.id, email: row.email }, tx);
      if (!reclaimed) return row;
      await app.usersRepository.bumpTokenVersion(row.id, tx);
      await app.emailVerificationsRepository.retireAll(row.id, app.config.now(), tx);
      // An authenticator the registrant set up is theirs, not the owner's: it goes too, or
      // it would keep the owner at the code step of their own account (decision 054).
      await app.mfaRepository.disable(row.id, app.config.now(), tx);
      return app.usersRepository.findById(row.id, tx);
    });
    if (!user) return { kind: 'refused', reason: 'the account disappeared while linking' };
    return { kind: 'signed-in', user, linked: true, reclaimed };
  }
  const name = (identity.name ?? identity.email.split('@')[0] ?? 'Student').slice(0, 100);
  const created = await app.db.transaction(async (tx) => {
    const user = await app.usersRepository.create(
      {
        name,
        email: identity.email!,
        passwordHash: null,
        googleSubject: identity.subject,
        emailVerified: true,
        locale,
      },
      tx,
    );
    if (user) {
      await claimProvedAddress(app, { userId: user.id, email: user.email }, tx);
      await app.mail.enqueue(
        { template: 'welcome', to: user.email, data: { name }, locale: user.locale },
        tx,
      );
    }
    return user;
  });
  if (!created) return { kind: 'refused', reason: 'the account could not be created' };
  return { kind: 'signed-in', user: created };
}
