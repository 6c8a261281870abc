// schema.org descriptions of the public pages (issue 17, docs/decisions/068): what search
// engines read of the business, a post, a service and its price, the packages and the FAQ.
// Pure functions of the page's data and the site's address.
import type { BlogPost } from '@landed/shared/schemas/blog';
import type { FaqItem, PublicCms } from '@landed/shared/schemas/cms';
import type { PublicPackage } from '@landed/shared/schemas/package';
import type { Service } from '@landed/shared/schemas/service';

import type { JsonLdObject } from './structured-data.ts';
import { SITE_CARD_IMAGE, SITE_NAME, absoluteUrl } from './structured-data.ts';

// A display price ('$49', 'From $1,200', '') as a number of dollars: '' is free, a text
// without an amount (a quote) is null.
export function priceAmount(display: string): string | null {
  const text = display.trim();
  if (text === '') return '0';
  const match = /\d[\d,]*(?:\.\d{1,2})?/.exec(text);
  return match ? match[0].replace(/,/g, '') : null;
}

const SOCIAL_KEYS = [
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'telegram',
  'whatsapp',
] as const;

// The business on every page: a local business in Melbourne with its contact points and
// social profiles as the CMS has them.
export function organization(origin: string, cms: PublicCms | undefined): JsonLdObject {
  const sameAs = SOCIAL_KEYS.map((key) => cms?.socialLinks?.[key] ?? '').filter((link) =>
    /^https?:\/\//.test(link),
  );
  return {
    '@type': 'LocalBusiness',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: absoluteUrl(origin, '/favicon.svg'),
    image: absoluteUrl(origin, SITE_CARD_IMAGE),
    description:
      'Arrival and settlement services for international students in Melbourne: airport pickup, SIM card, accommodation, bank account and more.',
    areaServed: { '@type': 'City', name: 'Melbourne' },
    address: {
      '@type': 'PostalAddress',
      ...(cms?.contactAddress ? { streetAddress: cms.contactAddress } : {}),
      addressLocality: 'Melbourne',
      addressRegion: 'VIC',
      addressCountry: 'AU',
    },
    ...(cms?.contactEmail ? { email: cms.contactEmail } : {}),
    ...(cms?.contactPhone ? { telephone: cms.contactPhone } : {}),
    ...(cms && (cms.contactEmail || cms.contactPhone)
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              areaServed: 'AU',
              availableLanguage: ['English'],
              ...(cms.contactEmail ? { email: cms.contactEmail } : {}),
              ...(cms.contactPhone ? { telephone: cms.contactPhone } : {}),
            },
          ],
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function article({
  origin,
  post,
  path,
}: {
  origin: string;
  post: BlogPost;
  path: string;
}): JsonLdObject {
  return {
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    description: post.summary,
    ...(post.thumbnail ? { image: [absoluteUrl(origin, post.thumbnail)] } : {}),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author || SITE_NAME },
    publisher: { '@id': `${origin}/#organization` },
    mainEntityOfPage: absoluteUrl(origin, path),
    articleSection: post.category,
    // Asked in another language: the language its body is in (English until translated).
    ...(post.contentLocale ? { inLanguage: post.contentLocale } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

function offer({
  origin,
  price,
  path,
}: {
  origin: string;
  price: string;
  path: string;
}): Record<string, unknown> {
  const amount = priceAmount(price);
  return {
    '@type': 'Offer',
    priceCurrency: 'AUD',
    ...(amount !== null ? { price: amount } : {}),
    availability: 'https://schema.org/InStock',
    url: absoluteUrl(origin, path),
  };
}

export function service({
  origin,
  item,
  path,
}: {
  origin: string;
  item: Service;
  path: string;
}): JsonLdObject {
  const image = item.imageUrl || item.image;
  return {
    '@type': 'Service',
    name: item.title,
    description: item.description,
    serviceType: item.category || item.title,
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    provider: { '@id': `${origin}/#organization` },
    areaServed: { '@type': 'City', name: 'Melbourne' },
    url: absoluteUrl(origin, path),
    offers: offer({ origin, price: item.price, path }),
  };
}

// The packages as an offer catalogue, each package an Offer in AUD.
export function packageCatalog({
  origin,
  packages,
  path,
}: {
  origin: string;
  packages: PublicPackage[];
  path: string;
}): JsonLdObject {
  return {
    '@type': 'OfferCatalog',
    name: 'Arrival packages',
    url: absoluteUrl(origin, path),
    itemListElement: packages.map((item) => ({
      ...offer({ origin, price: item.price, path }),
      name: item.name || item.title,
      description: item.description || item.tagline,
      ...(item.totalPrice !== null ? { price: String(item.totalPrice) } : {}),
      itemOffered: {
        '@type': 'Service',
        name: item.name || item.title,
        provider: { '@id': `${origin}/#organization` },
      },
    })),
  };
}

export function faqPage(faqs: FaqItem[]): JsonLdObject | null {
  const answered = faqs.filter((faq) => faq.question.trim() && faq.answer.trim());
  if (answered.length === 0) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: answered.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
