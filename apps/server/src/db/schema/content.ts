// The public site's content: blog posts and the site settings.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { id, createdAt, updatedAt, stringList, translations } from '#server/db/schema/columns.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // Markdown, rendered without raw HTML.
    content: text('content').notNull().default(''),
    category: text('category').notNull().default(''),
    author: text('author').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    tags: stringList('tags'),
    published: boolean('published').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_date_idx').on(t.date)],
);

export type FaqItem = { question: string; answer: string };

export type SocialLinks = {
  facebook: string;
  instagram: string;
  linkedin: string;
  telegram: string;
  twitter: string;
  whatsapp: string;
};

// One row (id 'site') holding the CMS texts and the bank details of admin §3.
export const cmsSettings = pgTable('cms_settings', {
  id: text('id').primaryKey(),
  homepageHeadline: text('homepage_headline').notNull().default(''),
  homepageSubheading: text('homepage_subheading').notNull().default(''),
  heroText: text('hero_text').notNull().default(''),
  footerText: text('footer_text').notNull().default(''),
  servicesDesc: text('services_desc').notNull().default(''),
  packagesDesc: text('packages_desc').notNull().default(''),
  faqs: jsonb('faqs')
    .$type<FaqItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  about: text('about').notNull().default(''),
  terms: text('terms').notNull().default(''),
  privacy: text('privacy').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactAddress: text('contact_address').notNull().default(''),
  chatUrl: text('chat_url').notNull().default(''),
  messengerUrl: text('messenger_url').notNull().default(''),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull(),
  bankName: text('bank_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  routingNumber: text('routing_number').notNull().default(''),
  swiftCode: text('swift_code').notNull().default(''),
  iban: text('iban').notNull().default(''),
  accountHolder: text('account_holder').notNull().default(''),
  branch: text('branch').notNull().default(''),
  bankAddress: text('bank_address').notNull().default(''),
  bankPhone: text('bank_phone').notNull().default(''),
  bankEmail: text('bank_email').notNull().default(''),
  bankInstructions: text('bank_instructions').notNull().default(''),
  // The seller on tax invoices (Super Admin; docs/decisions/061).
  businessName: text('business_name').notNull().default(''),
  abn: text('abn').notNull().default(''),
  businessAddress: text('business_address').notNull().default(''),
  gstRegistered: boolean('gst_registered').notNull().default(true),
  // Arrival operations (docs/decisions/060): how close to the arrival a student may still
  // change it themselves, where drivers meet students unless a booking says otherwise, and
  // what the arrival pass tells a student who cannot find their driver.
  arrivalChangeCutoffHours: integer('arrival_change_cutoff_hours').notNull().default(24),
  defaultMeetingPoint: text('default_meeting_point').notNull().default(''),
  arrivalHelp: text('arrival_help').notNull().default(''),
  // Money (issue 26): the cancellation tiers (hours before the arrival, Melbourne time, and the
  // share refunded), and PayID shown beside the bank account in the Pay dialog.
  cancellationPolicy: jsonb('cancellation_policy').$type<Record<string, unknown>>(),
  payId: text('pay_id').notNull().default(''),
  translations: translations(),
  updatedAt: updatedAt(),
});
