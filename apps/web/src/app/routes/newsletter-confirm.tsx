import { useSearchParams } from 'react-router';

import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { useConfirmSubscription } from '#web/features/newsletter/api/confirm-subscription.ts';
import { NewsletterLinkPage } from '#web/features/newsletter/components/newsletter-link-page.tsx';

// The link of the newsletter's confirmation e-mail: /newsletter/confirm?token=…
export function Component() {
  const [params] = useSearchParams();
  const confirm = useConfirmSubscription();
  return (
    <AuthLayout title="Confirm your subscription">
      <NewsletterLinkPage
        token={params.get('token') ?? ''}
        action={confirm}
        intro="Confirm that you want the Landed newsletter at this e-mail address."
        buttonLabel="Confirm my subscription"
        failure="Your subscription could not be confirmed. Please try again."
      />
    </AuthLayout>
  );
}
