// The back-office's translations of a row's student-facing texts, beside the English (issue 18,
// docs/decisions/073): a tab per language above a form. The English tab is the form itself; each
// other language's tab has an input per translatable field with the English below as a hint.
// An empty field shows the English on the site. The forms of two features use it (the catalogue,
// and the site texts and blog posts), so it lives here with its English texts, which a caller
// may change; the languages' names come from their table. The back-office stays English.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';

import type { Locale } from '@landed/shared/locales';
import { englishName } from '@landed/shared/locale-names';
import { LOCALE_LIST } from '@landed/shared/locales';
import { compactTranslations, joinList, splitList } from '@landed/shared/schemas/admin-catalogue';
import { TRANSLATED_LOCALES } from '@landed/shared/schemas/translations';

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
type Pair = { question: string; answer: string };
// As the API has them: per language, per field, a text, a list or question/answer pairs.
export type StoredTranslations = Partial<Record<string, Record<string, unknown>>>;

// A translatable field as the form shows it. `english` is the English value as the form has it
// now (a list as its comma-separated text).
export type TranslatedField =
  | {
      name: string;
      label: string;
      kind: 'text' | 'textarea' | 'list';
      english: string;
      rows?: number;
      wide?: boolean;
    }
  | {
      name: string;
      kind: 'pairs';
      legend: string;
      english: readonly Pair[];
      question: (n: number) => string;
      answer: (n: number) => string;
    };

// The text, long text and list fields of a form's tabs: `const text = translatedTexts(english)`,
// then `text('title', { label: 'Title', kind: 'text' })`, its English the form's value now.
type TextFieldSpec = {
  label: string;
  kind: 'text' | 'textarea' | 'list';
  rows?: number;
  wide?: boolean;
};
export function translatedTexts<Values extends object>(english: Partial<Values>) {
  return (name: Extract<keyof Values, string>, field: TextFieldSpec): TranslatedField => {
    const value = english[name];
    return { name, ...field, english: typeof value === 'string' ? value : '' };
  };
}

export type TranslationTexts = {
  // The tab row's name, for screen readers.
  tablist: string;
  // Above each language's fields: what an empty field means.
  note: string;
  // The hint under a field: the English it translates.
  english: (value: string) => string;
  // Above a language's fields, when some have no translation yet (said to staff only).
  missing?: (count: number) => string;
};

// The back-office's texts for the tabs (it stays English); a form may say more in `note`.
export const TRANSLATION_TEXTS: TranslationTexts = {
  tablist: 'Language of the texts',
  note: 'Leave a field empty to show the English on the site.',
  english: (value: string) => `English: ${value || '(empty)'}`,
  missing: (count: number) =>
    `${count === 1 ? '1 text has' : `${count} texts have`} no translation in this language yet: students read the English there.`,
};

// The English under a field is a reminder, also read out with the field: a long text (a blog
// post's body) is cut short.
const HINT_MAX = 200;

// What the inputs hold: per language, per field, text (lists comma-separated) or pairs.
type Draft = Record<TranslatedLocale, Record<string, string | Pair[]>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toDraft(stored: StoredTranslations, fields: readonly TranslatedField[]): Draft {
  const draft = {} as Draft;
  for (const locale of TRANSLATED_LOCALES) {
    const own = stored[locale] ?? {};
    draft[locale] = Object.fromEntries(
      fields.map((field) => {
        const value = own[field.name];
        if (field.kind === 'list') {
          return [field.name, Array.isArray(value) ? joinList(value.map(text)) : ''];
        }
        if (field.kind !== 'pairs') return [field.name, text(value)];
        // A side saved as the English itself (filled in on save) shows as empty.
        const pairs = Array.isArray(value) ? (value as Partial<Pair>[]) : [];
        return [
          field.name,
          field.english.map((english, i) => {
            const question = text(pairs[i]?.question);
            const answer = text(pairs[i]?.answer);
            return {
              question: question === english.question ? '' : question,
              answer: answer === english.answer ? '' : answer,
            };
          }),
        ];
      }),
    );
  }
  return draft;
}

