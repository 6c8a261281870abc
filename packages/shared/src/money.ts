// Prices in Australian dollars (DECISIONS "Locale"), kept in integer cents on the server.

// '$75', '75', '$1,200.50' → cents; null when the text is not a price ('', 'Free', 'Quote').
export function parsePrice(text: string): number | null {
  const match = /^\s*(?:A?\$)?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return dollars * 100 + cents;
}

// toLocaleString would create a new formatter on every call; one, created when first needed,
// serves every price on a page.
let wholeDollars: Intl.NumberFormat | undefined;

// 7500 → '$75', 7550 → '$75.50'.
export function formatMoney(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? '-' : '';
  wholeDollars ??= new Intl.NumberFormat('en-AU');
  const whole = wholeDollars.format(dollars);
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`;
}

// The GST in a GST-inclusive price: 1/11 of it (10 % on the GST-exclusive part), rounded to the
// nearest cent with half a cent rounding up, as the ATO rounds. 7500 → 682, 18000 → 1636.
export function gstIncluded(totalCents: number): number {
  return Math.round(totalCents / 11);
}
