import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { useHandOverReferral } from '#web/features/referrals/api/hand-over-referral.ts';
import { useOpenReferral } from '#web/features/referrals/api/open-referral.ts';
import {
  forgetReferral,
  keepReferral,
  readReferral,
} from '#web/features/referrals/referral-storage.ts';

// A partner's referral link, `?partner=CODE` on any page in any language (docs/decisions/092):
// the code is checked by the server and its ticket kept; once the visitor is signed in (now or
// later, within 30 days) the ticket is handed over and forgotten. Renders nothing.
export default function ReferralCapture() {
  const [params, setParams] = useSearchParams();
  const code = params.get('partner');
  const { isSignedIn } = useSession();
  const open = useOpenReferral();
  const handOver = useHandOverReferral();
  // Bumped when a ticket is kept, so a signed-in visitor hands it over at once.
  const [kept, setKept] = useState(0);
  const opened = useRef<string | null>(null);
  const handing = useRef(false);

  useEffect(() => {
    if (!code || opened.current === code) return;
    opened.current = code;
    // Out of the address bar: a reload or a shared address does not count the visit again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('partner');
        return next;
      },
      { replace: true },
    );
    open.mutate(code, {
      onSuccess: (answer) => {
        keepReferral(answer);
        setKept((n) => n + 1);
      },
    });
  }, [code, open, setParams]);

  useEffect(() => {
    if (!isSignedIn || handing.current) return;
    const referral = readReferral();
    if (!referral) return;
    handing.current = true;
    handOver.mutate(referral.ticket, {
      // Whatever the server made of it (attributed or not), it is done with.
      onSuccess: () => forgetReferral(),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) forgetReferral();
      },
      onSettled: () => {
        handing.current = false;
      },
    });
  }, [isSignedIn, kept, handOver]);

  return null;
}
