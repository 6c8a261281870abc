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
