import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { useHandOverReferral } from '#web/features/referrals/api/hand-over-referral.ts';
import { useOpenReferral } from '#web/features/referrals/api/open-referral.ts';
import type { ReferralQuestion } from '#web/features/referrals/components/referral-choice-dialog.tsx';
import { ReferralChoiceDialog } from '#web/features/referrals/components/referral-choice-dialog.tsx';
import {
  forgetReferral,
  keepReferral,
  readReferral,
} from '#web/features/referrals/referral-storage.ts';

// A partner's referral link, `?partner=CODE` on any page in any language (docs/decisions/092):
// the code is checked by the server and its ticket kept; once the visitor is signed in (now or
// later, within 30 days) the ticket is handed over and forgotten. Another partner's link while
// one still counts (kept in this browser, or on the account) is a question to the student,
// and nothing changes until they answer (docs/decisions/106). Renders only that question.
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
  // The ticket the student is being asked about: not handed over again meanwhile.
  const asked = useRef<string | null>(null);
  // The partner whose link brought the visitor, greeted on the page they land on.
  const [welcome, setWelcome] = useState<string | null>(null);
  const [question, setQuestion] = useState<
    (ReferralQuestion & { decide: (replace: boolean) => void }) | null
  >(null);

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
        setWelcome(answer.partner.name);
        const keep = () => {
          keepReferral(answer);
          setKept((n) => n + 1);
        };
        const earlier = readReferral();
        if (earlier && earlier.partner !== answer.partner.name) {
          setQuestion({
            current: earlier.partner,
            offered: answer.partner.name,
            decide: (replace) => replace && keep(),
          });
        } else keep();
      },
    });
  }, [code, open, setParams]);

  useEffect(() => {
    if (!isSignedIn || handing.current) return;
    const referral = readReferral();
    if (!referral || asked.current === referral.ticket) return;
    handing.current = true;
    handOver.mutate(
      { ticket: referral.ticket },
      {
        // Whatever the server made of it (attributed or not), it is done with, unless the student
        // is to choose between it and the account's link.
        onSuccess: (answer) => {
          if (!answer.choice) return forgetReferral();
          asked.current = referral.ticket;
          setQuestion({
            current: answer.choice.current.name,
            offered: answer.choice.offered.name,
            decide: (replace) => {
              if (!replace) return forgetReferral();
              handOver.mutate(
                { ticket: referral.ticket, replace: true },
                { onSettled: () => forgetReferral() },
              );
            },
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) forgetReferral();
        },
        onSettled: () => {
          handing.current = false;
        },
      },
    );
  }, [isSignedIn, kept, handOver]);

  return (
    <>
      {welcome && <ReferralWelcome partnerName={welcome} onDismiss={() => setWelcome(null)} />}
      <ReferralChoiceDialog
        question={question}
        onAnswer={(replace) => {
          question?.decide(replace);
          setQuestion(null);
        }}
        onClose={() => setQuestion(null)}
      />
    </>
  );
}

// "Welcome, RMIT University student!" above the page a partner's link opened (issue 33 item 3).
function ReferralWelcome({
  partnerName,
  onDismiss,
}: {
  partnerName: string;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <div
      role="status"
      className="border-b border-brand-200 bg-brand-50"
      data-testid="referral-welcome"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="flex-1 text-sm font-medium text-brand-900">
          {t('referralWelcome.text', { partnerName })}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
        >
          {t('referralWelcome.dismiss')}
        </button>
      </div>
    </div>
  );
}
