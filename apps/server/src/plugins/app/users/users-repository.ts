import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { ONBOARDING_STEP_KEYS } from '@landed/shared/constants';
import { DEFAULT_LOCALE, isLocale } from '@landed/shared/locales';
import type { SessionUser } from '@landed/shared/schemas/auth';
import type { Me } from '@landed/shared/schemas/user';

import type { DbOrTx } from '#server/db/client.ts';
import { findById, lockById, updateById } from '#server/db/by-id.ts';
import { likeContains } from '#server/lib/like.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { loginThrottles, notifications, onboardingSteps, users } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type UserRow = typeof users.$inferSelect;

// What every authenticated request needs to know about its user (read with its session, in
// one indexed read: sessions-repository.ts).
export const authStateColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  adminRole: users.adminRole,
  suspended: users.suspended,
  tokenVersion: users.tokenVersion,
  // Administrators need two-factor sign-in on (ADMIN_MFA, docs/decisions/054).
  totpEnabledAt: users.totpEnabledAt,
  // The language of the mail an action sends the user (docs/decisions/072).
  locale: users.locale,
  // A partner user's organisation (issue 27): the /api/partner routes answer only them.
  partnerId: users.partnerId,
};
export type AuthState = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'adminRole'
  | 'suspended'
  | 'tokenVersion'
  | 'totpEnabledAt'
  | 'locale'
  | 'partnerId'
>;

function searchUsers(search: string) {
  const pattern = likeContains(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;

export function toSessionUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'adminRole' | 'emailVerified' | 'totpEnabledAt'> &
    Partial<Pick<UserRow, 'partnerId'>>,
): SessionUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.adminRole ? 'admin' : 'user',
    adminRole: row.adminRole,
    emailVerified: row.emailVerified,
    partnerId: row.partnerId ?? null,
    mfaEnabled: row.totpEnabledAt !== null,
  };
}

export function toMe(row: UserRow): Me {
  return {
    ...toSessionUser(row),
    emailVerified: row.emailVerified,
    mfaEnabled: row.totpEnabledAt !== null,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      type: row.userType,
      phone: row.phone,
      university: row.university,
    },
    arrival: row.arrivalDate
      ? { date: row.arrivalDate, time: row.arrivalTime ?? '', flight: row.arrivalFlight ?? '' }
      : null,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    createdAt: row.createdAt.toISOString(),
  };
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'userType'
    | 'phone'
    | 'university'
    | 'locale'
    | 'passwordHash'
    | 'adminRole'
    | 'suspended'
    | 'notes'
    | 'emailVerified'
    | 'createdByStartup'
    | 'googleSubject'
    | 'arrivalDate'
    | 'arrivalTime'
    | 'arrivalFlight'
    | 'lastSignInAt'
    | 'partnerId'
    | 'referredByPartnerId'
    | 'referredAt'
  >