// The translations to save: the stored ones (fields this form does not show are kept) with the
// form's fields over them, and what is empty left out (English shows). Pairs keep the English
// FAQ's count; a side left empty in a translated pair is the English one.
function fromDraft({
  draft,
  fields,
  stored,
}: {
  draft: Draft;
  fields: readonly TranslatedField[];
  stored: StoredTranslations;
}): StoredTranslations {
  const result: Record<string, Record<string, unknown>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const own: Record<string, unknown> = { ...stored[locale] };
    for (const field of fields) {
      const value = draft[locale][field.name];
      if (field.kind === 'pairs') {
        const pairs = Array.isArray(value) ? value : [];
        const blank = field.english.every(
          (_, i) => !pairs[i]?.question.trim() && !pairs[i]?.answer.trim(),
        );
        own[field.name] = blank
          ? []
          : field.english.map((english, i) => ({
              question: pairs[i]?.question.trim() || english.question,
              answer: pairs[i]?.answer.trim() || english.answer,
            }));
      } else if (field.kind === 'list') {
        own[field.name] = splitList(text(value));
      } else {
        own[field.name] = text(value).trim();
      }
    }
    result[locale] = own;
  }
  return compactTranslations(result as never);
}

// The translations being edited, and the tab shown. `value(fields)` is what to save, with
// the English as the form has it then.
export function useTranslations({
  stored,
  fields,
}: {
  stored: StoredTranslations;
  fields: readonly TranslatedField[];
}) {
  const [base, setBase] = useState(stored);
  const [initial, setInitial] = useState(() => toDraft(stored, fields));
  const [draft, setDraft] = useState(initial);
  const [locale, setLocale] = useState<Locale>('en');
  return {
    draft,
    locale,
    setLocale,
    dirty: JSON.stringify(draft) !== JSON.stringify(initial),
    setField: ({
      locale: target,
      name,
      value,
    }: {
      locale: TranslatedLocale;
      name: string;
      value: string | Pair[];
    }) => setDraft((current) => ({ ...current, [target]: { ...current[target], [name]: value } })),
    // The English pair `index` is removed: so is each language's, so the others stay aligned.
    removePair: (name: string, index: number) =>
      setDraft((current) => {
        const next = { ...current };
        for (const target of TRANSLATED_LOCALES) {
          const pairs = current[target][name];
          if (Array.isArray(pairs)) {
            next[target] = { ...current[target], [name]: pairs.filter((_, i) => i !== index) };
          }
        }
        return next;
      }),
    // After a save: what the server keeps is the new starting point.
    reset: (saved: StoredTranslations, savedFields: readonly TranslatedField[]) => {
      const fresh = toDraft(saved, savedFields);
      setBase(saved);
      setInitial(fresh);
      setDraft(fresh);
    },
    value: (current: readonly TranslatedField[]) =>
      fromDraft({ draft, fields: current, stored: base }),
  };
}

export type TranslationsState = ReturnType<typeof useTranslations>;

const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

