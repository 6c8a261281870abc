// The tabs of the back-office's translation tabs (components/ui/translation-tabs.tsx), as
// their text reads: each language's English name, then its own.
export const LANGUAGE_TAB_TEXTS = [
  'English',
  'Chinese (Simplified)简体中文',
  'Hindiहिन्दी',
  'Nepaliनेपाली',
  'VietnameseTiếng Việt',
];
