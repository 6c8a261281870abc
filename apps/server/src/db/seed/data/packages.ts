// Built-in packages a fresh install starts with (public spec §9, DECISIONS "One source of truth").
import type { SeedPackage } from '#server/db/seed/types.ts';

// The eight package features, in the order the price cards list them.
export const PACKAGE_FEATURES: string[] = [
  'Airport pickup (standard)',
  'Local SIM card setup',
  'Accommodation assistance',
  'Bank account and TFN setup',
  'City orientation tour',
  'Healthcare registration',
  'Driving and vehicle starter guidance',
  'Part-time job and resume support',
];

export const seedPackages: SeedPackage[] = [
  {
    title: 'Basic',
    price: '$75',
    tagline: 'The essentials for landing well',
    features: PACKAGE_FEATURES.slice(0, 3),
    description:
      'A pickup at the airport, a working local SIM and help finding somewhere to live. Everything you need for your first few days in Melbourne.',
    type: 'Standard',
    priority: 1,
    mostPopular: false,
    onboardingSteps: ['airport', 'sim', 'accommodation'],
  },
  {
    title: 'Standard',
    price: '$180',
    tagline: 'Arrive and settle in with confidence',
    features: PACKAGE_FEATURES.slice(0, 6),
    description:
      'Everything in Basic, plus your bank account and TFN, a guided city orientation and your health cover sorted. Our most popular choice for new students.',
    type: 'Standard',
    priority: 2,
    mostPopular: true,
    onboardingSteps: ['airport', 'sim', 'accommodation', 'bank', 'orientation', 'healthcare'],
  },
  {
    title: 'Premium',
    price: '$385',
    tagline: 'Complete arrival and settlement support',
    features: PACKAGE_FEATURES.slice(0, 8),
    description:
      'Everything in Standard, plus driving and vehicle guidance and part-time job support with an Australian-style resume. The full Landed experience.',
    type: 'Standard',
    priority: 3,
    mostPopular: false,
    onboardingSteps: [
      'airport',
      'sim',
      'accommodation',
      'bank',
      'orientation',
      'healthcare',
      'job',
    ],
  },
  {
    title: 'Custom Package',
    price: '',
    tagline: 'Build exactly what you need',
    features: [
      'Pick only the services you need',
      'Choose a level for each service, from basic to premium',
      'Each option is priced individually',
      'See your running total before you book',
      'Quote-based: your total is confirmed when you book',
    ],
    description:
      'Already have some things sorted? Choose the services and service levels that fit your situation, and pay only for what you pick.',
    type: 'Custom',
    priority: 4,
    mostPopular: false,
    onboardingSteps: [],
  },
];
