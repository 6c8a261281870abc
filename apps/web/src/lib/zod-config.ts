// Zod probes whether `new Function` is allowed, to compile faster validators. Our Content
// Security Policy forbids eval, and the browser reports even a caught attempt as a CSP issue
// (Lighthouse Best Practices). Zod's jitless mode skips the probe. Zod keeps its settings on
// `globalThis.__zod_globalConfig` (so several copies share them); setting that object here,
// before any page loads zod, avoids pulling zod into the first load just to call z.config().
// zod-config.test.ts checks that zod still reads it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function configureZod(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
}

configureZod();
