// The back-office catalogue: services, packages and banking services (admin §2-§5, §7, §9).
// Request bodies are used by the server and, as form schemas with the list fields as
// comma-separated text, by the admin forms, so both sides validate the same way.
import { z } from 'zod';

import { LIST_LIMIT_MAX, PACKAGE_TYPES, SERVICE_VISIBILITIES } from '../constants.ts';
import { parsePrice } from '../money.ts';
import {
  SERVER_FIELDS,
  idSchema,
  ignoredFields,
  isoDateTimeSchema,
  listQuerySchema,
  withoutFields,
} from './common.ts';
import { serviceSchema, slugSchema } from './service.ts';
import { publicBankingServiceSchema } from './banking-service.ts';
import type { TranslatableKind, Translations } from './translations.ts';
import { translationsSchema } from './translations.ts';

// ---------------------------------------------------------------- lists (DECISIONS "Lists")

// 'a, b,, c ' → ['a', 'b', 'c']: split on commas, trimmed, empty items dropped, in every form.
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly string[]): string => items.join(', ');

export const LIST_MAX_ITEMS = 50;
const LIST_ITEM_MAX = 300;

const cleanList = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

// A list field as the API takes it: an array, cleaned the same way as the forms' text.
const listSchema = (label: string) =>
  z
    .array(
      z
        .string()
        .max(LIST_ITEM_MAX, { error: `Each item must be at most ${LIST_ITEM_MAX} characters.` }),
      { error: `${label} must be a list.` },
    )
    .transform(cleanList)
    .pipe(z.array(z.string()).max(LIST_MAX_ITEMS, { error: `At most ${LIST_MAX_ITEMS} items.` }));

// The same list typed as comma-separated text in a form.
const listTextSchema = z.string().transform(splitList);

// An external link: http(s) only, so a link can never run script (javascript:, data:).
export const EXTERNAL_LINK_MESSAGE =
  'Links must be web addresses starting with http:// or https://.';
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
const externalLinkSchema = z
  .string()
  .max(LIST_ITEM_MAX, { error: `Each link must be at most ${LIST_ITEM_MAX} characters.` })
  .refine(isWebLink, { error: EXTERNAL_LINK_MESSAGE });
const linksFromList = z
  .array(externalLinkSchema)
  .max(LIST_MAX_ITEMS, { error: `At most ${LIST_MAX_ITEMS} links.` });

// ---------------------------------------------------------------- translations

// A translated value that says something: an empty text, list or FAQ shows the English
// (docs/decisions/073), so it is not stored. List items are cleaned as in English.
function filledTranslation(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (!Array.isArray(value)) return value;
  const items = value
    .map((item: unknown) =>
      typeof item === 'string'
        ? item.trim()
        : // A FAQ item: trimmed; kept only if the list has something to say.
          Object.fromEntries(
            Object.entries(item as Record<string, string>).map(([k, v]) => [k, v.trim()]),
          ),
    )
    .filter((item) => item !== '');
  const blank = items.every(
    (item) => typeof item === 'object' && Object.values(item).every((v) => v === ''),
  );
  return blank ? undefined : items;
}

// What an empty language or field means is English: dropped, so what is stored is only what
// was translated.
export function compactTranslations<K extends TranslatableKind>(
  translations: Translations<K>,
): Translations<K> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [locale, fields] of Object.entries(translations as Record<string, object>)) {
    const kept = Object.entries(fields ?? {})
      .map(([field, value]) => [field, filledTranslation(value)] as const)
      .filter(([, value]) => value !== undefined);
    if (kept.length > 0) result[locale] = Object.fromEntries(kept);
  }
  return result as Translations<K>;
}

// `translations` in an admin body (issue 18): optional, and when absent an edit keeps the
// stored ones. When given, it replaces them; unknown languages or fields are refused (400).
export const translationsBodySchema = <K extends TranslatableKind>(kind: K) =>
  translationsSchema(kind)
    .transform((value) => compactTranslations<K>(value as Translations<K>))
    .optional()
    .describe('Per language, the translated fields; empty or missing shows the English');

// ---------------------------------------------------------------- fields

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');

export const TITLE_REQUIRED = 'Title is required.';
const titleSchema = z
  .string({ error: TITLE_REQUIRED })
  .trim()
  .min(1, { error: TITLE_REQUIRED })
  .max(200, { error: 'Title must be at most 200 characters.' });

// Images must come from this site: the Content-Security-Policy allows no other image host, so
// an outside address would show as a broken image on the public pages.
export const IMAGE_URL_MESSAGE =
  'Upload an image, or use an address on this site such as /images/…';
const imageUrlSchema = z
  .string()
  .trim()
  .max(500, { error: 'The image address must be at most 500 characters.' })
  .refine((value) => value === '' || /^\/(?![/\\])[^\s\\]*$/.test(value), {
    error: IMAGE_URL_MESSAGE,
  })
  .default('');

