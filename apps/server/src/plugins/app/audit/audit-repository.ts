import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '../../../db/client.ts';
import { auditLogs } from '../../../db/schema.ts';

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

export function createAuditRepository(db: DbOrTx) {
  return {
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
