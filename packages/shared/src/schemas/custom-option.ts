import { z } from 'zod';

import { idSchema } from './common.ts';

// The custom package builder's catalogue (public §3): services, each with priced options.
export const customOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  price: z.number().describe('Whole AUD'),
  description: z.string(),
  features: z.array(z.string()),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

export const customServiceSchema = z.object({
  _id: idSchema,
  key: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  options: z.array(customOptionSchema),
});
export type CustomService = z.infer<typeof customServiceSchema>;

export const customOptionsResponseSchema = z.object({ services: z.array(customServiceSchema) });
export type CustomOptionsResponse = z.infer<typeof customOptionsResponseSchema>;
