// A row of content in a student's language (issue 18, docs/decisions/073): each translated
// field that is filled in replaces the English one; everything else stays English.
import type { Locale } from '@landed/shared/locales';

type Translated = { translations: Partial<Record<string, Record<string, unknown>>> };

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

// The language `field` of `row` is shown in for a reader of `locale`: theirs where it is
// translated, English otherwise.
export function shownIn<T extends Translated>(
  row: T,
  { locale, field }: { locale: Locale; field: keyof T & string },
): Locale {
  return locale !== 'en' && filled(row.translations[locale]?.[field]) ? locale : 'en';
}

export function localized<T extends Translated>(row: T, locale: Locale | undefined): T {
  if (!locale || locale === 'en') return row;
  const own = row.translations[locale];
  if (!own) return row;
  const result: Record<string, unknown> = { ...row };
  for (const [field, value] of Object.entries(own)) {
    if (field in row && field !== 'translations' && filled(value)) result[field] = value;
  }
  return result as T;
}
