import { useSearchParams } from 'react-router';

import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { useUnsubscribe } from '#web/features/newsletter/api/unsubscribe.ts';
import { useT } from '#web/lib/i18n.tsx';
import { NewsletterLinkPage } from '#web/features/newsletter/components/newsletter-link-page.tsx';

// The unsubscribe link of every newsletter e-mail: /newsletter/unsubscribe?token=…
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const leave = useUnsubscribe();
  return (
    <AuthLayout title={t('newsletter.unsubscribeTitle')}>
      <NewsletterLinkPage
        token={params.get('token') ?? ''}
        action={leave}
        intro={t('newsletter.unsubscribeIntro')}
        buttonLabel={t('newsletter.unsubscribeButton')}
        failure={t('newsletter.unsubscribeFailed')}
      />
    </AuthLayout>
  );
}
