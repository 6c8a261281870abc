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
function findNul({
  value,
  path,
  depth = 0,
}: {
  value: unknown;
  path: string;
  depth?: number;
}): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNul({ value: inner, path: here, depth: depth + 1 });
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
        const found = findNul({ value: part, path: '' });
        if (found !== null)
          throw badRequest(`${found || label}: ${NUL_MESSAGE}`, 'VALIDATION_ERROR');
      }
    });
  },
  { name: 'input-guard' },
);
