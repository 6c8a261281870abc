// The built-in content's translations (issue 18, docs/decisions/073), one file per language,
// keyed by what identifies each English row in the seed data: a service's slug, a package's
// English title, a builder service's key and its option's English name. A field left out
// shows in English.
import type { SeedCms } from '#server/db/seed/types.ts';

export type SeedTranslation = {
  services: Record<
    string,
    { title: string; description: string; details: string; highlight: string; features: string[] }
  >;
  packages: Record<
    string,
    { title: string; tagline: string; description: string; features: string[] }
  >;
  customServices: Record<
    string,
    {
      name: string;
      description: string;
      options: Record<string, { name: string; description: string; features: string[] }>;
    }
  >;
  // The FAQs in the English FAQ's order.
  cms: Pick<
    SeedCms,
    | 'homepageHeadline'
    | 'homepageSubheading'
    | 'heroText'
    | 'footerText'
    | 'servicesDesc'
    | 'packagesDesc'
    | 'about'
    | 'faqs'
  >;
};

// The legal pages in one language (issue 33 item 2), written from the English of ../cms.ts:
// the same markdown, every `{{NAME}}` fact kept as it is.
export type LegalTranslation = { terms: string; privacy: string };

// The built-in blog posts in one language (issue 33 item 2), by the English post's slug.
export type BlogTranslation = Record<string, { title: string; summary: string; content: string }>;
