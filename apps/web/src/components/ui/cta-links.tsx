import { Link } from 'react-router';

// The styles of the "explore packages / contact us" pair that closes public pages, by where it
// stands: `sidebar` in a narrow column, `page` on white, `tinted` on a brand-tinted panel (its
// second link outlined in brand), `dark` on the brand-coloured band.
const LINK_STYLES = {
  sidebar: [
    'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800',
    'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50',
  ],
  page: [
    'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800',
    'rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50',
  ],
  tinted: [
    'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800',
    'rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50',
  ],
  dark: [
    'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50',
    'inline-flex items-center justify-center rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700',
  ],
} as const;
type Tone = keyof typeof LINK_STYLES;

export type CtaLink = { to: string; label: string };
type CtaLinksProps = { tone: Tone; primary: CtaLink; secondary: CtaLink };

// A call to action: a filled link and an outlined one, side by side (wrapping on narrow screens).
export function CtaLinks({
  tone,
  className,
  primary,
  secondary,
}: CtaLinksProps & { className: string }) {
  const [primaryClass, secondaryClass] = LINK_STYLES[tone];
  return (
    <div className={className}>
      <Link to={primary.to} className={primaryClass}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={secondaryClass}>
        {secondary.label}
      </Link>
    </div>
  );
}

// The closing call-to-action sections: the section, its heading, its text and where the links go.
const SECTION_STYLES = {
  sidebar: {
    section: 'rounded-xl border border-slate-200 p-5',
    inner: null,
    title: 'text-lg font-semibold text-slate-900',
    text: 'mt-1 text-sm text-slate-700',
    links: 'mt-4 flex flex-wrap gap-2',
  },
  // The heading is for screen readers; the text says it all.
  tinted: {
    section: 'mx-auto mt-14 max-w-3xl rounded-2xl bg-brand-50 p-8 text-center',
    inner: null,
    title: 'sr-only',
    text: 'text-lg text-slate-800',
    links: 'mt-6 flex flex-wrap justify-center gap-3',
  },
  dark: {
    section: 'bg-brand-800 py-14 text-white',
    inner: 'mx-auto max-w-3xl px-4 text-center sm:px-6',
    title: 'text-3xl font-bold',
    text: 'mt-3 text-brand-100',
    links: 'mt-8 flex flex-wrap justify-center gap-3',
  },
} as const;

export function CtaSection({
  id,
  tone,
  title,
  text,
  ...links
}: CtaLinksProps & { id: string; tone: keyof typeof SECTION_STYLES; title: string; text: string }) {
  const style = SECTION_STYLES[tone];
  const body = (
    <>
      <h2 id={id} className={style.title}>
        {title}
      </h2>
      <p className={style.text}>{text}</p>
      <CtaLinks tone={tone} className={style.links} {...links} />
    </>
  );
  return (
    <section aria-labelledby={id} className={style.section}>
      {style.inner ? <div className={style.inner}>{body}</div> : body}
    </section>
  );
}
