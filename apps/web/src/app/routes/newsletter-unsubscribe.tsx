import { useSearchParams } from 'react-router';

import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { useUnsubscribe } from '#web/features/newsletter/api/unsubscribe.ts';
import { NewsletterLinkPage } from '#web/features/newsletter/components/newsletter-link-page.tsx';

// The unsubscribe link of every newsletter e-mail: /newsletter/unsubscribe?token=…
export function Component() {
  const [params] = useSearchParams();
  const leave = useUnsubscribe();
  return (
    <AuthLayout title="Unsubscribe from the newsletter">
      <NewsletterLinkPage
        token={params.get('token') ?? ''}
        action={leave}
        intro="You will not get the Landed newsletter any more. Your account, if you have one, is not affected."
        buttonLabel="Unsubscribe"
        failure="You could not be unsubscribed. Please try again."
      />
    </AuthLayout>
  );
}
