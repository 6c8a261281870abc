// The student's rating of a pickup once it is done (issue 35 item 5). Registered inside the
// booking routes, behind their sign-in hook; another user's booking answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import { pickupRatingBodySchema, pickupRatingResponseSchema } from '@landed/shared/schemas/ratings';

import { signedInActorOf } from '#server/operations/audit.ts';
import { ratePickup } from '#server/operations/ratings/rate-pickup.ts';
import { perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

// A rating is given once; a few tries a minute covers a slip of the finger.
const RATINGS_PER_MINUTE = 10;

const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [403, 409] });

  app.post(
    '/:id/rating',
    {
      config: { rateLimit: perAccount({ max: RATINGS_PER_MINUTE, timeWindowMs: 60_000 }) },
      schema: {
        summary: 'Rate the pickup of one of your bookings, once it is done ({score, comment?})',
        description:
          'Once per booking, after the pickup is Done: 1 to 5 stars and an optional comment (at most 1,000 characters). Before it is done: 409 `NOT_RATEABLE`; a second rating: 409 `ALREADY_RATED`. The booking answers carry it as `pickup.rating`.',
        params: idParamsSchema,
        body: pickupRatingBodySchema,
        response: { 200: pickupRatingResponseSchema, ...errorResponses(429) },
      },
    },
    async (request) => ({
      rating: await ratePickup(app, {
        actor: signedInActorOf(request),
        bookingId: request.params.id,
        score: request.body.score,
        comment: request.body.comment,
      }),
    }),
  );
};

export default ratingRoutes;