>;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      return findById(users, id, tx);
    },

    // The student's refund account, sealed (docs/decisions/086): null when none was given.
    async refundDetails(id: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ sealed: users.refundDetails })
        .from(users)
        .where(eq(users.id, id));
      return row?.sealed ?? null;
    },

    async setRefundDetails(id: string, sealed: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ refundDetails: sealed, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    // Users with a secret still sealed the pre-102 way ('v1.', under JWT_SECRET), for
    // resealLegacySecrets at start-up.
    async withLegacySealedSecrets() {
      const legacy = (column: AnyPgColumn) => sql`${column} like 'v1.%'`;
      return db
        .select({
          id: users.id,
          totpSecret: users.totpSecret,
          totpPendingSecret: users.totpPendingSecret,
          refundDetails: users.refundDetails,
        })
        .from(users)
        .where(
          or(
            legacy(users.totpSecret),
            legacy(users.totpPendingSecret),
            legacy(users.refundDetails),
          ),
        );
    },

    // Replaces a sealed value if it is still the one read (another instance may have done it).
    async replaceSealed({
      id,
      column,
      before,
      after,
    }: {
      id: string;
      column: 'totpSecret' | 'totpPendingSecret' | 'refundDetails';
      before: string;
      after: string;
    }): Promise<void> {
      await db
        .update(users)
        .set({ [column]: after })
        .where(and(eq(users.id, id), eq(users[column], before)));
    },

    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },

    // A new account starts with its onboarding checklist and a welcome notification, written
    // together so no account exists without them. Returns undefined when the e-mail is taken.
    async create(
      input: { name: string; email: string; passwordHash: string | null } & UserPatch,
      tx: DbOrTx = db,
    ): Promise<UserRow | undefined> {
      return tx.transaction(async (t) => {
        const [row] = await t.insert(users).values(input).onConflictDoNothing().returning();
        if (!row) return undefined;
        await t
          .insert(onboardingSteps)
          .values(ONBOARDING_STEP_KEYS.map((step) => ({ userId: row.id, step })));
        await t.insert(notifications).values({
          userId: row.id,
          type: 'welcome',
          // In the language the account is created with (docs/decisions/072).
          message: translatorFor(row.locale).t('notification.welcome'),
        });
        return row;
      });
    },

    // Several new accounts at once, as create makes one (checklist and welcome, in their
    // language), in a fixed number of queries: a partner's CSV of a whole intake (issue 27).
    // An address taken meanwhile is left out of the answer.
    async createMany(
      inputs: Array<{ name: string; email: string; passwordHash: null } & UserPatch>,
      tx: DbOrTx = db,
    ): Promise<UserRow[]> {
      if (inputs.length === 0) return [];
      const rows = await tx.insert(users).values(inputs).onConflictDoNothing().returning();
      if (rows.length === 0) return rows;
      await tx
        .insert(onboardingSteps)
        .values(
          rows.flatMap((row) => ONBOARDING_STEP_KEYS.map((step) => ({ userId: row.id, step }))),
        );
      await tx.insert(notifications).values(
        rows.map((row) => ({
          userId: row.id,
          type: 'welcome' as const,
          message: translatorFor(row.locale).t('notification.welcome'),
        })),
      );
      return rows;
    },

    async update(id: string, patch: UserPatch, tx: DbOrTx = db): Promise<UserRow | undefined> {
      return updateById(users, { id, set: patch }, tx);
    },

    // Revokes every token issued so far (password change, suspension, sign-out everywhere).
    async bumpTokenVersion(id: string, tx: DbOrTx = db): Promise<number | undefined> {
      const [row] = await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion;
    },

    // A partner organisation's people (issue 27), by name.
    async listByPartner(partnerId: string, tx: DbOrTx = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(and(eq(users.partnerId, partnerId), isNull(users.deletedAt)))
        .orderBy(asc(users.name), asc(users.id));
    },

    async recordSignIn(id: string, at: Date): Promise<void> {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
    },

    // ------------------------------------------------------------ sign-in throttle

    async lockedUntil(email: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(eq(loginThrottles.email, email));
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    },

    // Counts a failed sign-in in the current 15-minute window, atomically, so concurrent
    // attempts on several instances cannot slip past the limit. Returns true when this
    // failure locks the address.
    async recordFailedSignIn(email: string, now: Date): Promise<boolean> {
      const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
      const lockUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
      const [row] = await db
        .insert(loginThrottles)
        .values({ email, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginThrottles.email,
          set: {
            failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
            windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
          },
        })
        .returning({ failures: loginThrottles.failures });
      if (!row || row.failures < LOCKOUT_THRESHOLD) return false;
      await db
        .update(loginThrottles)
        .set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: now })
        .where(eq(loginThrottles.email, email));
      return true;
    },

    // ------------------------------------------------------------ back-office

    // Search by name or e-mail (case-insensitive substring), newest first.
    // Deleted accounts (docs/decisions/065) are not users any more: never listed.
    async listForAdmin({ search, limit, page }: { search?: string; limit: number; page: number }) {
      const where = and(isNull(users.deletedAt), search ? searchUsers(search) : undefined);
      return tablePage(
        users,
        { where, orderBy: [desc(users.createdAt), desc(users.id)], limit, page },
        db,
      );
    },

    async exportForAdmin(search?: string) {
      return db
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), search ? searchUsers(search) : undefined))
        .orderBy(desc(users.createdAt), desc(users.id));
    },

    async listAdmins(tx: DbOrTx = db) {
      return tx
        .select()
        .from(users)
        .where(isNotNull(users.adminRole))
        .orderBy(asc(users.name), asc(users.email));
    },

    // Counted under a lock, so two removals at once cannot leave no Super Admin.
    // Every active (not suspended) Super Admin's row, locked until the transaction ends, in one
    // order so that two transactions never wait on each other. A row changed by a transaction
    // that held it first is read again: a Super Admin suspended or demoted meanwhile drops out.
    async lockActiveSuperAdmins(tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.adminRole, 'Super Admin'), eq(users.suspended, false)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    // One user's row, locked until the transaction ends (admin changes, per-user quotas,
    // changes to the account itself).
    async lockById(id: string, tx: DbOrTx): Promise<UserRow | undefined> {
      return lockById(users, id, tx);
    },

    async clearFailedSignIns(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>;
  }
}

export default repositoryPlugin('usersRepository', createUsersRepository);
