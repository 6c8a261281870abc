import type { Locale } from '@landed/shared/locales';
import { localeInfo } from '@landed/shared/locales';

import { useLocale } from '#web/lib/i18n.tsx';

// The `lang` of a post's text written in another language than the page's (issue 18: a post
// not yet translated shows its English title and body), so that a screen reader reads it in
// that language; undefined when it is the page's own.
export function useTextLang(): (written: Locale | undefined) => string | undefined {
  const locale = useLocale();
  return (written) => (written && written !== locale ? localeInfo(written).lang : undefined);
}
