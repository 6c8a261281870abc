// The CSS a page rendered on the server needs for its first paint, in the page itself; the
// rest of the app's stylesheet arrives without holding the paint back (docs/decisions/069).
// Beasties picks the rules whose selectors match the page's elements. Its own document is
// only read here: the page sent is the renderer's markup, with the stylesheet's link replaced.
import { createHash } from 'node:crypto';

import beastiesModule from 'beasties';
import type { FastifyBaseLogger } from 'fastify';
import postcss from 'postcss';

// The package's types describe its CommonJS build; Node loads its ES module, whose default
// export is the class itself.
const Beasties = beastiesModule as unknown as typeof beastiesModule.default;

export type CriticalCss = (document: string) => Promise<string>;

const KEPT = 100;

// The link to the stylesheet at the site path `href`, as the build writes it in index.html.
export function stylesheetLink(href: string): RegExp {
  const escaped = href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`<link rel="stylesheet"[^>]*href="${escaped}"[^>]*>`);
}

// Whether CSS can go into a <style> element as it is (nothing in it ends the element).
export function fitsInStyle(css: string): boolean {
  return !/<\/style/i.test(css);
}

// The text of the <style> Beasties put just before the stylesheet's link.
function styleBefore(processed: string, href: string): string | undefined {
  const link = stylesheetLink(href).exec(processed);
  if (!link) return undefined;
  const before = processed.slice(0, link.index).trimEnd();
  if (!before.endsWith('</style>')) return undefined;
  const open = before.lastIndexOf('<style>');
  return open < 0 ? undefined : before.slice(open + '<style>'.length, -'</style>'.length);
}

// What the choice of rules depends on: the body's elements and attributes, without the text
// between them or the page's data. Pages of one shape (every unknown address's not-found page)
// share one computation.
function shapeOf(document: string): string {
  const body = document
    .slice(document.indexOf('<body'))
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/>[^<]+</g, '><');
  return createHash('sha256').update(body).digest('base64url');
}

// The rules that only define custom properties for every element: Tailwind's theme (`:root`)
// and its fallback for browsers without `@property` (`*,:before,:after,::backdrop`).
const DEFINING =
  /^(?::root|:host|\*|::?before|::?after|::backdrop)(?:,(?::root|:host|\*|::?before|::?after|::backdrop))*$/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

// The page's CSS without the custom properties nothing on it reads: the theme defines every
// colour, size and shadow any page of the app uses, and registers each of Tailwind's own
// (`@property`), most of a page's first-paint CSS (docs/decisions/137). A property stays when a
// kept rule reads it (`var()`) or sets it, or a kept definition reads it.
export function withoutUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  root.walkDecls((declaration) => {
    const parent = declaration.parent;
    const defining =
      declaration.prop.startsWith('--') &&
      parent?.type === 'rule' &&
      DEFINING.test((parent as postcss.Rule).selector.replace(/\s/g, ''));
    if (defining) {
      const values = definitions.get(declaration.prop) ?? [];
      definitions.set(declaration.prop, [...values, declaration.value]);
      return;
    }
    for (const match of declaration.value.matchAll(VAR_REFERENCE)) used.add(match[1]!);
    if (declaration.prop.startsWith('--')) used.add(declaration.prop);
  });
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of definitions.get(name) ?? []) {
      for (const [, read] of value.matchAll(VAR_REFERENCE)) {
        if (used.has(read!)) continue;
        used.add(read!);
        pending.push(read!);
      }
    }
  }
  root.walkDecls((declaration) => {
    if (definitions.has(declaration.prop) && !used.has(declaration.prop)) declaration.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  // Rules, and then conditions, left empty.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes !== undefined && rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

// `stylesheets`: the site paths of the app's render-blocking stylesheets (`/assets/….css`),
// read from `dist`.
export function criticalCss({
  dist,
  stylesheets,
  log,
}: {
  dist: string;
  stylesheets: string[];
  log: FastifyBaseLogger;
}): CriticalCss {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // The page keeps its link; the stylesheet's loading is ours (below and boot.js).
    preload: false as unknown as 'body',
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    mergeStylesheets: false,
    compress: true,
    // Beasties drops a pseudo-class with what is inside it before matching, which leaves
    // nothing of a selector wrapped whole in one: Tailwind's space-y-* and divide-y-*
    // (`:where(.space-y-4>:not(:last-child))`) and a few of its base rules. Those few are kept,
    // and the rule that hides the signed-out links for a visitor boot.js finds signed in
    // (no page is rendered signed in, so it never matches there).
    allowRules: [/^:(?:where|is)\(/, /^html\[data-session\]/],
    logger: {
      trace: () => {},
      debug: () => {},
      info: () => {},
      warn: (message: string) => log.warn({ source: 'beasties' }, message),
      error: (message: string) => log.error({ source: 'beasties' }, message),
    },
  });
  // Per page shape, the critical CSS of each stylesheet (the last few shapes kept).
  const kept = new Map<string, Map<string, string>>();

  async function rulesFor(document: string): Promise<Map<string, string>> {
    const shape = shapeOf(document);
    const known = kept.get(shape);
    if (known) return known;
    const processed = await beasties.process(document);
    const rules = new Map<string, string>();
    for (const href of stylesheets) {
      const css = styleBefore(processed, href);
      if (css !== undefined) rules.set(href, withoutUnusedProperties(css));
    }
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(shape, rules);
    return rules;
  }

  return async (document) => {
    let rules: Map<string, string>;
    try {
      rules = await rulesFor(document);
    } catch (error) {
      log.warn(
        { err: error },
        'web: could not choose the critical CSS; the page waits for all of it',
      );
      return document;
    }
    let result = document;
    for (const href of stylesheets) {
      const css = rules.get(href);
      // Not worked out: the link stays, render-blocking, and the page is still styled.
      if (css === undefined || !fitsInStyle(css)) continue;
      // The whole stylesheet comes after the first paint, when boot.js starts the app: asked
      // for with the page, it would share a slow connection with the page's picture. The
      // marker names it (a type that is not CSS and `disabled`: never fetched); `noscript`
      // applies it at once where scripts do not run.
      result = result.replace(
        stylesheetLink(href),
        () =>
          `<style>${css}</style><link rel="stylesheet" href="${href}" type="text/x-deferred" disabled data-rest>` +
          `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
      );
    }
    return result;
  };
}
