import { z } from 'zod';

import { SERVICE_VISIBILITIES } from '../constants.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

export const serviceSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.string(),
  price: z.string().describe("Display price such as '$49'; empty means free"),
  category: z.string(),
  rating: z.number().nullable(),
  highlight: z.string(),
  features: z.array(z.string()),
  image: z.string(),
  imageUrl: z.string(),
  icon: z.string(),
  visibility: z.enum(SERVICE_VISIBILITIES),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and hyphens.' });
export const slugParamsSchema = z.strictObject({ slug: z.string().max(200) });

export const servicesResponseSchema = z.object({ services: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ service: serviceSchema });
