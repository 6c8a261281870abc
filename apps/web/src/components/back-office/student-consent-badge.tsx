import type { StudentConsent } from '@landed/shared/schemas/partner-bookings';

import { Badge } from '#web/components/ui/badge.tsx';

// The student's answer to a booking a partner made for them (docs/decisions/105), in English
// like the partner portal and the back-office that show it.
const CONSENT = {
  Awaiting: { text: 'Waiting for the student', tone: 'yellow' },
  Given: { text: 'Accepted by the student', tone: 'green' },
  Refused: { text: 'Refused by the student', tone: 'red' },
} as const;

export function StudentConsentBadge({ consent }: { consent: StudentConsent | null | undefined }) {
  if (!consent) return null;
  return <Badge tone={CONSENT[consent].tone}>{CONSENT[consent].text}</Badge>;
}
