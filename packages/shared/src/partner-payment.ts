// What a booking its partner pays on account reads, for the student, staff and the partner alike
// (issue 31; docs/decisions/100): "Invoiced to {partner}" until the partner's invoice is paid,
// then "Paid by {partner}". Never "Not Paid", and never a Pay button: the student owes nothing.
import type { PaymentStatus } from './constants.ts';

export type PartnerPayment = { kind: 'invoiced' | 'paid'; partnerName: string } | null;

export function partnerPayment({
  billedToPartner,
  paymentStatus,
  partnerName,
}: {
  billedToPartner?: boolean | undefined;
  paymentStatus: PaymentStatus;
  partnerName?: string | null | undefined;
}): PartnerPayment {
  if (!billedToPartner) return null;
  const name = partnerName || '';
  if (paymentStatus === 'Paid') return { kind: 'paid', partnerName: name };
  // Verified from another payment staff accepted: the money is in, shown as received.
  if (paymentStatus === 'Verified') return null;
  return { kind: 'invoiced', partnerName: name };
}
