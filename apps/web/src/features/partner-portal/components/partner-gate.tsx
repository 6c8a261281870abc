import type { ReactNode } from 'react';

import type { PartnerMe } from '@landed/shared/schemas/partners';

import { AccessGate } from '#web/components/ui/access-gate.tsx';
import { usePartnerMe } from '#web/features/partner-portal/api/get-partner-me.ts';

// The partner portal's door (docs/decisions/091): a signed-out visitor signs in first and comes
// back; a partner user without two-factor sign-in sets it up first (ADMIN_MFA=required); anyone
// else is told the portal is not theirs. The server decides who is a partner user.
export function PartnerGate({ children }: { children: (me: PartnerMe) => ReactNode }) {
  return (
    <AccessGate
      title="Partner portal"
      useMe={usePartnerMe}
      refusal={(error) =>
        error.code === 'NOT_PARTNER'
          ? 'This area is for the people of our partner universities and agencies. Your account is not one of them.'
          : null
      }
    >
      {children}
    </AccessGate>
  );
}
