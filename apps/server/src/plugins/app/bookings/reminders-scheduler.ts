import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { periodicJob } from '#server/plugins/app/periodic-job.ts';
import { sendReminders } from './send-reminders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: { run: () => Promise<number> };
  }
}

// The booking reminders, on every instance (the unique keys keep them apart).
export default fp(
  async function remindersScheduler(app: FastifyInstance) {
    app.decorate('reminders', {
      run: periodicJob(app, { name: 'reminders run', job: () => sendReminders(app) }),
    });
  },
  {
    name: 'reminders-scheduler',
    dependencies: ['bookings-repository', 'notifications-repository'],
  },
);
