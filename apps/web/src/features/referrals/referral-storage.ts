// The ticket of a partner's referral link (docs/decisions/092), kept in this browser's own
// storage until it is handed over signed in, or for 30 days. Nothing else about the visit is
// kept, and no cookie is set.
import type { ReferralResponse } from '@landed/shared/schemas/partners';

export const REFERRAL_KEY = 'landed.referral';

export type KeptReferral = { ticket: string; expiresAt: string; partner: string };

export function readReferral(now = Date.now()): KeptReferral | null {
  try {
    const kept = JSON.parse(
      window.localStorage.getItem(REFERRAL_KEY) ?? 'null',
    ) as KeptReferral | null;
    if (!kept || typeof kept.ticket !== 'string') return null;
    if (new Date(kept.expiresAt).getTime() <= now) {
      window.localStorage.removeItem(REFERRAL_KEY);
      return null;
    }
    return kept;
  } catch {
    return null;
  }
}

export function keepReferral(answer: ReferralResponse): void {
  const kept: KeptReferral = {
    ticket: answer.ticket,
    expiresAt: answer.expiresAt,
    partner: answer.partner.name,
  };
  window.localStorage.setItem(REFERRAL_KEY, JSON.stringify(kept));
}

export function forgetReferral(): void {
  window.localStorage.removeItem(REFERRAL_KEY);
}
