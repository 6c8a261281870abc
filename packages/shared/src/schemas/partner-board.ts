// The partner's board (issue 27, item 4; docs/decisions/095): the staff arrivals board of
// docs/decisions/060, read-only and narrowed to the partner's own students. It carries what a
// coordinator follows (status, payment, who meets the student, how the pickup went) and
// nothing of a student's documents, phone, notes or other bookings.
import { z } from 'zod';

import { PICKUP_STATUSES } from '../constants.ts';
import {
  arrivalBillingFields,
  arrivalRowFields,
  arrivalsPageSchema,
  arrivalsRangeFields,
  arrivalsRangeIssue,
  checkArrivalsRange,
} from './arrivals.ts';
import { listQuerySchema } from './common.ts';

export const partnerArrivalsQuerySchema = listQuerySchema
  .extend(arrivalsRangeFields)
  .refine(checkArrivalsRange, arrivalsRangeIssue);

export const partnerArrivalSchema = z.object({
  ...arrivalRowFields,
  student: z.object({ name: z.string(), email: z.string(), university: z.string() }),
  packageName: z.string(),
  services: z.array(z.string()),
  ...arrivalBillingFields,
  // Who meets the student: the name only, the phone is the student's and the office's business.
  driver: z.object({ name: z.string() }).nullable(),
  pickupStatus: z.enum(PICKUP_STATUSES),
  // A booking the partner made waits for the student's answer (docs/decisions/105).
  studentConsent: z.enum(['Awaiting', 'Given', 'Refused']).nullable(),
});
export type PartnerArrival = z.infer<typeof partnerArrivalSchema>;

export const partnerArrivalsResponseSchema = arrivalsPageSchema(partnerArrivalSchema);
export type PartnerArrivalsResponse = z.infer<typeof partnerArrivalsResponseSchema>;
