import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs, mailOutbox } from '#server/db/schema.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

describe('GET /api/admin/outbox', () => {
  it('shows failed mail without its body, and sends it again on request', async () => {
    const developer = await adminToken(app, 'Developer');
    const { user } = await registerUser(app);
    const [welcome] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email));
    await app.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' })
      .where(eq(mailOutbox.id, welcome!.id));

    const failed = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=failed',
      headers: bearer(developer.token),
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().mail).toEqual([
      expect.objectContaining({
        _id: welcome!.id,
        to: user.email,
        template: 'welcome',
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED',
      }),
    ]);
    expect(failed.body).not.toContain(welcome!.textBody.slice(0, 40));

    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${welcome!.id}/retry`,
      headers: bearer(developer.token),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().mail).toMatchObject({ status: 'pending', attempts: 0 });
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${welcome!.id}/retry`,
      headers: bearer(developer.token),
    });
    expect(again.statusCode).toBe(409);
    const log = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, welcome!.id));
    expect(log.map((l) => l.action)).toEqual(['mail.retried']);
  });
});
