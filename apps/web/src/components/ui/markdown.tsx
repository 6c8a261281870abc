// Markdown from the database (blog posts, about, terms, privacy). react-markdown's default URL
// transform keeps only http, https, irc, ircs, mailto, xmpp and relative addresses (public §2
// "Blog post"); raw HTML is never rendered. Only pages loaded on demand import this file, so the
// library stays out of the first load (docs/decisions/009-first-load-budget.md).
import { memo, useDeferredValue } from 'react';
import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';

import { useHydrated } from '#web/lib/hydration.ts';

const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h1 className="mt-2 mb-6 text-3xl font-bold text-slate-900 sm:text-4xl" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-10 mb-3 text-2xl font-bold text-slate-900" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-8 mb-2 text-xl font-semibold text-slate-900" {...props} />
  ),
  h4: ({ node: _node, ...props }) => (
    <h4 className="mt-6 mb-2 text-lg font-semibold text-slate-900" {...props} />
  ),
  p: ({ node: _node, ...props }) => <p className="my-4 leading-7 text-slate-700" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-4 list-disc space-y-2 pl-6 text-slate-700" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 text-slate-700" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="leading-7" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a className="font-medium text-brand-700 underline hover:text-brand-900" {...props} />
  ),
  strong: ({ node: _node, ...props }) => (
    <strong className="font-semibold text-slate-900" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-6 border-l-4 border-brand-600 bg-brand-50 px-4 py-2 text-slate-800"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm" {...props} />
  ),
  hr: () => <hr className="my-8 border-slate-200" />,
  img: ({ node: _node, alt, ...props }) => (
    <img alt={alt ?? ''} loading="lazy" className="my-6 h-auto max-w-full rounded-lg" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-slate-300 px-3 py-2 font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => (
    <td className="border-b border-slate-200 px-3 py-2 align-top" {...props} />
  ),
};

// Splits a long document before each `## ` heading (outside code fences), so each part is
// parsed by its own component. A document with reference-style link definitions stays whole:
// its links may point across parts.
export function splitSections(markdown: string): string[] {
  if (/^\s{0,3}\[[^\]]+\]:\s/m.test(markdown)) return [markdown];
  const sections: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0]!;
      else if (fenceMark[0] === fence) fence = null;
    }
    if (fence === null && /^## /.test(line) && current.some((l) => l.trim() !== '')) {
      sections.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join('\n'));
  return sections.filter((section) => section.trim() !== '');
}

const Section = memo(function Section({ source }: { source: string }) {
  return <ReactMarkdown components={components}>{source}</ReactMarkdown>;
});

// Long documents render part by part in a deferred (interruptible) render, so the page paints
// its title first and the browser stays responsive while the rest is parsed.
// A page rendered on the server has the whole text at once (search engines read it there), and
// the browser taking it over starts from the same (docs/decisions/068).
export function Markdown({ children }: { children: string }) {
  const hydrated = useHydrated();
  const content = useDeferredValue(children, hydrated ? '' : children);
  // Until the parts render, hold a screen's height so what follows does not jump.
  const pending = content !== children;
  return (
    <div className={`max-w-none break-words ${pending ? 'min-h-dvh' : ''}`}>
      {splitSections(content).map((section, i) => (
        <Section key={i} source={section} />
      ))}
    </div>
  );
}
