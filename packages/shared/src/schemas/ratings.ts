// A student's rating of their pickup once it is done (issue 35 item 5): 1 to 5 stars and a
// comment, once per booking; staff see each driver's average over 90 days and every rating of
// 3 or less on the Overview.
import { z } from 'zod';

import { idSchema, isoDateTimeSchema } from './common.ts';

export const RATING_COMMENT_MAX = 1000;
// The days a driver's average and the Overview's low ratings look back.
export const RATING_WINDOW_DAYS = 90;
// A rating at or under this is shown to staff on the Overview.
export const LOW_RATING_MAX = 3;

export const RATING_MESSAGES = {
  scoreRange: 'Choose from 1 to 5 stars.',
  commentTooLong: `The comment must be at most ${RATING_COMMENT_MAX} characters.`,
  notYet: 'You can rate the pickup once it is done.',
  alreadyRated: 'You have already rated this pickup.',
} as const;

export const pickupRatingBodySchema = z.strictObject({
  score: z
    .number({ error: RATING_MESSAGES.scoreRange })
    .int({ error: RATING_MESSAGES.scoreRange })
    .min(1, { error: RATING_MESSAGES.scoreRange })
    .max(5, { error: RATING_MESSAGES.scoreRange })
    .describe('1 (poor) to 5 (excellent)'),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, { error: RATING_MESSAGES.commentTooLong })
    .default('')
    .describe('In the student’s own words, optional'),
});
export type PickupRatingBody = z.input<typeof pickupRatingBodySchema>;

export const pickupRatingSchema = z.object({
  score: z.number().int(),
  comment: z.string(),
  createdAt: isoDateTimeSchema,
});
export type PickupRating = z.infer<typeof pickupRatingSchema>;
export const pickupRatingResponseSchema = z.object({ rating: pickupRatingSchema });

// A driver's ratings over the last RATING_WINDOW_DAYS days (average null: none yet).
export const driverRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});

// A rating of LOW_RATING_MAX or less, for the Overview.
export const lowRatingSchema = pickupRatingSchema.extend({
  bookingId: idSchema,
  bookingRef: z.string(),
  student: z.string(),
  driver: z.string().nullable(),
});
export type LowRating = z.infer<typeof lowRatingSchema>;
export const lowRatingsResponseSchema = z.object({ ratings: z.array(lowRatingSchema) });
