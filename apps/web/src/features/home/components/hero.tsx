import { Link } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';

export const primaryLink =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';
export const secondaryLink =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50';

// The home page's first screen, alone in the page's first load; the sections below it are
// home-sections.tsx (docs/decisions/068).
// The hero (public §2 Home): the CMS headline, subheading and text, with the two buttons. Until
// the texts arrive the blocks keep their size, so nothing jumps when they do.
export function Hero({
  headline,
  subheading,
  text,
}: {
  headline: string | undefined;
  subheading: string | undefined;
  text: string | undefined;
}) {
  const t = useT();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="mx-auto flex min-h-[5rem] max-w-3xl items-center justify-center text-4xl font-extrabold tracking-tight text-slate-900 sm:min-h-[7.5rem] sm:text-5xl">
          {headline ?? <span className="sr-only">Landed</span>}
        </h1>
        <p className="mx-auto mt-4 min-h-14 max-w-2xl text-lg text-slate-700 sm:text-xl">
          {subheading}
        </p>
        <p className="mx-auto mt-4 min-h-24 max-w-2xl text-slate-700 sm:min-h-18">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.packages} className={primaryLink}>
            {t('common.explorePackages')}
          </Link>
          <Link to={paths.booking} className={secondaryLink}>
            {t('home.bookYourArrival')}
          </Link>
        </div>
      </div>
    </section>
  );
}