export const PRIORITY_MESSAGE = 'Priority must be a whole number between -1000 and 1000.';
const prioritySchema = z
  .number({ error: PRIORITY_MESSAGE })
  .int({ error: PRIORITY_MESSAGE })
  .min(-1000, { error: PRIORITY_MESSAGE })
  .max(1000, { error: PRIORITY_MESSAGE });

// A Standard package is booked at its price (the booking API parses it with parsePrice), so it
// must be one the server can charge; a Custom package is priced by its options ("Quote-based").
export const STANDARD_PRICE_MESSAGE = 'A Standard package needs a price such as $180.';
export function isChargeablePrice(price: string): boolean {
  const cents = parsePrice(price);
  return cents !== null && cents > 0 && cents <= 100_000_00;
}
function checkPackagePrice(value: { type: string; price: string }, ctx: z.RefinementCtx) {
  if (value.type === 'Standard' && !isChargeablePrice(value.price)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: STANDARD_PRICE_MESSAGE });
  }
}

const booleanQuery = z.stringbool({ error: 'Use true or false.' }).default(false);
const searchQuery = z.string().trim().max(200).optional();

// A filter the screens offer with an "All" choice (admin §2: 'All Categories', 'All Types',
// visibility All): that choice, or an empty value, means no filter.
const ALL_CHOICES = ['', 'all', 'all categories', 'all types'];
const filterQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && ALL_CHOICES.includes(value.trim().toLowerCase())
        ? undefined
        : value,
    schema.optional(),
  );

// Server fields a whole-entry copy carries, per resource: dropped on every write.
const SERVICE_SERVER_FIELDS = [...SERVER_FIELDS, 'rating', 'highlight', 'image', 'icon'] as const;
const PACKAGE_SERVER_FIELDS = SERVER_FIELDS;
const BANKING_SERVICE_SERVER_FIELDS = SERVER_FIELDS;

// ---------------------------------------------------------------- services

const serviceFields = {
  title: titleSchema,
  // Optional: made from the title when a service is created, kept as it is on an edit (so
  // links to /services/{slug} keep working) unless given.
  slug: slugSchema.optional(),
  description: text('Description', 1000),
  details: text('Details', 20_000),
  price: text('Price', 50),
  category: text('Category', 100),
  imageUrl: imageUrlSchema,
  visibility: z.enum(SERVICE_VISIBILITIES).default('Published'),
};

export const serviceBodySchema = z
  .strictObject({
    ...serviceFields,
    features: listSchema('Features').default([]),
    translations: translationsBodySchema('service'),
    ...ignoredFields(SERVICE_SERVER_FIELDS),
  })
  .transform(withoutFields(SERVICE_SERVER_FIELDS));
export type ServiceBody = z.input<typeof serviceBodySchema>;

export const serviceFormSchema = z.object({
  ...serviceFields,
  // Empty: keep the address (or make one from the title for a new service).
  slug: z
    .string()
    .trim()
    .refine((value) => value === '' || slugSchema.safeParse(value).success, {
      error: 'Use lower-case letters, digits and hyphens.',
    }),
  features: listTextSchema,
});
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

