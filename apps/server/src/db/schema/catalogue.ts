// The catalogue: services, packages, banking services and custom options.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { OnboardingStepKey, PackageType, ServiceVisibility } from '@landed/shared/constants';

import { id, createdAt, updatedAt, stringList, translations } from '#server/db/schema/columns.ts';

export const services = pgTable(
  'services',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    // Display text such as '$49'; empty means free.
    price: text('price').notNull().default(''),
    category: text('category').notNull().default(''),
    rating: real('rating'),
    highlight: text('highlight').notNull().default(''),
    features: stringList('features'),
    imageUrl: text('image_url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    // The onboarding step this service moves when a booking that includes it is confirmed.
    onboardingStep: text('onboarding_step').$type<OnboardingStepKey>(),
    visibility: text('visibility').$type<ServiceVisibility>().notNull().default('Published'),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('services_slug_key').on(t.slug)],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    title: text('title').notNull(),
    // Display text such as '$75'; for fixed packages the server parses it to price bookings.
    price: text('price').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    features: stringList('features'),
    description: text('description').notNull().default(''),
    type: text('type').$type<PackageType>().notNull().default('Standard'),
    priority: integer('priority').notNull().default(0),
    mostPopular: boolean('most_popular').notNull().default(false),
    visibility: boolean('visibility').notNull().default(true),
    // Onboarding steps a confirmed booking of this package moves (DECISIONS "The user area").
    onboardingSteps: jsonb('onboarding_steps')
      .$type<OnboardingStepKey[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    translations: translations(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('packages_priority_idx').on(t.priority)],
);

export const bankingServices = pgTable('banking_services', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  estimatedProcessingTime: text('estimated_processing_time').notNull().default(''),
  requiredDocuments: stringList('required_documents'),
  externalLinks: stringList('external_links'),
  cost: text('cost').notNull().default(''),
  visibility: boolean('visibility').notNull().default(true),
  serviceCategory: text('service_category').notNull().default(''),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The custom package builder's catalogue (public §3): nine services, each with options.
export const customServices = pgTable(
  'custom_services',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    onboardingStep: text('onboarding_step').$type<OnboardingStepKey>(),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_services_key_key').on(t.key)],
);

export const customOptions = pgTable(
  'custom_options',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => customServices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    features: stringList('features'),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_options_service_name_key').on(t.serviceId, t.name)],
);
