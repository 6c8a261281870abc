// Partners (issue 27): universities and education agents through which students arrive, with
// their terms. Helper Q1 owns this file; this is the part the board, the invoices and the
// commissions need until its version is merged.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema.ts';

export type PartnerRow = typeof partners.$inferSelect;

export function createPartnersRepository(db: DbOrTx) {
  return {
    async find(id: string, tx: DbOrTx = db): Promise<PartnerRow | undefined> {
      const [row] = await tx.select().from(partners).where(eq(partners.id, id));
      return row;
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    partnersRepository: PartnersRepository;
  }
}

export default fp(
  async function partnersRepository(app: FastifyInstance) {
    app.decorate('partnersRepository', createPartnersRepository(app.db));
    // Set by requirePartnerUser (partner-auth.ts) on the routes under /api/partner.
    app.decorateRequest('partnerUser', null);
  },
  { name: 'partners-repository', dependencies: ['db'] },
);
