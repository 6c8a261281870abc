// The starter of a page rendered on the server (apps/web/public/boot.js, minified by the build)
// goes inside the page instead of being fetched: under a slow network a request for it is one
// more round trip the first paint waits for (docs/decisions/137). The pages' Content Security
// Policy allows exactly this script, by its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type BootScript = {
  // The script's text, as it goes between <script> and </script>.
  code: string;
  // Its CSP source, `'sha256-…'`.
  source: string;
};

// The built starter in `dist`, or null when there is none or its text could not stand inside
// a <script> element (the page then names the file, as before).
export function readBootScript(dist: string | null | undefined): BootScript | null {
  if (!dist) return null;
  let code: string;
  try {
    code = readFileSync(path.join(dist, 'boot.js'), 'utf8');
  } catch {
    return null;
  }
  if (/<\/script|<!--/i.test(code)) return null;
  const digest = createHash('sha256').update(code, 'utf8').digest('base64');
  return { code, source: `'sha256-${digest}'` };
}
