import { z } from 'zod';

import { cancellationPolicySchema } from './cancellation.ts';

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'telegram',
  'twitter',
  'whatsapp',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialLinksSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  linkedin: z.string(),
  telegram: z.string(),
  twitter: z.string(),
  whatsapp: z.string(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

// The fields the public site texts and the back-office's copy (./admin-content.ts) share.
export const cmsHomeTextFields = {
  homepageHeadline: z.string(),
  homepageSubheading: z.string(),
  heroText: z.string(),
  footerText: z.string(),
  servicesDesc: z.string(),
  packagesDesc: z.string(),
  faqs: z.array(faqItemSchema),
};
export const cmsContactFields = {
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  chatUrl: z.string(),
  messengerUrl: z.string(),
  socialLinks: socialLinksSchema,
};

// The site texts every page may need (home, footer, packages, contact). The long documents
// (about, terms, privacy) are fetched on their own pages, so the first load stays small.
export const publicCmsSchema = z.object({
  _id: z.string().describe('Addresses PUT /api/admin/cms/{id}'),
  ...cmsHomeTextFields,
  ...cmsContactFields,
  arrivalChangeCutoffHours: z
    .number()
    .int()
    .describe(
      'Until how many hours before the arrival a student may change it online (issue 25: said before the form is filled in)',
    ),
  // Optional in the type only, so that earlier clients' copies need not carry it; the server
  // always sends it (the defaults while none is stored).
  cancellationPolicy: cancellationPolicySchema
    .optional()
    .describe('What a cancellation refunds (issue 26; docs/decisions/085)'),
  updatedAt: z.string(),
});
export type PublicCms = z.infer<typeof publicCmsSchema>;

export const publicCmsResponseSchema = z.object({ cms: publicCmsSchema });
export type PublicCmsResponse = z.infer<typeof publicCmsResponseSchema>;

export const CMS_PAGES = ['about', 'terms', 'privacy'] as const;
export type CmsPageKey = (typeof CMS_PAGES)[number];

export const cmsPageParamsSchema = z.strictObject({ page: z.enum(CMS_PAGES) });
export const cmsPageResponseSchema = z.object({
  page: z.object({
    key: z.enum(CMS_PAGES),
    content: z.string().describe('Markdown; rendered without raw HTML'),
    updatedAt: z.string(),
  }),
});
export type CmsPageResponse = z.infer<typeof cmsPageResponseSchema>;
