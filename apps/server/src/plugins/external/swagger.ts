import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The API reference at /api/docs, generated from the shared zod schemas of every route.
export default fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Landed API',
          description:
            'Arrival and settlement services for international students in Melbourne. Errors are `{message}` with the status codes of DECISIONS.md.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // An upload route (config.upload) has no body schema to validate (its handler reads the
      // parts), so its multipart body is described here: the one file field.
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        const upload = input.route.config?.upload;
        if (!upload) return output;
        return {
          ...output,
          schema: {
            ...output.schema,
            consumes: ['multipart/form-data'],
            body: {
              type: 'object',
              required: [upload.field],
              properties: { [upload.field]: { type: 'string', format: 'binary' } },
            },
          },
        };
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'swagger' },
);
