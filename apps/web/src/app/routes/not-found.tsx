import { Link } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';

export function Component() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${t('notFound.title')} | Landed`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.goToHomepage')}
      </Link>
    </div>
  );
}
