import type { FastifyInstance } from 'fastify';

// A job every instance runs on the reminders' interval while it is up (and once when it is
// ready), one run at a time per instance; the job itself makes sure each effect happens once
// across instances (unique keys, rows deleted once). Tests without an interval call `run`.
export function periodicJob<T>(
  app: FastifyInstance,
  { name, job }: { name: string; job: () => Promise<T> },
): () => Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | null = null;
  const run = () => {
    running ??= job().finally(() => {
      running = null;
    });
    return running;
  };
  const interval = app.config.reminderIntervalMs;
  if (interval) {
    app.addHook('onReady', async () => {
      const tick = () =>
        void run().catch((error) => app.log.error({ err: error }, `${name} failed`));
      tick();
      timer = setInterval(tick, interval);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => {});
  });
  return run;
}
