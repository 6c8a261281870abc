import { z } from 'zod';

import { PACKAGE_TYPES } from '../constants.ts';
import { idSchema } from './common.ts';

// One line of a package card: the feature and whether this package includes it (public §3).
export const packageFeatureSchema = z.object({ name: z.string(), included: z.boolean() });
export type PackageFeature = z.infer<typeof packageFeatureSchema>;

// A package as the public site shows it: the stored fields (admin §3) plus the shape of public
// §3 "Fixed package" (name, price text, totalPrice, features with included flags, isPopular,
// isCustom). `features` stays the stored list; the card list with flags is `featureList`.
export const publicPackageSchema = z.object({
  _id: idSchema,
  title: z.string(),
  name: z.string(),
  price: z.string().describe("Display price such as '$75'; empty for a quote-based package"),
  totalPrice: z
    .number()
    .nullable()
    .describe('The price in whole AUD when the price text is a plain amount; null otherwise'),
  tagline: z.string(),
  description: z.string(),
  type: z.enum(PACKAGE_TYPES),
  priority: z.number().int(),
  mostPopular: z.boolean(),
  isPopular: z.boolean(),
  isCustom: z.boolean(),
  features: z.array(z.string()),
  featureList: z.array(packageFeatureSchema),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

export const publicPackagesResponseSchema = z.object({ packages: z.array(publicPackageSchema) });
export type PublicPackagesResponse = z.infer<typeof publicPackagesResponseSchema>;

// '$75', '75', 'A$1,250', '$75.00' → whole dollars; anything else (e.g. 'From $50', '') → null.
export function parsePriceText(price: string): number | null {
  const match = /^\s*(?:A?\$)?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?\s*$/.exec(price);
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return dollars + cents / 100;
}
