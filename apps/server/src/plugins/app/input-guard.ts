// One rule for every route, before its own validation: text may not contain NUL (U+0000).
// PostgreSQL cannot store it in text columns, and no name, e-mail or note needs it; without
// this rule each such field would be a 500 waiting to happen (found by the property tests,
// test/properties.test.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { badRequest } from '#server/lib/http-errors.ts';

export const NUL_MESSAGE = 'Contains a character that is not allowed.';

// The path of the first string holding NUL, or null. Bounded: bodies are already size-limited
// and the JSON parser limits nesting.
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNul(inner, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const [part, label] of [
        [request.params, 'Path'],
        [request.query, 'Query'],
        [request.body, 'Request body'],
      ] as const) {
        const found = findNul(part, '');
        if (found !== null)
          throw badRequest(`${found || label}: ${NUL_MESSAGE}`, 'VALIDATION_ERROR');
      }
    });
  },
  { name: 'input-guard' },
);
