import { z } from 'zod';

import { emailSchema } from './common.ts';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Look out for our next guide in your inbox.',
} as const;

export const newsletterBodySchema = z.strictObject({ email: emailSchema });
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

// The same answer whether or not the address was already subscribed: nothing is leaked.
export const newsletterResponseSchema = z.object({ message: z.string() });
