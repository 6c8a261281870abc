import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendReminders } from './send-reminders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: { run: () => Promise<number> };
  }
}

// Runs the reminders every `reminderIntervalMs` while the server is up (and once at start).
export default fp(
  async function remindersScheduler(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<number> | null = null;
    const run = () => {
      // One run at a time per instance; other instances are kept apart by the unique keys.
      running ??= sendReminders(app).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('reminders', { run });

    const interval = app.config.reminderIntervalMs;
    if (interval) {
      app.addHook('onReady', async () => {
        const tick = () =>
          void run().catch((error) => app.log.error({ err: error }, 'reminders run failed'));
        tick();
        timer = setInterval(tick, interval);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    });
  },
  {
    name: 'reminders-scheduler',
    dependencies: ['bookings-repository', 'notifications-repository'],
  },
);
