import type { ReactNode } from 'react';

import { Alert } from '#web/components/ui/alert.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { CtaLinks } from '#web/components/ui/cta-links.tsx';
import { paths } from '#web/config/paths.ts';
import { CoreValues } from '#web/features/about/components/core-values.tsx';
import { Team } from '#web/features/about/components/team.tsx';
import { cmsPageQueryOptions, useCmsPage } from '#web/features/cms/api/get-cms-page.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

// Public §2 About: the banner, the story, mission and vision the administrators write (CMS
// `about`, markdown), the team, the core values and the ways on.
export const prefetch: Prefetch = (ask) => [ask(cmsPageQueryOptions('about'))];

// A section under the story: its centred heading, then its content.
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="mb-8 text-center text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Component() {
  const t = useT();
  const about = useCmsPage('about');
  return (
    <Page
      title={t('about.title')}
      description={t('about.description')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.about'), path: paths.about },
      ]}
    >
      <header className="rounded-2xl bg-brand-800 px-6 py-12 text-center text-white">
        <h1 className="text-4xl font-extrabold">{t('about.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('about.intro')}</p>
      </header>

      <div className="mx-auto mt-10 min-h-64 max-w-3xl">
        {about.isPending ? (
          <p role="status" className="text-slate-600">
            {t('common.loading')}
          </p>
        ) : about.isError ? (
          <Alert>{t('about.loadFailed', { message: about.error.message })}</Alert>
        ) : (
          <Markdown>{about.data}</Markdown>
        )}
      </div>

      <AboutSection id="team" title={t('about.teamTitle')}>
        <Team />
      </AboutSection>

      <AboutSection id="values" title={t('about.valuesTitle')}>
        <CoreValues />
      </AboutSection>

      <CtaLinks
        tone="page"
        className="mt-14 flex flex-wrap justify-center gap-3"
        primary={{ to: paths.packages, label: t('common.explorePackages') }}
        secondary={{ to: paths.contact, label: t('common.contactUs') }}
      />
    </Page>
  );
}
