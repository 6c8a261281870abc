// The owner's set-up checklist on the Super Admin's Overview (issue 25 item 4,
// docs/decisions/079): GET /api/admin/setup, computed from the real settings.
import { z } from 'zod';

export const SETUP_ITEM_KEYS = [
  'business',
  'abn',
  'bank',
  'support',
  // The site's texts agree with the settings (issue 33 item 1, docs/decisions/116).
  'texts',
  'meetingPoint',
  'mail',
  'twoFactor',
] as const;
export type SetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

export const setupItemSchema = z.object({
  key: z.enum(SETUP_ITEM_KEYS),
  label: z.string(),
  done: z.boolean(),
  // What is missing, one short sentence a line (empty when done).
  missing: z.array(z.string()),
  // Where it is fixed: a back-office address, and the words of the link.
  fix: z.object({ href: z.string(), label: z.string() }),
});
export type SetupItem = z.infer<typeof setupItemSchema>;

export const setupChecklistSchema = z.object({
  items: z.array(setupItemSchema),
  complete: z.boolean(),
  // Students are shown no bank details while this is true (the Pay dialog says how to reach
  // the business instead), and every back-office page warns the owner.
  bankDetailsPlaceholder: z.boolean(),
  // Invoices issued without an ABN that may now be re-issued as tax invoices (ABN on record).
  reissuable: z.array(
    z.object({ bookingId: z.string(), bookingRef: z.string(), number: z.string() }),
  ),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

// POST /api/admin/setup/test-mail (issue 33 item 4): a mail to the administrator's own
// address, sent at once, and what became of it.
export const testMailResultSchema = z.object({
  to: z.string(),
  outcome: z
    .enum(['sent', 'logged', 'failed'])
    .describe('sent: the mail server took it; logged: no SMTP_URL; failed: the server refused it'),
  message: z.string().describe('What happened and what to do, in plain words'),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
