import { z } from 'zod';

import { formatAbn, isValidAbn } from '../abn.ts';
import { BLOG_CATEGORIES, INQUIRY_STATUSES } from '../constants.ts';
import { translationsBodySchema } from './admin-catalogue.ts';
import { blogPostSchema } from './blog.ts';
import { bankDetailsSchema } from './booking.ts';
import {
  calendarDateSchema,
  emailSchema,
  idSchema,
  ignoredFields,
  withoutFields,
} from './common.ts';
import { cmsContactFields, cmsHomeTextFields } from './cms.ts';
import { slugSchema } from './service.ts';
import { translationsSchema } from './translations.ts';

// A link field may be empty; when set it must be http(s) (DECISIONS "Lists and passwords").
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
    error: 'Use a link starting with http:// or https://',
  });

const text = (max: number) => z.string().max(max, { error: `At most ${max} characters.` });

// ---------------------------------------------------------------- CMS and bank details

// The CMS fields of admin §3, plus the legal pages and contact details the public site shows.
export const CMS_TEXT_FIELDS = [
  'homepageHeadline',
  'homepageSubheading',
  'heroText',
  'footerText',
  'servicesDesc',
  'packagesDesc',
  'faqs',
  'about',
  'terms',
  'privacy',
  'contactEmail',
  'contactPhone',
  'contactAddress',
  'chatUrl',
  'messengerUrl',
  'socialLinks',
  // The arrival pass (decision 062).
  'defaultMeetingPoint',
  'arrivalHelp',
] as const;

export const BANK_FIELDS = [
  'bankName',
  'accountNumber',
  'routingNumber',
  'swiftCode',
  'iban',
  'accountHolder',
  'branch',
  'bankAddress',
  'bankPhone',
  'bankEmail',
  'bankInstructions',
  'payId',
] as const;

// The seller on invoices (docs/decisions/061): Super Admin only, like the bank details.
export const BUSINESS_FIELDS = ['businessName', 'abn', 'businessAddress', 'gstRegistered'] as const;

export const BUSINESS_MESSAGES = {
  abnInvalid: 'This ABN is not valid. Check the 11 digits on the Australian Business Register.',
  saved: 'Business details updated!',
  failed: 'Failed to update business details.',
  missingAbn:
    'Invoices say "Tax invoice" only once the ABN is set. Until then they are issued as plain invoices.',
} as const;

