// What the privacy page promises (issue 16; docs/decisions/065–067): download my data, delete
// my account, delete documents, newsletter consent.
import { z } from 'zod';

export const PRIVACY_MESSAGES = {
  lastSuperAdmin:
    'The last Super Admin cannot delete their account. Make another Super Admin first.',
  openBookings:
    'You have a booking still to come. Please cancel it, or contact us to cancel it, before deleting your account.',
  passwordRequired: 'Please enter your current password to delete your account.',
  recentSignInRequired: 'Please sign in again to delete your account.',
  documentNotFound: 'Document not found.',
  newsletterConfirmSent: 'Thanks! Please check your inbox and confirm your subscription.',
  newsletterConfirmed: 'You are subscribed. Thank you!',
  newsletterLinkInvalid:
    'This confirmation link is no longer valid. Please subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed. You will not get our newsletter any more.',
} as const;

// DELETE /api/user/me: the password again (an account without one: a sign-in in the last 10
// minutes instead).
export const deleteAccountBodySchema = z.strictObject({
  currentPassword: z.string().max(256).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const NEWSLETTER_CONSENT = ['subscribed', 'pending', 'none'] as const;
export type NewsletterConsent = (typeof NEWSLETTER_CONSENT)[number];

// GET/PUT /api/user/me/marketing: the signed-in user's newsletter consent.
export const marketingConsentSchema = z.object({
  newsletter: z
    .enum(NEWSLETTER_CONSENT)
    .describe('subscribed; pending: waiting for the confirmation link; none'),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;
export const marketingConsentBodySchema = z.strictObject({ newsletter: z.boolean() });

// The newsletter's confirmation and unsubscribe links carry a token.
export const newsletterTokenBodySchema = z.strictObject({
  token: z.string().trim().min(1).max(512),
});
export const newsletterTokenQuerySchema = z.object({
  token: z.string().trim().min(1).max(512).optional(),
});
