// The catalogues' check in `npm test` (issue 18, docs/decisions/071). Fails when:
// - a language of packages/shared/src/locales.ts has no catalogues, or a catalogue folder is
//   not a language;
// - any catalogue lacks a key English has, or has one English does not;
// - a message is not valid ICU MessageFormat, or names other {placeholders} than English's;
// - the code asks for an id (`t('id')`) that English does not have;
// - English has an id that no code names (unused).
// The web app's catalogues are apps/web/src/locales/{locale}/{catalogue}[.part].json, the
// server's (e-mails) apps/server/src/locales/{locale}.json.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readJson(file, problems) {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    problems.push(`${file}: not an object of messages`);
  } catch (error) {
    problems.push(`${file}: ${error.message}`);
  }
  return {};
}

// The {placeholders} a message names (with plural and select branches' own), or an error.
function placeholders(text) {
  const names = new Set();
  const walk = (tokens) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') Object.values(format).forEach(walk);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

function filesUnder(dir, test, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales') filesUnder(full, test, out);
    } else if (test(entry.name)) out.push(full);
  }
  return out;
}

const SOURCE = (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name);
// A function that takes a message id first: `t`, and Lingui's own `_`.
const TRANSLATE = new Set(['t', '_']);

// Every string literal of the code (a message id is named as one), read by TypeScript's own
// parser, and the ids asked for directly (`t('id')`). An id computed at run time (`t(name)` is
// fine when `name` holds literals, a template with `${…}` is not) cannot be checked.
function codeIds(sourceDir, problems) {
  const literals = new Set();
  const asked = [];
  for (const file of filesUnder(sourceDir, SOURCE)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        literals.add(node.text);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const [first] = node.arguments;
        if (TRANSLATE.has(name) && first) {
          if (ts.isStringLiteral(first)) asked.push({ id: first.text, file });
          else if (ts.isTemplateExpression(first)) {
            problems.push(
              `${path.relative(root, file)}: ${name}() with a computed id; name each id literally`,
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, asked };
}

// One set of catalogues: `byLocale` maps each locale to its messages.
function compare({ label, byLocale, locales, literals, asked }, problems) {
  const english = byLocale.en ?? {};
  for (const locale of locales) {
    if (!byLocale[locale]) problems.push(`${label}: no catalogue for ${locale}`);
  }
  for (const locale of Object.keys(byLocale)) {
    if (!locales.includes(locale))
      problems.push(`${label}: ${locale} is not a language of locales.ts`);
  }
  const englishPlaceholders = {};
  for (const [id, text] of Object.entries(english)) {
    try {
      englishPlaceholders[id] = placeholders(text).join(',');
    } catch (error) {
      problems.push(`${label} en ${id}: not valid ICU (${error.message})`);
    }
  }
  for (const [locale, messages] of Object.entries(byLocale)) {
    if (locale === 'en') continue;
    for (const id of Object.keys(english)) {
      if (!(id in messages)) problems.push(`${label} ${locale}: missing ${id}`);
    }
    for (const [id, text] of Object.entries(messages)) {
      if (!(id in english)) {
        problems.push(`${label} ${locale}: ${id} is not in English`);
        continue;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${label} ${locale} ${id}: empty`);
        continue;
      }
      try {
        const names = placeholders(text).join(',');
        if (names !== englishPlaceholders[id]) {
          problems.push(
            `${label} ${locale} ${id}: placeholders {${names}} differ from English's {${englishPlaceholders[id]}}`,
          );
        }
      } catch (error) {
        problems.push(`${label} ${locale} ${id}: not valid ICU (${error.message})`);
      }
    }
  }
  for (const { id, file } of asked) {
    if (!(id in english))
      problems.push(`${path.relative(root, file)}: ${id} is not in ${label} en`);
  }
  for (const id of Object.keys(english)) {
    if (!literals.has(id)) problems.push(`${label} en: ${id} is not used by any code`);
  }
}

// The web app's catalogues, each locale's parts joined (a key in two parts is a problem).
function webCatalogues(dir, problems) {
  const byLocale = {};
  if (!existsSync(dir)) return byLocale;
  for (const locale of readdirSync(dir)) {
    const folder = path.join(dir, locale);
    if (!statSync(folder).isDirectory()) continue;
    const messages = (byLocale[locale] = {});
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      for (const [id, text] of Object.entries(readJson(path.join(folder, file), problems))) {
        if (id in messages) problems.push(`web ${locale}: ${id} is in two files`);
        messages[id] = text;
      }
    }
  }
  return byLocale;
}

function serverCatalogues(dir, problems) {
  const byLocale = {};
  if (!existsSync(dir)) return byLocale;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    byLocale[file.replace(/\.json$/, '')] = readJson(path.join(dir, file), problems);
  }
  return byLocale;
}

export function checkCatalogues({
  locales,
  webSource = path.join(root, 'apps', 'web', 'src'),
  serverSource = path.join(root, 'apps', 'server', 'src'),
} = {}) {
  const problems = [];
  const web = codeIds(webSource, problems);
  compare(
    {
      label: 'web',
      byLocale: webCatalogues(path.join(webSource, 'locales'), problems),
      locales,
      ...web,
    },
    problems,
  );
  const serverLocales = path.join(serverSource, 'locales');
  if (existsSync(serverLocales)) {
    const server = codeIds(serverSource, problems);
    compare(
      { label: 'server', byLocale: serverCatalogues(serverLocales, problems), locales, ...server },
      problems,
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { LOCALES } = await import('../packages/shared/src/locales.ts');
  const problems = checkCatalogues({ locales: LOCALES });
  if (problems.length > 0) {
    console.error(`The catalogues have ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('The catalogues are complete and in step with the code.');
}
