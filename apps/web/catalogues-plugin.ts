// The interface's catalogues (apps/web/src/locales/{locale}/{catalogue}[.{part}].json: message
// id → ICU MessageFormat text; a catalogue may be kept in several parts, one per area of the
// site, joined here) compiled at build time, so that no message parser ships to the
// browser (docs/decisions/071). `virtual:landed-catalogues` lists a loader for each locale's
// catalogues; each catalogue becomes its own chunk, loaded only for the active locale.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const LIST_ID = 'virtual:landed-catalogues';
const CATALOGUE_PREFIX = 'landed-catalogue:';

// Every message as Lingui's compiled form, always an array (a plain string would be taken
// for an uncompiled message).
export function compileCatalogue(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([id, text]) => {
      const compiled = compileMessage(text);
      return [id, Array.isArray(compiled) ? compiled : [compiled]];
    }),
  );
}

export function catalogues(localesDir: string): Plugin {
  // Each locale's catalogues, by name, with their parts' files.
  const files = () => {
    const found: Record<string, Record<string, string[]>> = {};
    for (const dir of readdirSync(localesDir, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      for (const file of readdirSync(path.join(localesDir, dir.name)).sort()) {
        if (!file.endsWith('.json')) continue;
        const name = file.split('.')[0]!;
        ((found[dir.name] ??= {})[name] ??= []).push(path.join(localesDir, dir.name, file));
      }
    }
    return found;
  };
  return {
    name: 'landed-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === LIST_ID) return `\0${LIST_ID}`;
      if (id.startsWith(CATALOGUE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LIST_ID}`) {
        const entries = Object.entries(files()).map(([locale, names]) => {
          const loaders = Object.keys(names).map(
            (name) =>
              `${JSON.stringify(name)}: () => import(${JSON.stringify(`${CATALOGUE_PREFIX}${locale}/${name}`)})`,
          );
          return `${JSON.stringify(locale)}: {${loaders.join(', ')}}`;
        });
        return `export const catalogues = {${entries.join(',\n')}};`;
      }
      if (id.startsWith(`\0${CATALOGUE_PREFIX}`)) {
        const [locale, name] = id.slice(CATALOGUE_PREFIX.length + 1).split('/');
        const source: Record<string, string> = {};
        for (const file of files()[locale!]?.[name!] ?? []) {
          this.addWatchFile(file);
          const part = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
          for (const [key, text] of Object.entries(part)) {
            if (key in source) this.error(`${key} is in two parts of ${locale}/${name}`);
            source[key] = text;
          }
        }
        return `export default ${JSON.stringify(compileCatalogue(source))};`;
      }
      return null;
    },
  };
}
