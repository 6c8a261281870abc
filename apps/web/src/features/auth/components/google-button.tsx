import { useLocation } from 'react-router';

import { inLocale } from '@landed/shared/api-paths';

import { api } from '#web/config/api-endpoints.ts';
import { keepReturnPath, returnPath } from '#web/features/auth/return-path.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { rememberLocale } from '#web/lib/locale-choice.ts';

// Leaves the app for the server's Google sign-in start (public §2), in the page's language: a
// new account gets it, and the return to the site's English address leads back to it
// (docs/decisions/071, 072). The page the visitor came from is kept for the way back.
export function GoogleButton({ label }: { label: string }) {
  const locale = useLocale();
  const location = useLocation();
  return (
    <a
      href={inLocale(api.googleStart, locale)}
      onClick={() => {
        rememberLocale(locale);
        keepReturnPath(returnPath(location.state));
      }}
      className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
        />
      </svg>
      {label}
    </a>
  );
}

export function OrDivider() {
  const t = useT();
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
