import { z } from 'zod';

import { idSchema } from './common.ts';

export const publicBankingServiceSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  estimatedProcessingTime: z.string(),
  requiredDocuments: z.array(z.string()),
  externalLinks: z.array(z.string()),
  cost: z.string(),
  serviceCategory: z.string(),
});
export type PublicBankingService = z.infer<typeof publicBankingServiceSchema>;

export const publicBankingServicesResponseSchema = z.object({
  services: z.array(publicBankingServiceSchema),
});
export type PublicBankingServicesResponse = z.infer<typeof publicBankingServicesResponseSchema>;
