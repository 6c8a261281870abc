// What the site's texts say that the settings contradict (issue 33 item 1,
// docs/decisions/116): a support phone or e-mail that is not the one set, PayPal, a minimum
// payment, cards while the business takes none, a refund period of the text's own. The seeded
// texts write `{{SUPPORT_PHONE}}`, `{{PAYMENT_METHODS}}`… instead, which always agree; a text
// an owner wrote (or an older install's) is read here, in every language it has.
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';

// The texts a student reads, by the field the Content tab edits them in.
const FIELDS = ['terms', 'privacy', 'about', 'faqs', 'footerText', 'bankInstructions'] as const;
type Field = (typeof FIELDS)[number];

export const SITE_TEXT_LABELS: Record<Field, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  about: 'About',
  faqs: 'FAQ',
  footerText: 'Footer text',
  bankInstructions: 'Payment instructions',
};

export type SiteTextProblem = { field: Field; says: string };

const digits = (value: string) => value.replace(/\D/g, '');
const PHONE = /\+?\d[\d ()-]{7,}\d/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

function problemsIn(
  text: string,
  {
    row,
    cards,
  }: { row: Pick<CmsRow, 'contactEmail' | 'contactPhone' | 'bankEmail'>; cards: boolean },
): string[] {
  const found: string[] = [];
  const phones = new Set(
    [...text.matchAll(PHONE)]
      .map(([match]) => match.trim())
      .filter((phone) => digits(phone) !== digits(row.contactPhone)),
  );
  for (const phone of phones) found.push(`the phone number ${phone}, not the support phone`);
  const known = new Set([row.contactEmail, row.bankEmail].map((e) => e.trim().toLowerCase()));
  const emails = new Set(
    [...text.matchAll(EMAIL)].map(([e]) => e).filter((e) => !known.has(e.toLowerCase())),
  );
  for (const email of emails) found.push(`the e-mail ${email}, not the support e-mail`);
  if (/paypal/i.test(text)) found.push('PayPal, which is not a way to pay here');
  if (/minimum (?:payment|deposit)|(?:payment|deposit) minimum/i.test(text))
    found.push('a minimum payment, but every booking is paid in full');
  // A SIM card is a service, a card number is what is never stored: neither is a way to pay.
  if (!cards && /(?<!SIM )\bcards?\b(?!\s+numbers?)/i.test(text))
    found.push('card payments, but the business takes none (no Stripe keys)');
  if (
    /refund[^.\n]{0,80}within \d+ (?:business )?days? (?:after|of) (?:completion|the service)/i.test(
      text,
    )
  )
    found.push('a refund period of its own; the cancellation policy decides refunds');
  return found;
}

function textsOf(row: Pick<CmsRow, Field>, field: Field): string {
  if (field === 'faqs') return row.faqs.map((f) => `${f.question}\n${f.answer}`).join('\n');
  return row[field];
}

// Each field whose text (English, or any translation of it) contradicts the settings, with what
// it says; nothing when every text agrees.
export function checkSiteTexts(row: CmsRow, { cards }: { cards: boolean }): SiteTextProblem[] {
  const problems: SiteTextProblem[] = [];
  const versions = [row, ...Object.values(row.translations)] as Array<Partial<CmsRow>>;
  for (const field of FIELDS) {
    const says = new Set<string>();
    for (const version of versions) {
      const value = version[field];
      if (value === undefined) continue;
      const text = textsOf({ ...row, [field]: value } as CmsRow, field);
      for (const problem of problemsIn(text, { row, cards })) says.add(problem);
    }
    for (const one of says) problems.push({ field, says: one });
  }
  return problems;
}
