import type { FastifyInstance } from 'fastify';

import type { SetupChecklist, SetupItem } from '@landed/shared/schemas/setup';

import {
  BANK_FIELD_LABELS,
  checkBankDetails,
  isSeededPhone,
} from '#server/operations/setup/check-bank-details.ts';
import { checkSiteTexts, SITE_TEXT_LABELS } from '#server/operations/setup/check-site-texts.ts';
import { formatInvoiceNumber } from '#server/plugins/app/bookings/bookings-repository.ts';

// Where each item is fixed: the Content tab's sections (by their headings' ids) or the field
// itself (the ABN), the arrivals board's dispatch settings, the Logs tab (mail outbox, admin
// roles).
const CONTENT = '/admin?tab=content';
const FIX: Record<SetupItem['key'], SetupItem['fix']> = {
  business: { href: `${CONTENT}#business-title`, label: 'Business details for invoices' },
  abn: { href: `${CONTENT}#business-abn`, label: 'Business details for invoices' },
  bank: { href: `${CONTENT}#bank-title`, label: 'Bank details for payment' },
  support: { href: `${CONTENT}#cms-contactEmail`, label: 'Contact details (Content tab)' },
  texts: { href: `${CONTENT}#cms-title`, label: 'Site texts (Content tab)' },
  meetingPoint: { href: '/admin?tab=arrivals', label: 'Arrivals: drivers and meeting point' },
  mail: { href: '/admin?tab=logs', label: 'Mail outbox (Logs tab)' },
  twoFactor: { href: '/admin?tab=logs', label: 'Admin roles (Logs tab)' },
};

const item = ({
  key,
  label,
  missing,
}: {
  key: SetupItem['key'];
  label: string;
  missing: Array<string | false | null>;
}): SetupItem => {
  const lines = missing.filter((line): line is string => Boolean(line));
  return { key, label, done: lines.length === 0, missing: lines, fix: FIX[key] };
};

// The support details: the link opens the phone when the e-mail is set but the phone is not.
function supportItem(input: Parameters<typeof item>[0]): SetupItem {
  const result = item(input);
  const phoneOnly =
    result.missing.length === 1 && result.missing[0]!.startsWith('No support phone');
  return phoneOnly
    ? { ...result, fix: { ...result.fix, href: `${CONTENT}#cms-contactPhone` } }
    : result;
}

// The texts that contradict a setting, each line naming the text; the link opens the first.
function textsItem(problems: ReturnType<typeof checkSiteTexts>): SetupItem {
  const done = item({
    key: 'texts',
    label: 'Site texts agree with your settings',
    missing: problems.map((p) => `${SITE_TEXT_LABELS[p.field]} mentions ${p.says}.`),
  });
  const first = problems[0];
  return first
    ? { ...done, fix: { href: `${CONTENT}#cms-${first.field}`, label: done.fix.label } }
    : done;
}

const fieldList = (fields: Array<keyof typeof BANK_FIELD_LABELS>) =>
  fields.map((field) => BANK_FIELD_LABELS[field]).join(', ');

// The owner's set-up checklist (issue 25 item 4, docs/decisions/079), computed from the real
// settings each time it is asked for: an item flips to done the moment it is fixed, wherever.
export async function getSetupChecklist(app: FastifyInstance): Promise<SetupChecklist> {
  const [cms, admins, withoutAbn] = await Promise.all([
    app.cmsRepository.get(),
    app.usersRepository.listAdmins(),
    app.invoicesRepository.listIssuedWithoutAbn(),
  ]);
  const text = (value: string | undefined) => (value ?? '').trim();
  const bank = cms ? checkBankDetails(cms) : null;
  const staffWithoutTwoFactor = admins
    .filter((a) => !a.suspended && !a.deletedAt && !a.totpEnabledAt)
    .map((a) => a.email);
  const gstRegistered = cms?.gstRegistered ?? true;

  const items = [
    item({
      key: 'business',
      label: 'Business name and address',
      missing: [
        !text(cms?.businessName) && 'No business name: invoices would name the seller "Landed".',
        !text(cms?.businessAddress) && 'No business address for invoices.',
      ],
    }),
    item({
      key: 'abn',
      label: 'ABN and GST registration',
      missing: [
        !text(cms?.abn) &&
          (gstRegistered
            ? 'No ABN on record: invoices are issued as plain invoices, not tax invoices.'
            : 'No ABN on record.'),
      ],
    }),
    item({
      key: 'bank',
      label: 'Bank details students pay into',
      missing: [
        !bank && 'No bank details.',
        bank && bank.empty.length > 0 && `Empty: ${fieldList(bank.empty)}.`,
        bank &&
          bank.placeholders.length > 0 &&
          `Still the placeholder of a fresh install: ${fieldList(bank.placeholders)}.`,
        bank &&
          !bank.ready &&
          'Students are shown no bank details until these are set: they are asked to contact you.',
      ],
    }),
    supportItem({
      key: 'support',
      label: 'Support phone and e-mail',
      missing: [
        !text(cms?.contactEmail) && 'No support e-mail.',
        isSeededPhone(cms?.contactPhone ?? '') &&
          'No support phone (the made-up number of a fresh install does not count).',
      ],
    }),
    textsItem(cms ? checkSiteTexts(cms, { cards: Boolean(app.stripe) }) : []),
    item({
      key: 'meetingPoint',
      label: 'Airport meeting point',
      missing: [
        !text(cms?.defaultMeetingPoint) &&
          'No default meeting point: arrival passes cannot say where the driver waits.',
      ],
    }),
    item({
      key: 'mail',
      label: 'Mail sending',
      missing: [
        !app.config.smtpUrl &&
          'SMTP_URL is not set: e-mails are written to the server log, not sent. Set SMTP_URL (and MAIL_FROM) in the server’s environment and restart it.',
      ],
    }),
    item({
      key: 'twoFactor',
      label: 'Two-factor sign-in for every staff member',
      missing: [
        staffWithoutTwoFactor.length > 0 &&
          `Without two-factor sign-in: ${staffWithoutTwoFactor.join(', ')}.`,
      ],
    }),
  ];
  return {
    items,
    complete: items.every((i) => i.done),
    bankDetailsPlaceholder: !bank?.ready,
    // Only once the ABN is on record can they become tax invoices.
    reissuable:
      text(cms?.abn) && gstRegistered
        ? withoutAbn.map((row) => ({
            bookingId: row.bookingId,
            bookingRef: row.bookingRef,
            number: formatInvoiceNumber(row.number),
          }))
        : [],
  };
}