export const adminServiceSchema = serviceSchema.extend({
  isDeleted: z.boolean(),
  translations: translationsSchema('service'),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServicesQuerySchema = listQuerySchema.extend({
  search: searchQuery,
  category: filterQuery(z.string().trim().max(100)),
  visibility: filterQuery(z.enum(SERVICE_VISIBILITIES)),
  showDeleted: booleanQuery,
});
export const adminServicesResponseSchema = z.object({
  services: z.array(adminServiceSchema),
  total: z.number().int(),
  categories: z.array(z.string()).describe('Every category in use, for the filter'),
});
export type AdminServicesResponse = z.infer<typeof adminServicesResponseSchema>;
export const adminServiceResponseSchema = z.object({ service: adminServiceSchema });
export const createdServiceResponseSchema = adminServiceSchema.extend({
  service: adminServiceSchema,
});
export const serviceVisibilityBodySchema = z.strictObject({
  visibility: z.enum(SERVICE_VISIBILITIES),
});

// POST /api/admin/services/upload (multipart, field "image").
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  // What the file picker offers; the server decides by the content.
  accept: 'image/png,image/jpeg,image/webp,image/gif',
} as const;
export const uploadResponseSchema = z.object({
  url: z.string().describe('Where the image is served, on this site'),
});

// ---------------------------------------------------------------- packages

const packageFields = {
  title: titleSchema,
  price: text('Price', 50),
  tagline: text('Tagline', 200),
  description: text('Description', 2000),
  type: z.enum(PACKAGE_TYPES).default('Standard'),
  mostPopular: z.boolean().default(false),
  visibility: z.boolean().default(true),
};

export const packageBodySchema = z
  .strictObject({
    ...packageFields,
    features: listSchema('Features').default([]),
    priority: prioritySchema.default(0),
    translations: translationsBodySchema('package'),
    ...ignoredFields(PACKAGE_SERVER_FIELDS),
  })
  .superRefine(checkPackagePrice)
  .transform(withoutFields(PACKAGE_SERVER_FIELDS));
export type PackageBody = z.input<typeof packageBodySchema>;

export const packageFormSchema = z
  .object({
    ...packageFields,
    features: listTextSchema,
    // The form's number input gives text; an empty box is the default 0.
    priority: z.preprocess(
      (value) => (value === '' || value === undefined ? 0 : Number(value)),
      prioritySchema,
    ),
  })
  .superRefine(checkPackagePrice);
export type PackageFormInput = z.input<typeof packageFormSchema>;
export type PackageFormOutput = z.output<typeof packageFormSchema>;

export const adminPackageSchema = z.object({
  _id: idSchema,
  title: z.string(),
  price: z.string(),
  tagline: z.string(),
  features: z.array(z.string()),
  description: z.string(),
  type: z.enum(PACKAGE_TYPES),
  priority: z.number().int(),
  mostPopular: z.boolean(),
  visibility: z.boolean(),
  isDeleted: z.boolean(),
  translations: translationsSchema('package'),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPackagesQuerySchema = listQuerySchema.extend({
  search: searchQuery,
  type: filterQuery(z.enum(PACKAGE_TYPES)),
  showDeleted: booleanQuery,
});
export const adminPackagesResponseSchema = z.object({
  packages: z.array(adminPackageSchema),
  total: z.number().int(),
});
export type AdminPackagesResponse = z.infer<typeof adminPackagesResponseSchema>;
export const adminPackageResponseSchema = z.object({ package: adminPackageSchema });
export const visibilityBodySchema = z.strictObject({ visibility: z.boolean() });
export const mostPopularBodySchema = z.strictObject({ mostPopular: z.boolean() });

// ---------------------------------------------------------------- banking services

const bankingServiceFields = {
  title: titleSchema,
  description: text('Description', 2000),
  estimatedProcessingTime: text('Estimated Processing Time', 100),
  cost: text('Cost', 50),
  serviceCategory: text('Service Category', 100),
  visibility: z.boolean().default(true),
};

export const bankingServiceBodySchema = z
  .strictObject({
    ...bankingServiceFields,
    requiredDocuments: listSchema('Required Documents').default([]),
    externalLinks: listSchema('External Links').pipe(linksFromList).default([]),
    ...ignoredFields(BANKING_SERVICE_SERVER_FIELDS),
  })
  .transform(withoutFields(BANKING_SERVICE_SERVER_FIELDS));
export type BankingServiceBody = z.input<typeof bankingServiceBodySchema>;

export const bankingServiceFormSchema = z.object({
  ...bankingServiceFields,
  requiredDocuments: listTextSchema,
  // One message under the field, whichever link is wrong.
  externalLinks: listTextSchema.refine((links) => links.every(isWebLink), {
    error: EXTERNAL_LINK_MESSAGE,
  }),
});
export type BankingServiceFormInput = z.input<typeof bankingServiceFormSchema>;
export type BankingServiceFormOutput = z.output<typeof bankingServiceFormSchema>;

// The public entry, plus what only the back-office sees.
export const adminBankingServiceSchema = publicBankingServiceSchema.extend({
  visibility: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminBankingService = z.infer<typeof adminBankingServiceSchema>;

export const adminBankingServicesQuerySchema = listQuerySchema.extend({
  search: searchQuery,
  serviceCategory: filterQuery(z.string().trim().max(100)),
  showDeleted: booleanQuery,
});
export const adminBankingServicesResponseSchema = z.object({
  services: z.array(adminBankingServiceSchema),
  total: z.number().int(),
  categories: z.array(z.string()).describe('Every service category in use, for the filter'),
});
export type AdminBankingServicesResponse = z.infer<typeof adminBankingServicesResponseSchema>;
export const adminBankingServiceResponseSchema = z.object({ service: adminBankingServiceSchema });

// ---------------------------------------------------------------- server answers

export const CATALOGUE_LIMIT = LIST_LIMIT_MAX;

export const CATALOGUE_ERRORS = {
  service: {
    notFound: 'Service not found.',
    deleted: 'This service is deleted. Restore it first.',
    notDeleted: 'This service is not deleted.',
    slugTaken: 'slug: Another service already uses this address.',
  },
  package: {
    notFound: 'Package not found.',
    deleted: 'This package is deleted. Restore it first.',
    notDeleted: 'This package is not deleted.',
  },
  banking: {
    notFound: 'Banking service not found.',
    deleted: 'This banking service is deleted. Restore it first.',
    notDeleted: 'This banking service is not deleted.',
  },
  upload: {
    notMultipart: 'Upload the image as multipart/form-data in the field "image".',
    noFile: 'image: Choose an image to upload.',
    empty: 'image: The file is empty.',
    tooLarge: 'The image is larger than 5 MB.',
    wrongType: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
  },
} as const;
