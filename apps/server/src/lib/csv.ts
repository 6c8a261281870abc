// A spreadsheet treats a cell starting with = + - @ (or a tab or carriage return) as a formula.
// Such cells get a leading apostrophe so they stay text (OWASP "CSV Injection").
export function csvSafe(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
