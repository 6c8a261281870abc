// Live updates of the boards and the pass (issue 35; docs/decisions/135): a server-sent event
// stream whose `change` events name a booking that changed; the client fetches it again.
import { z } from 'zod';

export const liveChangeSchema = z.object({ bookingId: z.string() });
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many live views are open. Close one and try again.',
} as const;