function TranslatedInput({
  label,
  english,
  multiline,
  rows,
  lang,
  value,
  onChange,
  hint,
  className = '',
}: {
  label: string;
  english: string;
  multiline: boolean;
  rows?: number | undefined;
  lang: string;
  value: string;
  onChange: (value: string) => void;
  hint: (english: string) => string;
  className?: string;
}) {
  const id = useId();
  const common = {
    id,
    lang,
    value,
    className: INPUT_CLASS,
    'aria-describedby': `${id}-hint`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={rows ?? 3} {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      <p
        id={`${id}-hint`}
        lang="en"
        className="mt-1 line-clamp-3 text-xs whitespace-pre-line text-slate-600"
      >
        {hint(english.length > HINT_MAX ? `${english.slice(0, HINT_MAX)}…` : english)}
      </p>
    </div>
  );
}

function LanguageFields({
  locale,
  fields,
  state,
  texts,
  disabled,
}: {
  locale: TranslatedLocale;
  fields: readonly TranslatedField[];
  state: TranslationsState;
  texts: TranslationTexts;
  disabled: boolean;
}) {
  const { lang } = LOCALE_LIST.find((info) => info.code === locale)!;
  const own = state.draft[locale];
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">{texts.note}</p>
      <MissingNote count={untranslatedCount(state.draft, { locale, fields })} texts={texts} />
      {fields.map((field) => {
        if (field.kind !== 'pairs') {
          return (
            <TranslatedInput
              key={field.name}
              label={field.label}
              english={field.english}
              multiline={field.kind === 'textarea'}
              rows={field.rows}
              lang={lang}
              value={text(own[field.name])}
              onChange={(value) => state.setField({ locale, name: field.name, value })}
              hint={texts.english}
              className={field.wide ? 'sm:col-span-2' : ''}
            />
          );
        }
        const pairs = Array.isArray(own[field.name]) ? (own[field.name] as Pair[]) : [];
        const change = (index: number, side: Partial<Pair>) =>
          state.setField({
            locale,
            name: field.name,
            value: field.english.map((_, i) => {
              const pair = pairs[i] ?? { question: '', answer: '' };
              return i === index ? { ...pair, ...side } : pair;
            }),
          });
        return (
          <fieldset key={field.name} className="space-y-3 sm:col-span-2">
            <legend className="mb-2 font-semibold text-slate-900">{field.legend}</legend>
            {field.english.map((english, index) => (
              <div
                // The English FAQ's order is the key: a pair has no id of its own.
                key={index}
                className="grid gap-2 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_2fr]"
              >
                <TranslatedInput
                  label={field.question(index + 1)}
                  english={english.question}
                  multiline={false}
                  lang={lang}
                  value={pairs[index]?.question ?? ''}
                  onChange={(question) => change(index, { question })}
                  hint={texts.english}
                />
                <TranslatedInput
                  label={field.answer(index + 1)}
                  english={english.answer}
                  multiline
                  rows={2}
                  lang={lang}
                  value={pairs[index]?.answer ?? ''}
                  onChange={(answer) => change(index, { answer })}
                  hint={texts.english}
                />
              </div>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

// How many fields with English have no translation in `locale` yet: said to staff on the
// language's tab, since a student just sees the English there (issue 33 item 2).
export function untranslatedCount(
  draft: Draft,
  { locale, fields }: { locale: TranslatedLocale; fields: readonly TranslatedField[] },
): number {
  return fields.filter((field) => {
    const value = draft[locale]?.[field.name];
    if (field.kind === 'pairs') {
      const pairs = (Array.isArray(value) ? value : []) as Pair[];
      return field.english.some(
        (pair, i) => (pair.question || pair.answer) && !pairs[i]?.question?.trim(),
      );
    }
    return field.english.trim() !== '' && !(typeof value === 'string' && value.trim());
  }).length;
}

// Said to staff, never to students (who simply read the English there).
function MissingNote({ count, texts }: { count: number; texts: TranslationTexts }) {
  if (count === 0 || !texts.missing) return null;
  return (
    <p className="text-sm font-medium text-amber-900 sm:col-span-2" data-testid="untranslated">
      {texts.missing(count)}
    </p>
  );
}

// The tab row (a tablist: arrow keys, Home and End move between languages) and a panel per
// language. The English panel (`children`) stays mounted when hidden, so the form keeps its
// inputs and their validation.
export function TranslationTabs({
  state,
  fields,
  texts,
  disabled = false,
  className = '',
  panelClassName = '',
  children,
}: {
  state: TranslationsState;
  fields: readonly TranslatedField[];
  texts: TranslationTexts;
  disabled?: boolean;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (code: string) => `${base}-tab-${code}`;
  const panelId = (code: string) => `${base}-panel-${code}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = LOCALE_LIST.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    state.setLocale(LOCALE_LIST[next]!.code);
    tabs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={texts.tablist}
        className="mb-4 flex flex-wrap gap-1 border-b border-slate-200"
      >
        {LOCALE_LIST.map((info, index) => {
          const selected = state.locale === info.code;
          return (
            <button
              key={info.code}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(info.code)}
              aria-selected={selected}
              aria-controls={panelId(info.code)}
              tabIndex={selected ? 0 : -1}
              onClick={() => state.setLocale(info.code)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t-md border px-3 py-2 text-sm font-medium focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
                selected
                  ? 'border-slate-200 border-b-white bg-white text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {englishName(info.code)}
              {info.code !== 'en' && (
                <span lang={info.lang} className="ml-1 font-normal text-slate-500">
                  {info.name}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId('en')}
        aria-labelledby={tabId('en')}
        hidden={state.locale !== 'en'}
        className={panelClassName}
      >
        {children}
      </div>
      {TRANSLATED_LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={panelId(locale)}
          aria-labelledby={tabId(locale)}
          hidden={state.locale !== locale}
        >
          {state.locale === locale && (
            <LanguageFields
              locale={locale}
              fields={fields}
              state={state}
              texts={texts}
              disabled={disabled}
            />
          )}
        </div>
      ))}
    </div>
  );
}
