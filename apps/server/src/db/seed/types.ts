// Shapes of the built-in data a fresh install starts with (DECISIONS "One source of truth").
import type { OnboardingStepKey, PackageType } from '@landed/shared/constants';

import type { FaqItem, SocialLinks } from '#server/db/schema.ts';

export type SeedService = {
  slug: string;
  title: string;
  // One or two sentences for cards.
  description: string;
  // A longer paragraph or two for the detail page.
  details: string;
  price: string; // '$49'
  category: string;
  rating: number; // 4.5 .. 4.9
  highlight: string;
  features: string[];
  imageUrl: string; // '/images/services/<slug>.svg'
  icon: string; // a lucide icon name, e.g. 'plane'
  onboardingStep: OnboardingStepKey | null;
};

export type SeedPackage = {
  title: string;
  price: string; // '$75', or '' for the quote-based custom package
  tagline: string;
  features: string[]; // the included features, in the order of PACKAGE_FEATURES
  description: string;
  type: PackageType;
  priority: number;
  mostPopular: boolean;
  onboardingSteps: OnboardingStepKey[];
};

export type SeedCustomOption = {
  name: string;
  price: number; // whole AUD
  description: string;
  features: string[]; // 3 to 9
};

export type SeedCustomService = {
  key: string; // 'airport-pickup'
  name: string;
  icon: string; // lucide icon name
  description: string;
  onboardingStep: OnboardingStepKey | null;
  options: SeedCustomOption[];
};

export type SeedBlogPost = {
  slug: string;
  title: string;
  summary: string;
  content: string; // markdown
  category: string;
  author: string;
  date: string; // YYYY-MM-DD
  thumbnail: string; // '/images/blog/<slug>.svg'
  tags: string[];
};

export type SeedCms = {
  homepageHeadline: string;
  homepageSubheading: string;
  heroText: string;
  footerText: string;
  servicesDesc: string;
  packagesDesc: string;
  faqs: FaqItem[];
  about: string; // markdown
  terms: string; // markdown
  privacy: string; // markdown
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  chatUrl: string;
  messengerUrl: string;
  socialLinks: SocialLinks;
  bankName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  iban: string;
  accountHolder: string;
  branch: string;
  bankAddress: string;
  bankPhone: string;
  bankEmail: string;
  bankInstructions: string;
  // The seller on invoices (docs/decisions/061). No ABN is seeded: the business enters its own.
  businessName: string;
  abn: string;
  businessAddress: string;
  gstRegistered: boolean;
  // The arrival pass (docs/decisions/062).
  defaultMeetingPoint: string;
  arrivalHelp: string;
};

export type SeedBankingService = {
  title: string;
  description: string;
  estimatedProcessingTime: string;
  requiredDocuments: string[];
  externalLinks: string[];
  cost: string;
  serviceCategory: string;
};
