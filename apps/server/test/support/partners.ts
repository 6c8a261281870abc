// Partners and their people for the partner tests (issue 27), made in the database: the staff
// screens that make them are another part of the issue.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { mailOutbox, partners, users } from '#server/db/schema.ts';
import { GOOD_PASSWORD, registerUser, uniqueEmail } from '#test/helper.ts';

let codes = 0;

export async function addPartner(
  app: FastifyInstance,
  terms: Partial<typeof partners.$inferInsert> = {},
): Promise<typeof partners.$inferSelect> {
  codes += 1;
  const [row] = await app.db
    .insert(partners)
    .values({
      kind: 'Agent',
      name: `Partner ${codes}`,
      code: `P${codes}${Date.now().toString(36).toUpperCase()}`,
      ...terms,
    })
    .returning();
  return row!;
}

// A signed-in member of the partner's organisation.
export async function partnerUserOf(
  app: FastifyInstance,
  partnerId: string,
): Promise<{ token: string; id: string; email: string }> {
  const { user } = await registerUser(app, { name: 'Coordinator', email: uniqueEmail('partner') });
  await app.db.update(users).set({ partnerId }).where(eq(users.id, user._id));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: GOOD_PASSWORD },
  });
  return { token: login.json().token, id: user._id, email: user.email };
}

export async function mailsTo(app: FastifyInstance, email: string, template: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
}
