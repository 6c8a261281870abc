import type { FastifyInstance } from 'fastify';

import { resealLegacySecrets } from '#server/operations/users/reseal-legacy-secrets.ts';

// At start-up: secrets sealed before DATA_ENCRYPTION_KEY, sealed again under it
// (docs/decisions/102).
export default async function resealLegacySecretsJob(app: FastifyInstance): Promise<void> {
  const count = await resealLegacySecrets(app);
  if (count > 0) app.log.info({ count }, 'secrets sealed again under DATA_ENCRYPTION_KEY');
}
