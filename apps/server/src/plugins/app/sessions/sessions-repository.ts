// Server-side sessions and single-use sign-in tokens (docs/decisions/048-server-side-sessions.md,
// 049-single-use-sign-in-links.md). Only this file touches their tables.
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import Bowser from 'bowser';

import type { UserSession } from '@landed/shared/schemas/auth';

import type { DbOrTx } from '#server/db/client.ts';
import { sessions, signInTokens, users } from '#server/db/schema.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';
import { authStateColumns } from '#server/plugins/app/users/users-repository.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

// "Last seen" is written at most this often per session, so requests do not each write.
export const LAST_SEEN_INTERVAL_MS = 60_000;
// Ended or expired sessions are kept this long (the user's own history), then deleted the
// next time the user signs in.
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60_000;
// A sign-in token in a URL works once, within this time.
export const SIGN_IN_TOKEN_LIFETIME_MS = 2 * 60_000;

export type SessionEndReason =
  | 'logout'
  | 'logout_others'
  | 'ended_by_user'
  | 'password_changed'
  | 'password_reset'
  | 'suspended'
  | 'revoked_by_admin';

export type SessionRow = typeof sessions.$inferSelect;

export type SessionAuth = {
  session: Pick<SessionRow, 'id' | 'userId' | 'lastSeenAt' | 'expiresAt' | 'endedAt'>;
  user: AuthState;
};

// Browser and operating system as a person would name them ('Chrome 120', 'Windows 10').
function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent.trim()) return { browser: '', os: '' };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: [browser.name, major].filter(Boolean).join(' '),
    os: [os.name, os.versionName ?? os.version].filter(Boolean).join(' '),
  };
}

export function toUserSession(row: SessionRow, currentSessionId: string | null): UserSession {
  return {
    _id: row.id,
    ...describeUserAgent(row.userAgent),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

export function createSessionsRepository(db: DbOrTx) {
  const live = (now: Date) => and(isNull(sessions.endedAt), gt(sessions.expiresAt, now));

  return {
    // Starts a session, and deletes the user's sessions that ended (or expired) long ago.
    async create(
      input: { userId: string; userAgent: string; ip: string; now: Date; expiresAt: Date },
      tx: DbOrTx = db,
    ): Promise<string> {
      const { userId, userAgent, ip, now, expiresAt } = input;
      const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
      await tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(lt(sessions.endedAt, cutoff), lt(sessions.expiresAt, cutoff)),
          ),
        );
      const [row] = await tx
        .insert(sessions)
        .values({
          userId,
          // Bounded: a user agent is shown, never trusted.
          userAgent: userAgent.slice(0, 512),
          ip: ip.slice(0, 64),
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        })
        .returning({ id: sessions.id });
      return row!.id;
    },

    // What every authenticated request needs, in one read: the session and its user.
    async findAuth(sessionId: string): Promise<SessionAuth | undefined> {
      const [row] = await db
        .select({
          session: {
            id: sessions.id,
            userId: sessions.userId,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
            endedAt: sessions.endedAt,
          },
          user: authStateColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId));
      return row;
    },

    // Records activity, unless it was recorded less than LAST_SEEN_INTERVAL_MS ago (checked
    // in the statement too, so concurrent requests on several instances write once).
    async touch({
      sessionId,
      now,
      ip,
    }: {
      sessionId: string;
      now: Date;
      ip: string;
    }): Promise<void> {
      const before = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
      await db
        .update(sessions)
        .set({ lastSeenAt: now, ip: ip.slice(0, 64) })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, before)));
    },

    // A new token was issued for the session (password change): it lives as long as that.
    async extend(sessionId: string, expiresAt: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },

    async listLive(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    // Ends one live session of the user; false when there is none with that id (or it is
    // someone else's).
    async endOne(
      input: { userId: string; sessionId: string; now: Date; reason: SessionEndReason },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const { userId, sessionId, now, reason } = input;
      const rows = await tx
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    // Ends every live session of the user, except `keep`. Returns how many ended.
    async endAll(
      input: { userId: string; now: Date; reason: SessionEndReason; keep?: string },
      tx: DbOrTx = db,
    ): Promise<number> {
      const { userId, now, reason, keep } = input;
      const rows = await tx
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(
          and(eq(sessions.userId, userId), live(now), keep ? ne(sessions.id, keep) : undefined),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    // ------------------------------------------------------------ sign-in tokens

    // Stores a sign-in token's hash; expired ones (anyone's) are deleted on the way.
    async issueSignInToken(
      input: { userId: string; tokenHash: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      const { userId, tokenHash, now } = input;
      await tx.delete(signInTokens).where(lt(signInTokens.expiresAt, now));
      await tx.insert(signInTokens).values({
        userId,
        tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_TOKEN_LIFETIME_MS),
      });
    },

    // Uses a sign-in token up, atomically: of two concurrent uses, one wins. Returns its user,
    // or undefined for an unknown, used or expired token.
    async consumeSignInToken(
      tokenHash: string,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .update(signInTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(signInTokens.tokenHash, tokenHash),
            isNull(signInTokens.usedAt),
            gt(signInTokens.expiresAt, now),
          ),
        )
        .returning({ userId: signInTokens.userId });
      return row?.userId;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: ReturnType<typeof createSessionsRepository>;
  }
}

export default repositoryPlugin('sessionsRepository', createSessionsRepository);
