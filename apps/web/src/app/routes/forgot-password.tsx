import { useLayoutEffect, useRef, useState } from 'react';

import { useT } from '#web/lib/i18n.tsx';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import {
  ForgotPasswordForm,
  ResetLinkSent,
} from '#web/features/auth/components/forgot-password-form.tsx';

// Public §2 Forgot password: the form, then 'Check Your Email' with the address; 'Send
// Another Email' returns to the form (public §4).
export function Component() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // The whole card changes: take keyboard and screen-reader focus to its new heading, in the
  // same commit as the new card (a passive effect could run after a slow frame, leaving focus
  // on the body a moment; the unit test saw it under load).
  useLayoutEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [sentTo]);

  return (
    <AuthLayout
      headingRef={heading}
      title={sentTo ? t('auth.checkEmailTitle') : t('auth.forgotTitle')}
      subtitle={sentTo ? undefined : t('auth.forgotSubtitle')}
    >
      {sentTo ? (
        <ResetLinkSent
          email={sentTo}
          onSendAnother={() => {
            switched.current = true;
            setSentTo(null);
          }}
        />
      ) : (
        <ForgotPasswordForm
          defaultEmail={lastEmail}
          onSent={(email) => {
            switched.current = true;
            setLastEmail(email);
            setSentTo(email);
          }}
        />
      )}
    </AuthLayout>
  );
}
