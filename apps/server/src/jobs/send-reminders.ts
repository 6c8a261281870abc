import type { FastifyInstance } from 'fastify';

import { sendReminders } from '#server/operations/bookings/send-reminders.ts';
import { periodicJob } from './periodic-job.ts';

// The booking reminders, on every instance: each reminder is claimed by its notification's
// unique key (docs/decisions/064).
export default function sendRemindersJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'reminders run', job: () => sendReminders(app) });
}
