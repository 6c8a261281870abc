// The arrival-day message and the ways it reaches a student (issue 35 item 4;
// docs/decisions/132). A channel sends one message to one student, or says it cannot
// ('skipped': no subscription, no opt-in, not configured). Push is here (push-channel.ts), the
// e-mail fallback too (email-channel.ts); SMS and WhatsApp come from the Twilio channels.
import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';
import type { ArrivalMessageKind, MessageChannel } from '@landed/shared/schemas/meeting';

export type ArrivalMessage = {
  bookingId: string;
  kind: ArrivalMessageKind;
  // In the student's language; `text` stands on its own (an SMS has no title).
  title: string;
  text: string;
  // The student's arrival pass, absolute, in their language.
  url: string;
};

export type Recipient = { userId: string; locale: Locale; phone: string; email: string };

export type ArrivalChannel = {
  name: MessageChannel;
  send(app: FastifyInstance, to: Recipient, message: ArrivalMessage): Promise<'sent' | 'skipped'>;
};
