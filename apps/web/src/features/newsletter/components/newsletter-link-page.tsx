import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';

// The page a newsletter mail's link opens (docs/decisions/067). It asks for a click rather
// than acting on load, so a mail scanner that opens links cannot confirm or unsubscribe.
export function NewsletterLinkPage({
  token,
  action,
  intro,
  buttonLabel,
  failure,
}: {
  token: string;
  action: UseMutationResult<{ message: string }, Error, { token: string }>;
  intro: string;
  buttonLabel: string;
  failure: string;
}) {
  const t = useT();
  if (action.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{translateMessage(t, action.data.message)}</Alert>
        <Link to={paths.blog} className={buttonClass('primary')}>
          {t('newsletter.readGuides')}
        </Link>
      </div>
    );
  }
  if (!token) return <Alert>{t('newsletter.incompleteLink')}</Alert>;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{intro}</p>
      {action.isError && <Alert>{translateMessage(t, errorMessage(action.error, failure))}</Alert>}
      <Button disabled={action.isPending} onClick={() => action.mutate({ token })}>
        {action.isPending ? t('newsletter.oneMoment') : buttonLabel}
      </Button>
    </div>
  );
}
