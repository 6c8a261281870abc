// The public site's content: blog posts and the site settings.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import type { Terminal } from '@landed/shared/schemas/arrivals';

import { id, createdAt, updatedAt, stringList, translations } from '#server/db/schema/columns.ts';

export const blogPosts = pg.pgTable(
  'blog_posts',
  {
    id: id(),
    slug: pg.text('slug').notNull(),
    title: pg.text('title').notNull(),
    summary: pg.text('summary').notNull().default(''),
    // Markdown, rendered without raw HTML.
    content: pg.text('content').notNull().default(''),
    category: pg.text('category').notNull().default(''),
    author: pg.text('author').notNull().default(''),
    date: pg.date('date', { mode: 'string' }).notNull(),
    thumbnail: pg.text('thumbnail').notNull().default(''),
    tags: stringList('tags'),
    published: pg.boolean('published').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('blog_posts_slug_key').on(t.slug),
    pg.index('blog_posts_date_idx').on(t.date),
  ],
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
export const cmsSettings = pg.pgTable('cms_settings', {
  id: pg.text('id').primaryKey(),
  homepageHeadline: pg.text('homepage_headline').notNull().default(''),
  homepageSubheading: pg.text('homepage_subheading').notNull().default(''),
  heroText: pg.text('hero_text').notNull().default(''),
  footerText: pg.text('footer_text').notNull().default(''),
  servicesDesc: pg.text('services_desc').notNull().default(''),
  packagesDesc: pg.text('packages_desc').notNull().default(''),
  faqs: pg
    .jsonb('faqs')
    .$type<FaqItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  about: pg.text('about').notNull().default(''),
  terms: pg.text('terms').notNull().default(''),
  privacy: pg.text('privacy').notNull().default(''),
  contactEmail: pg.text('contact_email').notNull().default(''),
  contactPhone: pg.text('contact_phone').notNull().default(''),
  contactAddress: pg.text('contact_address').notNull().default(''),
  chatUrl: pg.text('chat_url').notNull().default(''),
  messengerUrl: pg.text('messenger_url').notNull().default(''),
  socialLinks: pg.jsonb('social_links').$type<SocialLinks>().notNull(),
  bankName: pg.text('bank_name').notNull().default(''),
  accountNumber: pg.text('account_number').notNull().default(''),
  routingNumber: pg.text('routing_number').notNull().default(''),
  swiftCode: pg.text('swift_code').notNull().default(''),
  iban: pg.text('iban').notNull().default(''),
  accountHolder: pg.text('account_holder').notNull().default(''),
  branch: pg.text('branch').notNull().default(''),
  bankAddress: pg.text('bank_address').notNull().default(''),
  bankPhone: pg.text('bank_phone').notNull().default(''),
  bankEmail: pg.text('bank_email').notNull().default(''),
  bankInstructions: pg.text('bank_instructions').notNull().default(''),
  // The seller on tax invoices (Super Admin; docs/decisions/061).
  businessName: pg.text('business_name').notNull().default(''),
  abn: pg.text('abn').notNull().default(''),
  businessAddress: pg.text('business_address').notNull().default(''),
  gstRegistered: pg.boolean('gst_registered').notNull().default(true),
  // Arrival operations (docs/decisions/060): how close to the arrival a student may still
  // change it themselves, where drivers meet students unless a booking says otherwise, and
  // what the arrival pass tells a student who cannot find their driver.
  arrivalChangeCutoffHours: pg.integer('arrival_change_cutoff_hours').notNull().default(24),
  defaultMeetingPoint: pg.text('default_meeting_point').notNull().default(''),
  // One meeting-point photo per terminal (issue 35 item 3): media_files ids by 'T1'…'T4'.
  meetingPointPhotos: pg
    .jsonb('meeting_point_photos')
    .$type<Partial<Record<Terminal, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  arrivalHelp: pg.text('arrival_help').notNull().default(''),
  // The pickup follows the flight (issue 34; docs/decisions/121), set by the Super Admin: the
  // driver's call time is the landing estimate plus a buffer, and No-show waits this long after
  // the landing; domestic (from an Australian airport) or international.
  pickupBufferDomesticMinutes: pg.integer('pickup_buffer_domestic_minutes').notNull().default(30),
  pickupBufferInternationalMinutes: pg
    .integer('pickup_buffer_international_minutes')
    .notNull()
    .default(45),
  noShowWaitDomesticMinutes: pg.integer('no_show_wait_domestic_minutes').notNull().default(30),
  // A landing moved more than this from what was last told is told again (decision 125).
  changeAlertMinutes: pg.integer('flight_change_alert_minutes').notNull().default(20),
  noShowWaitInternationalMinutes: pg
    .integer('no_show_wait_international_minutes')
    .notNull()
    .default(60),
  // Money (issue 26): the cancellation tiers (hours before the arrival, Melbourne time, and the
  // share refunded), and PayID shown beside the bank account in the Pay dialog.
  cancellationPolicy: pg.jsonb('cancellation_policy').$type<Record<string, unknown>>(),
  payId: pg.text('pay_id').notNull().default(''),
  translations: translations(),
  updatedAt: updatedAt(),
});
