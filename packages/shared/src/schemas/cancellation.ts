// The cancellation policy (issue 26; docs/decisions/085): tiers by the notice a student gives
// before the arrival, in Melbourne time, and the share of what they paid that goes back. The
// Super Admin sets it in the back-office; until then the issue's defaults apply.
import { z } from 'zod';

export const CANCELLATION_MESSAGES = {
  tiersRequired: 'Give at least one tier.',
  tooManyTiers: 'Give at most 10 tiers.',
  hoursInvalid: 'Hours must be a whole number from 0 to 8760.',
  percentInvalid: 'The refund must be a whole percentage from 0 to 100.',
  tiersOrder:
    'List the tiers from the longest notice to the shortest, each with fewer hours than the one before.',
  percentOrder: 'A shorter notice cannot refund more than a longer one.',
} as const;

// One tier: a cancellation at least `hoursBefore` hours before the arrival gets `percent` back.
export const cancellationTierSchema = z.strictObject({
  hoursBefore: z
    .number({ error: CANCELLATION_MESSAGES.hoursInvalid })
    .int({ error: CANCELLATION_MESSAGES.hoursInvalid })
    .min(0, { error: CANCELLATION_MESSAGES.hoursInvalid })
    .max(8760, { error: CANCELLATION_MESSAGES.hoursInvalid }),
  percent: z
    .number({ error: CANCELLATION_MESSAGES.percentInvalid })
    .int({ error: CANCELLATION_MESSAGES.percentInvalid })
    .min(0, { error: CANCELLATION_MESSAGES.percentInvalid })
    .max(100, { error: CANCELLATION_MESSAGES.percentInvalid }),
});
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

// Tiers from the longest notice to the shortest: strictly fewer hours each time (so no two
// overlap) and never more money for less notice. A notice shorter than the last tier, or a
// cancellation after the arrival (a no-show), refunds nothing.
export const cancellationPolicySchema = z.strictObject({
  tiers: z
    .array(cancellationTierSchema)
    .min(1, { error: CANCELLATION_MESSAGES.tiersRequired })
    .max(10, { error: CANCELLATION_MESSAGES.tooManyTiers })
    .superRefine((tiers, ctx) => {
      for (let i = 1; i < tiers.length; i++) {
        if (tiers[i]!.hoursBefore >= tiers[i - 1]!.hoursBefore)
          ctx.addIssue({
            code: 'custom',
            message: CANCELLATION_MESSAGES.tiersOrder,
            path: [i, 'hoursBefore'],
          });
        else if (tiers[i]!.percent > tiers[i - 1]!.percent)
          ctx.addIssue({
            code: 'custom',
            message: CANCELLATION_MESSAGES.percentOrder,
            path: [i, 'percent'],
          });
      }
    }),
  airlineCancelledFullRefund: z
    .boolean()
    .describe(
      'When the airline cancels the flight: a full refund or a free change of date (staff apply it)',
    ),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

// The issue's defaults: more than 48 hours, full; 24 to 48 hours, half; less than 24 hours or a
// no-show, nothing; the airline cancelled, a full refund or a free change of date.
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  tiers: [
    { hoursBefore: 48, percent: 100 },
    { hoursBefore: 24, percent: 50 },
    { hoursBefore: 0, percent: 0 },
  ],
  airlineCancelledFullRefund: true,
};

// The stored policy, or the defaults when none is stored (or what is stored no longer parses).
export function policyOrDefault(stored: unknown): CancellationPolicy {
  const parsed = cancellationPolicySchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CANCELLATION_POLICY;
}

// Which tier a cancellation fell in: `at-least-48h` (a tier of the policy), `after-arrival` (a
// no-show), `below-tiers` (less notice than the last tier), `override` (staff set the amount).
export const cancellationTierKeySchema = z
  .string()
  .describe('at-least-<hours>h, after-arrival, below-tiers, or override (staff)');

// GET /api/booking/{id}/cancellation: what cancelling now would give back.
export const cancellationQuoteSchema = z.object({
  refundAmount: z.number().describe('AUD: what cancelling now returns (0 when nothing was paid)'),
  tier: cancellationTierKeySchema,
  percent: z.number().int().describe('The share of the payment this tier returns'),
  paidAmount: z.number().describe('AUD: the verified payment the refund is a share of'),
  arrivalAt: z.string().describe('ISO 8601: the arrival the notice is counted to (Melbourne)'),
  policy: cancellationPolicySchema,
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

// The Super Admin's edit (PUT /api/admin/cms/cancellation-policy): the policy, or null to go
// back to the defaults.
export const updateCancellationPolicyBodySchema = z.strictObject({
  policy: cancellationPolicySchema.nullable(),
});
export const cancellationPolicyResponseSchema = z.object({
  policy: cancellationPolicySchema,
  isDefault: z.boolean().describe('true while no policy is stored (the defaults apply)'),
});
export type CancellationPolicyResponse = z.infer<typeof cancellationPolicyResponseSchema>;
