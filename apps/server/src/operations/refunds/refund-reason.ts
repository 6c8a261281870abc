// Why a refund is made, in a reader's language (`refundReason.*`): the policy's tier, or staff's
// own words when they set the amount. Stored in English (staff read it so); the student reads
// it in their language in the mail and on the adjustment note.
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

export type RefundReasonFacts =
  { override: string } | { override?: undefined; hours: number; percent: number };

export function refundReasonIn(locale: string | null | undefined, facts: RefundReasonFacts) {
  const { t } = translatorFor(locale);
  return facts.override !== undefined
    ? t('refundReason.override', { reason: facts.override })
    : t('refundReason.tier', { hours: facts.hours, percent: facts.percent });
}

// The facts of a stored English reason, read back from its sentence; null for words that are
// not one of ours (a reason from before these sentences).
export function refundReasonFacts(english: string): RefundReasonFacts | null {
  const tier = refundReasonIn('en', { hours: 0, percent: 0 })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\b0\b/g, '(\\d+)');
  const byTier = new RegExp(`^${tier}$`).exec(english);
  if (byTier) return { hours: Number(byTier[1]), percent: Number(byTier[2]) };
  const [before, after] = refundReasonIn('en', { override: '\u0000' }).split('\u0000');
  if (english.startsWith(before!) && english.endsWith(after!) && english.length > before!.length)
    return { override: english.slice(before!.length, english.length - after!.length) };
  return null;
}
