import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { LOCALE_LIST, localizedPath } from '@landed/shared/locales';

import type { Crumb, JsonLdObject } from '#web/lib/structured-data.ts';
import {
  SITE_CARD_IMAGE,
  absoluteUrl,
  breadcrumbList,
  jsonLdText,
} from '#web/lib/structured-data.ts';
import { siteOrigin } from '#web/lib/hydration.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';

export type PageHeadProps = {
  title: string;
  description?: string | undefined;
  // 'article' for blog posts.
  type?: 'website' | 'article';
  // An absolute or site-relative image for link previews; the site's card when missing.
  image?: string | undefined;
  // Where the page sits, from the home page down (its BreadcrumbList).
  breadcrumbs?: Crumb[] | undefined;
  // The page's own schema.org descriptions (docs/decisions/068).
  jsonLd?: (JsonLdObject | null)[] | undefined;
  // Home's title is the site's own line, without "| Landed" again.
  fullTitle?: string | undefined;
};

// A page's head (React 19 hoists <title>, <meta> and <link> into the document head, and the
// server renders them there; docs/decisions/068): title, description, canonical address,
// Open Graph and Twitter card for link previews, and the page's JSON-LD.
export function PageHead({
  title,
  description,
  type = 'website',
  image,
  breadcrumbs,
  jsonLd = [],
  fullTitle = `${title} | Landed`,
}: PageHeadProps) {
  const origin = siteOrigin();
  const locale = useLocale();
  // The address without the language's prefix (the router's basename).
  const { pathname } = useLocation();
  const url = absoluteUrl(origin, localizedPath(pathname, locale));
  const imageUrl = absoluteUrl(origin, image || SITE_CARD_IMAGE);
  const data = [
    ...jsonLd.filter((item): item is JsonLdObject => item !== null),
    ...(breadcrumbs && breadcrumbs.length > 1 ? [breadcrumbList(origin, breadcrumbs)] : []),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      {/* The same page in every language; English for any other reader (docs/decisions/071). */}
      {LOCALE_LIST.map(({ code }) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code}
          href={absoluteUrl(origin, localizedPath(pathname, code))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(origin, pathname)} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {/* Every shared picture is a 1200 × 630 JPEG: the site's card, or one the server makes
          of a post's or service's picture (/og/…, issue 25). */}
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={imageUrl} />
      {data.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      )}
    </>
  );
}

// A page's outer frame: its head and a centred column.
export function Page({
  children,
  className = '',
  ...head
}: PageHeadProps & { children: ReactNode; className?: string }) {
  return (
    <>
      <PageHead {...head} />
      <div className={`mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 ${className}`}>{children}</div>
    </>
  );
}

export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p role="status" className="py-12 text-center text-slate-600">
      {label ?? t('common.loading')}
    </p>
  );
}
