// The facts of this installation that the site's texts state (issue 33 item 1,
// docs/decisions/116): a `{{NAME}}` in a long text or an FAQ answer is replaced by the value the
// settings hold when the text is read, in the reader's language, so Terms, the FAQ and the
// privacy policy can never disagree with the support details, the payment methods, GST or the
// retention the server applies. The cancellation policy is not a fact here: /terms shows the
// policy itself, drawn from its settings, below the text.
import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';
import type { CmsPageKey } from '@landed/shared/schemas/cms';

import { fillFacts } from '#server/lib/fill-facts.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { localized, shownIn } from '#server/lib/localize.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { toPublicCms } from '#server/plugins/app/cms/cms-repository.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';

export const SITE_FACTS = [
  'SUPPORT_EMAIL',
  'SUPPORT_PHONE',
  'PAYMENT_METHODS',
  'PRICES_GST',
  'DOCUMENT_RETENTION_DAYS',
] as const;
export type SiteFact = (typeof SITE_FACTS)[number];
export type SiteFacts = Record<SiteFact, string>;

export function siteFacts(
  app: FastifyInstance,
  {
    row,
    locale,
  }: {
    row: Pick<CmsRow, 'contactEmail' | 'contactPhone' | 'gstRegistered'>;
    locale: Locale | undefined;
  },
): SiteFacts {
  const { t } = translatorFor(locale ?? 'en');
  return {
    SUPPORT_EMAIL: row.contactEmail,
    SUPPORT_PHONE: row.contactPhone,
    PAYMENT_METHODS: t(
      app.stripe ? 'facts.paymentMethods.cardAndTransfer' : 'facts.paymentMethods.transfer',
    ),
    PRICES_GST: t(row.gstRegistered ? 'facts.prices.gst' : 'facts.prices.noGst'),
    DOCUMENT_RETENTION_DAYS: String(app.config.documentRetentionDays),
  };
}

// The facts for one field, in the language that field is shown in: an untranslated text stays
// wholly English, never English around facts in another language.
function factsOfField(
  app: FastifyInstance,
  { row, locale, field }: { row: CmsRow; locale: Locale | undefined; field: keyof CmsRow & string },
): SiteFacts {
  return siteFacts(app, { row, locale: locale && shownIn(row, { locale, field }) });
}

// The site texts every page may need, as a reader of `locale` sees them: translated where a
// translation is filled in, every fact filled in.
export async function readPublicCms(app: FastifyInstance, locale: Locale | undefined) {
  const row = await app.cmsRepository.get();
  if (!row) throw notFound('Site content not found.');
  const shown = localized(row, locale);
  const faqFacts = factsOfField(app, { row, locale, field: 'faqs' });
  return toPublicCms({
    ...shown,
    footerText: fillFacts(
      shown.footerText,
      factsOfField(app, { row, locale, field: 'footerText' }),
    ),
    faqs: shown.faqs.map(({ question, answer }) => ({
      question: fillFacts(question, faqFacts),
      answer: fillFacts(answer, faqFacts),
    })),
  });
}

// One long text (about, terms, privacy) as a reader of `locale` sees it.
export async function readCmsPage(
  app: FastifyInstance,
  { key, locale }: { key: CmsPageKey; locale: Locale | undefined },
) {
  const row = await app.cmsRepository.get();
  if (!row) throw notFound('Site content not found.');
  const shown = localized(row, locale);
  return {
    key,
    content: fillFacts(shown[key], factsOfField(app, { row, locale, field: key })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
