// The catalogues' check of `npm test` (scripts/check-catalogues.js): it fails on a key missing
// from any catalogue, a key no code uses, an id the code asks for that English lacks, and a
// translation that names other placeholders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const { checkCatalogues: check } = (await import(
  pathToFileURL(path.join(root, 'scripts', 'check-catalogues.js')).href
)) as {
  checkCatalogues: (options: {
    locales: string[];
    webSource: string;
    serverSource: string;
  }) => string[];
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// A web source folder with one component and the catalogues given.
function project({
  code,
  catalogues,
}: {
  code: string;
  catalogues: Record<string, Record<string, string>>;
}) {
  dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  const web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'features'), { recursive: true });
  writeFileSync(path.join(web, 'features', 'card.tsx'), code);
  for (const [locale, messages] of Object.entries(catalogues)) {
    mkdirSync(path.join(web, 'locales', locale), { recursive: true });
    writeFileSync(path.join(web, 'locales', locale, 'public.json'), JSON.stringify(messages));
  }
  return { webSource: web, serverSource: path.join(dir, 'server') };
}

const CODE = "const a = t('card.title'); const b = t('card.count', { count });";
const EN = {
  'card.title': 'Packages',
  'card.count': '{count, plural, one {# package} other {# packages}}',
};
const VI = { 'card.title': 'Gói dịch vụ', 'card.count': '{count} gói' };

describe('the catalogues check', () => {
  it('passes complete catalogues in step with the code', () => {
    const sources = project({ code: CODE, catalogues: { en: EN, vi: VI } });
    expect(check({ locales: ['en', 'vi'], ...sources })).toEqual([]);
  });

  it('fails when a catalogue lacks a key', () => {
    const sources = project({
      code: CODE,
      catalogues: { en: EN, vi: { 'card.title': 'Gói dịch vụ' } },
    });
    expect(check({ locales: ['en', 'vi'], ...sources })).toEqual(['web vi: missing card.count']);
  });

  it('fails when a language has no catalogue at all', () => {
    const sources = project({ code: CODE, catalogues: { en: EN } });
    expect(check({ locales: ['en', 'vi'], ...sources })).toEqual(['web: no catalogue for vi']);
  });

  it('fails on a key no code uses, and on an id the code asks for that English lacks', () => {
    const sources = project({
      code: "const a = t('card.title'); const c = t('card.missing');",
      catalogues: { en: EN, vi: VI },
    });
    const problems = check({ locales: ['en', 'vi'], ...sources });
    expect(problems).toContain('web en: card.count is not used by any code');
    expect(problems.some((p) => p.endsWith('card.missing is not in web en'))).toBe(true);
  });

  it('fails on a translation naming other placeholders, or invalid ICU', () => {
    const sources = project({
      code: CODE,
      catalogues: {
        en: EN,
        vi: { 'card.title': 'Gói {name}', 'card.count': '{count, plural, one {#' },
      },
    });
    const problems = check({ locales: ['en', 'vi'], ...sources });
    expect(problems.some((p) => p.startsWith('web vi card.title: placeholders {name}'))).toBe(true);
    expect(problems.some((p) => p.startsWith('web vi card.count: not valid ICU'))).toBe(true);
  });
});
