// Content in the student's language (issue 18, docs/decisions/073): a row of published
// content carries, beside its English fields, a translation per language of the fields a
// student reads. A field missing or empty in a translation shows in English.
import { z } from 'zod';

import type { Locale } from '../locales.ts';
import { LOCALES } from '../locales.ts';
import { faqItemSchema } from './cms.ts';

// The languages a translation may be written in: all but English, the rows' own language.
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== 'en') as Exclude<
  Locale,
  'en'
>[];

const text = z.string().trim().max(20_000);
const list = z.array(z.string().trim().max(500)).max(50);

// The translatable fields of each kind of content, with their schema.
export const TRANSLATABLE = {
  service: {
    title: text,
    description: text,
    details: text,
    highlight: text,
    features: list,
    category: text,
  },
  package: { title: text, tagline: text, description: text, features: list },
  customService: { name: text, description: text },
  customOption: { name: text, description: text, features: list },
  // As long as the English may be. The body is markdown, kept as written (a leading indented
  // block is code).
  blogPost: {
    title: text.max(200),
    summary: text.max(500),
    content: z.string().max(100_000),
  },
  cms: {
    homepageHeadline: text,
    homepageSubheading: text,
    heroText: text,
    footerText: text,
    servicesDesc: text,
    packagesDesc: text,
    about: text,
    // The legal pages too (issue 33 item 2): a student reads the terms they agree to in their
    // own language; the English stays the one that governs where they differ.
    terms: text,
    privacy: text,
    faqs: z.array(faqItemSchema).max(100),
    // The footer's address line and the arrival pass's usual meeting point and help steps
    // (issue 25, docs/decisions/081).
    contactAddress: text,
    defaultMeetingPoint: text,
    arrivalHelp: text,
  },
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE;

// `{ "zh-CN": { title: "…" }, "vi": { … } }`: only known languages and fields.
export function translationsSchema<K extends TranslatableKind>(kind: K) {
  const fields = z.strictObject(TRANSLATABLE[kind]).partial();
  return z.partialRecord(z.enum(TRANSLATED_LOCALES), fields);
}

export type Translations<K extends TranslatableKind> = z.infer<
  ReturnType<typeof translationsSchema<K>>
>;

// The language a public read is asked in (`?locale=vi`); English when absent.
export const localeQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });
