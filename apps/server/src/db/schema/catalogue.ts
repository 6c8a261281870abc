// The catalogue: services, packages, banking services and custom options.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import type { OnboardingStepKey, PackageType, ServiceVisibility } from '@landed/shared/constants';

import { id, createdAt, updatedAt, stringList, translations } from '#server/db/schema/columns.ts';

export const services = pg.pgTable(
  'services',
  {
    id: id(),
    slug: pg.text('slug').notNull(),
    title: pg.text('title').notNull(),
    description: pg.text('description').notNull().default(''),
    details: pg.text('details').notNull().default(''),
    // Display text such as '$49'; empty means free.
    price: pg.text('price').notNull().default(''),
    category: pg.text('category').notNull().default(''),
    rating: pg.real('rating'),
    highlight: pg.text('highlight').notNull().default(''),
    features: stringList('features'),
    imageUrl: pg.text('image_url').notNull().default(''),
    icon: pg.text('icon').notNull().default(''),
    // The onboarding step this service moves when a booking that includes it is confirmed.
    onboardingStep: pg.text('onboarding_step').$type<OnboardingStepKey>(),
    visibility: pg.text('visibility').$type<ServiceVisibility>().notNull().default('Published'),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    translations: translations(),
    isDeleted: pg.boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex('services_slug_key').on(t.slug)],
);

export const packages = pg.pgTable(
  'packages',
  {
    id: id(),
    title: pg.text('title').notNull(),
    // Display text such as '$75'; for fixed packages the server parses it to price bookings.
    price: pg.text('price').notNull().default(''),
    tagline: pg.text('tagline').notNull().default(''),
    features: stringList('features'),
    description: pg.text('description').notNull().default(''),
    type: pg.text('type').$type<PackageType>().notNull().default('Standard'),
    priority: pg.integer('priority').notNull().default(0),
    mostPopular: pg.boolean('most_popular').notNull().default(false),
    visibility: pg.boolean('visibility').notNull().default(true),
    // Onboarding steps a confirmed booking of this package moves (DECISIONS "The user area").
    onboardingSteps: pg
      .jsonb('onboarding_steps')
      .$type<OnboardingStepKey[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    translations: translations(),
    isDeleted: pg.boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('packages_priority_idx').on(t.priority)],
);

export const bankingServices = pg.pgTable('banking_services', {
  id: id(),
  title: pg.text('title').notNull(),
  description: pg.text('description').notNull().default(''),
  estimatedProcessingTime: pg.text('estimated_processing_time').notNull().default(''),
  requiredDocuments: stringList('required_documents'),
  externalLinks: stringList('external_links'),
  cost: pg.text('cost').notNull().default(''),
  visibility: pg.boolean('visibility').notNull().default(true),
  serviceCategory: pg.text('service_category').notNull().default(''),
  isDeleted: pg.boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The custom package builder's catalogue (public §3): nine services, each with options.
export const customServices = pg.pgTable(
  'custom_services',
  {
    id: id(),
    key: pg.text('key').notNull(),
    name: pg.text('name').notNull(),
    icon: pg.text('icon').notNull().default(''),
    description: pg.text('description').notNull().default(''),
    onboardingStep: pg.text('onboarding_step').$type<OnboardingStepKey>(),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex('custom_services_key_key').on(t.key)],
);

export const customOptions = pg.pgTable(
  'custom_options',
  {
    id: id(),
    serviceId: pg
      .uuid('service_id')
      .notNull()
      .references(() => customServices.id, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    description: pg.text('description').notNull().default(''),
    features: stringList('features'),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex('custom_options_service_name_key').on(t.serviceId, t.name)],
);
