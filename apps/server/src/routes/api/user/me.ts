import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import { errorResponseSchema } from '@landed/shared/schemas/common';
import { meSchema, updateMeBodySchema, updateMeResponseSchema } from '@landed/shared/schemas/user';
import { arrivalBodySchema } from '@landed/shared/schemas/user-area';

import { conflict, unauthorized } from '../../../lib/http-errors.ts';
import type { UserPatch } from '../../../plugins/app/users/users-repository.ts';
import { toMe } from '../../../plugins/app/users/users-repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findById(request.user!.id);
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      return toMe(user);
    },
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['user'],
        summary: 'Update name, e-mail and profile',
        security,
        body: updateMeBodySchema,
        response: { 200: updateMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { name, email, profile } = request.body;
      const current = request.user!;
      const patch: UserPatch = {};
      if (name !== undefined) patch.name = name;
      if (email !== undefined && email !== current.email) {
        const owner = await app.usersRepository.findByEmail(email);
        if (owner) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
        patch.email = email;
        patch.emailVerified = false;
      }
      if (profile) {
        if (profile.firstName !== undefined) patch.firstName = profile.firstName;
        if (profile.lastName !== undefined) patch.lastName = profile.lastName;
        if (profile.type !== undefined) patch.userType = profile.type;
        if (profile.phone !== undefined) patch.phone = profile.phone;
        if (profile.university !== undefined) patch.university = profile.university;
      }
      // A concurrent change to the same e-mail loses on the unique index: answered 409 by the
      // error handler.
      const user = await app.usersRepository.update(current.id, patch);
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      return { user: toMe(user) };
    },
  );

  app.put(
    '/me/arrival',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the arrival details (date, time, flight)',
        security,
        body: arrivalBodySchema,
        response: { 200: updateMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { date, time, flight } = request.body;
      const user = await app.usersRepository.update(request.user!.id, {
        arrivalDate: date,
        arrivalTime: time,
        arrivalFlight: flight,
      });
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      return { user: toMe(user) };
    },
  );
};

export default meRoutes;
