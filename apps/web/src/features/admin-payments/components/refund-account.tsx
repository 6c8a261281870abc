import type { RefundDetails } from '@landed/shared/schemas/refund-details';

// The back-office is English; a country is named as staff read it, with its code.
const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

// Account numbers and IBANs in groups of four, as banks print them and staff type them.
const grouped = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

// A refund account as a person reads it, line by line (issue 31): labels, not field names.
export function refundAccountLines(details: RefundDetails): Array<[string, string]> {
  if (details.kind === 'australian')
    return [
      ['Account holder', details.accountName],
      ['BSB', `${details.bsb.slice(0, 3)}-${details.bsb.slice(3)}`],
      ['Account number', details.accountNumber],
    ];
  const lines: Array<[string, string | undefined]> = [
    ['Account holder', details.accountName],
    ['Bank', details.bankName || undefined],
    ['Country', `${COUNTRY_NAMES.of(details.country) ?? details.country} (${details.country})`],
    ['SWIFT/BIC', details.swift],
    ['IBAN', details.iban && grouped(details.iban)],
    ['Account number', details.accountNumber],
    ['IFSC', details.ifsc],
    ['CNAPS', details.cnaps],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

export function RefundAccount({ details, label }: { details: RefundDetails; label: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" aria-label={label}>
      {refundAccountLines(details).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-slate-600">{name}</dt>
          <dd className="font-mono break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