export const businessDetailsSchema = z.object({
  businessName: z.string(),
  abn: z.string().describe("Printed as the ABR prints it, e.g. '51 824 753 556'; empty if not set"),
  businessAddress: z.string(),
  gstRegistered: z.boolean(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export const businessFieldsSchema = z.strictObject({
  businessName: text(200).trim(),
  abn: z
    .string()
    .trim()
    .max(20, { error: BUSINESS_MESSAGES.abnInvalid })
    .refine((v) => v === '' || isValidAbn(v), { error: BUSINESS_MESSAGES.abnInvalid })
    .transform((v) => (v === '' ? '' : formatAbn(v))),
  businessAddress: text(300).trim(),
  gstRegistered: z.boolean(),
});
export type BusinessFields = z.input<typeof businessFieldsSchema>;

export const adminCmsSchema = z.object({
  _id: z.string(),
  ...cmsHomeTextFields,
  about: z.string(),
  terms: z.string(),
  privacy: z.string(),
  ...cmsContactFields,
  defaultMeetingPoint: z.string().describe('Where drivers meet students unless a booking says'),
  arrivalHelp: z.string().describe('What to do if you cannot find your driver, one step a line'),
  translations: translationsSchema('cms').describe(
    'The home texts, FAQ and about page per language (issue 18)',
  ),
  updatedAt: z.string(),
});
export type AdminCms = z.infer<typeof adminCmsSchema>;

// Bank details only for those who may manage them (Super Admin): the same fields students read
// from GET /api/booking/bank-details.
export const adminCmsResponseSchema = z.object({
  cms: adminCmsSchema,
  bank: bankDetailsSchema.nullable(),
  business: businessDetailsSchema
    .nullable()
    .describe('The seller on invoices, for those who may manage it (Super Admin)'),
});

// The site texts as the Content tab edits them (every field present).
export const cmsTextsSchema = z.strictObject({
  homepageHeadline: text(200).trim(),
  homepageSubheading: text(300).trim(),
  heroText: text(1000).trim(),
  footerText: text(500).trim(),
  servicesDesc: text(1000).trim(),
  packagesDesc: text(1000).trim(),
  faqs: z
    .array(
      z.strictObject({
        question: z.string().trim().min(1, { error: 'A question is required.' }).max(300),
        answer: z.string().trim().min(1, { error: 'An answer is required.' }).max(2000),
      }),
    )
    .max(30),
  about: text(20_000),
  terms: text(50_000),
  privacy: text(50_000),
  contactEmail: z.union([z.literal(''), emailSchema]),
  contactPhone: text(40).trim(),
  contactAddress: text(200).trim(),
  chatUrl: optionalUrl,
  messengerUrl: optionalUrl,
  socialLinks: z.strictObject({
    facebook: optionalUrl,
    instagram: optionalUrl,
    linkedin: optionalUrl,
    telegram: optionalUrl,
    twitter: optionalUrl,
    whatsapp: optionalUrl,
  }),
  // Blank: the arrival pass shows its built-in text (decision 062).
  defaultMeetingPoint: text(500).trim(),
  arrivalHelp: text(2000).trim(),
});
export type CmsTexts = z.input<typeof cmsTextsSchema>;

const PAY_ID = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[\d ]{8,16}|\d{2} ?\d{3} ?\d{3} ?\d{3})$/;

export const bankFieldsSchema = z.strictObject({
  bankName: text(120).trim(),
  accountNumber: text(60).trim(),
  routingNumber: text(60).trim(),
  swiftCode: text(20).trim(),
  iban: text(60).trim(),
  accountHolder: text(120).trim(),
  branch: text(120).trim(),
  bankAddress: text(300).trim(),
  bankPhone: text(40).trim(),
  bankEmail: z.union([z.literal(''), emailSchema]),
  bankInstructions: text(2000).trim(),
  // PayID (issue 26): what the business registered with its bank, an e-mail, phone or ABN.
  payId: text(120)
    .trim()
    .refine((v) => v === '' || PAY_ID.test(v), {
      error: 'A PayID is an e-mail address, a phone number or an ABN.',
    }),
});

// admin §7: PUT /api/admin/cms/{id} takes any of the texts and bank fields.
// The object read back (with _id and updatedAt) may be sent whole; those are dropped.
const CMS_SERVER_FIELDS = ['_id', 'createdAt', 'updatedAt'] as const;
export const updateCmsBodySchema = z
  .strictObject({
    ...cmsTextsSchema.partial().shape,
    ...bankFieldsSchema.partial().shape,
    ...businessFieldsSchema.partial().shape,
    translations: translationsBodySchema('cms'),
    ...ignoredFields(CMS_SERVER_FIELDS),
  })
  .transform(withoutFields(CMS_SERVER_FIELDS))
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update.' });
export type UpdateCmsBody = z.input<typeof updateCmsBodySchema>;
export const cmsIdParamsSchema = z.strictObject({ id: z.string().max(40) });

// ---------------------------------------------------------------- blog posts

export const adminBlogPostSchema = blogPostSchema
  .omit({ contentLocale: true, titleLocale: true })
  .extend({
    published: z.boolean(),
    translations: translationsSchema('blogPost').describe(
      'The title, summary and body per language (issue 18)',
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogListResponseSchema = z.object({
  posts: z.array(adminBlogPostSchema),
  total: z.number().int(),
});
export const adminBlogPostResponseSchema = z.object({ post: adminBlogPostSchema });

export const blogPostBodySchema = z.strictObject({
  title: z.string().trim().min(1, { error: 'Title is required.' }).max(200),
  slug: slugSchema,
  summary: z.string().trim().max(500).default(''),
  content: z.string().max(100_000).default(''),
  category: z.enum(BLOG_CATEGORIES, { error: `Choose one of: ${BLOG_CATEGORIES.join(', ')}.` }),
  author: z.string().trim().max(100).default(''),
  date: calendarDateSchema,
  thumbnail: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || v.startsWith('/') || /^https:\/\//i.test(v), {
      error: 'Use a site path (/images/...) or an https:// link.',
    })
    .default(''),
  // Comma-separated in the form; split, trimmed and empties dropped (DECISIONS).
  tags: z
    .array(z.string().trim().max(40))
    .max(20)
    .transform((tags) => tags.filter(Boolean))
    .default([]),
  published: z.boolean().default(true),
  // Absent: the stored translations stay.
  translations: translationsBodySchema('blogPost'),
});
export type BlogPostBody = z.input<typeof blogPostBodySchema>;

// ---------------------------------------------------------------- inquiries

export const updateInquiryBodySchema = z
  .strictObject({
    status: z.enum(INQUIRY_STATUSES).optional(),
    assigned: idSchema.nullable().optional().describe('An administrator of the team, or null'),
    note: z.string().max(5000, { error: 'The note must be at most 5000 characters.' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update.' });

export const assigneesResponseSchema = z.object({
  assignees: z.array(z.object({ _id: idSchema, name: z.string(), email: z.string() })),
});
