import { z } from 'zod';

import { emailSchema } from './common.ts';

export const NEWSLETTER_MESSAGES = {
  // Double opt-in (docs/decisions/067): nothing is sent but the confirmation link.
  subscribed: 'Thanks! Please check your inbox and confirm your subscription.',
} as const;

export const newsletterBodySchema = z.strictObject({ email: emailSchema });
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

// The same answer whether or not the address was already subscribed: nothing is leaked.
export const newsletterResponseSchema = z.object({ message: z.string() });
