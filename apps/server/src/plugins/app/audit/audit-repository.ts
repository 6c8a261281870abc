import { and, desc, eq, gte, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { likeContains } from '#server/lib/like.ts';
import { auditLogs } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';

// admin: an administrator changed something; security: sign-in failures, lock-outs, access
// denied, rate limits; booking: a booking event; error: a server fault; suspicious: patterns
// worth a look (e.g. a lock-out); other: anything else. Feeds the System Notifications strip.
export type AuditCategory = 'admin' | 'security' | 'booking' | 'error' | 'suspicious' | 'other';

export type AuditEntry = {
  category: AuditCategory;
  action: string;
  actorId?: string | null;
  actorEmail?: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip?: string;
};

export type LogFilters = {
  action?: string | undefined;
  actor?: string | undefined;
  category?: string | undefined;
  // Melbourne calendar dates, inclusive.
  from?: string | undefined;
  to?: string | undefined;
};

// A calendar date's start in Melbourne, as an instant (handles daylight saving).
const melbourneMidnight = (date: string) =>
  sql`(${date}::date)::timestamp at time zone 'Australia/Melbourne'`;

export function createAuditRepository(db: DbOrTx) {
  return {
    async list(filters: LogFilters, { limit, page }: { limit: number; page: number }) {
      const conditions = [
        filters.action ? ilike(auditLogs.action, likeContains(filters.action)) : undefined,
        filters.actor ? ilike(auditLogs.actorEmail, likeContains(filters.actor)) : undefined,
        filters.category ? eq(auditLogs.category, filters.category) : undefined,
        filters.from ? gte(auditLogs.createdAt, melbourneMidnight(filters.from)) : undefined,
        filters.to
          ? lt(auditLogs.createdAt, sql`${melbourneMidnight(filters.to)} + interval '1 day'`)
          : undefined,
      ].filter(Boolean);
      const where = conditions.length ? and(...conditions) : undefined;
      return tablePage(
        auditLogs,
        { where, orderBy: [desc(auditLogs.createdAt), desc(auditLogs.id)], limit, page },
        db,
      );
    },

    async recent(categories: string[], limit: number) {
      return db
        .select()
        .from(auditLogs)
        .where(inArray(auditLogs.category, categories))
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(limit);
    },

    // The entries that asked staff to do this (an action on an entity) are done: the System
    // Notifications show them so. Only the first time counts.
    async markDone(
      { action, entityId, at }: { action: string; entityId: string; at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(auditLogs)
        .set({ doneAt: at })
        .where(
          and(
            eq(auditLogs.action, action),
            eq(auditLogs.entityId, entityId),
            isNull(auditLogs.doneAt),
          ),
        );
    },

    async write(entry: AuditEntry, tx: DbOrTx = db): Promise<void> {
      await tx.insert(auditLogs).values({
        category: entry.category,
        action: entry.action,
        actorId: entry.actorId ?? null,
        actorEmail: entry.actorEmail ?? '',
        entityType: entry.entityType ?? '',
        entityId: entry.entityId ?? '',
        details: entry.details ?? {},
        ip: entry.ip ?? '',
      });
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
    // Records a security event without ever failing the request that caused it.
    recordSecurityEvent: (
      request: FastifyRequest,
      entry: Omit<AuditEntry, 'category' | 'ip'> & { category?: AuditCategory },
    ) => Promise<void>;
  }
}

export default fp(
  async function auditRepository(app: FastifyInstance) {
    const repository = createAuditRepository(app.db);
    app.decorate('auditRepository', repository);
    app.decorate('recordSecurityEvent', async (request, entry) => {
      try {
        await repository.write({ category: 'security', ...entry, ip: request.ip });
      } catch (error) {
        request.log.warn({ err: error, action: entry.action }, 'could not write security event');
      }
    });
  },
  { name: 'audit-repository', dependencies: ['db'] },
);
