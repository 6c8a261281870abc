// apps/web/catalogues-plugin.ts: each locale's catalogues, compiled, loaded on demand.
declare module 'virtual:landed-catalogues' {
  import type { Messages } from '@lingui/core';

  export const catalogues: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
}
