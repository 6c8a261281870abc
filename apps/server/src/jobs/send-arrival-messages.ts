import type { FastifyInstance } from 'fastify';

import { sendDueArrivalMessages } from '#server/operations/arrival-messages/send-due-arrival-messages.ts';
import { periodicJob } from './periodic-job.ts';

// "Your driver is …" the day before (issue 35 item 4), on every instance: each booking's
// message is claimed by its unique (booking, kind) before it is sent (docs/decisions/132).
export default function sendArrivalMessagesJob(app: FastifyInstance) {
  return periodicJob(app, {
    name: 'arrival messages',
    job: () => sendDueArrivalMessages(app),
  });
}
