import { useSearchParams } from 'react-router';

import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { useConfirmSubscription } from '#web/features/newsletter/api/confirm-subscription.ts';
import { useT } from '#web/lib/i18n.tsx';
import { NewsletterLinkPage } from '#web/features/newsletter/components/newsletter-link-page.tsx';

// The link of the newsletter's confirmation e-mail: /newsletter/confirm?token=…
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const confirm = useConfirmSubscription();
  return (
    <AuthLayout title={t('newsletter.confirmTitle')}>
      <NewsletterLinkPage
        token={params.get('token') ?? ''}
        action={confirm}
        intro={t('newsletter.confirmIntro')}
        buttonLabel={t('newsletter.confirmButton')}
        failure={t('newsletter.confirmFailed')}
      />
    </AuthLayout>
  );
}
