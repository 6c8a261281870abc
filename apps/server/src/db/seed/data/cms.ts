// Built-in site texts and bank details a fresh install starts with. The bank details are
// PLACEHOLDERS: the business replaces them in the admin CMS tab before taking payments.
import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';

import type { SeedCms } from '#server/db/seed/types.ts';

const about = `## Our story

Landed started with a simple observation: the hardest part of studying in Australia is often the first two weeks. Our founders arrived in Melbourne as international students themselves, and remember standing in the arrivals hall with heavy bags, no local SIM, no bank account and a rental listing that turned out to be a scam.

Today our Melbourne-based team helps students from all over the world arrive and settle in, from the airport pickup to a working phone, a safe place to live and a first payslip.

## Our mission

To make arriving in Australia safe, simple and affordable for every international student, with honest advice, clear prices and real people who answer when you need help.

## Our vision

A world where moving countries to study is exciting rather than stressful, and where every student feels at home in their new city from the day they land. We are starting in Melbourne and plan to grow city by city.
`;

const terms = `# Terms of Service

Last updated: 21 November 2026

These terms apply when you book services with Landed Arrival Services Pty Ltd ("Landed", "we", "us"). By creating an account or making a booking, you agree to these terms. Please read them carefully and contact us if anything is unclear.

## 1. Our services

Landed provides arrival and settlement support for international students and new arrivals in Melbourne, Victoria. Our services include airport pickup, SIM card setup, accommodation assistance, bank account setup, city orientation, healthcare registration, TFN and ABN application help, part-time job support and driving support, sold individually or as packages.

We provide guidance and practical help. We are not a bank, migration agent, real estate agent, insurer, tax agent or employment agency, and we do not give financial, legal, migration or tax advice. Decisions made by third parties, such as a bank approving an account, a landlord accepting an application or an employer offering a job, are outside our control, and we cannot guarantee those outcomes.

## 2. Bookings

- You can book a package or build a custom package through your account.
- A new booking is **Pending** until we confirm it. We will contact you if we need more details, such as your flight number or arrival time.
- You must give us accurate information. If your flight or arrival details change, please update them in your dashboard or tell us as soon as possible.
- Most services are delivered within 24-48 hours of confirmation, or on the date you choose.

## 3. Prices and payment

- {{PRICES_GST}}
- The price of your booking is the price shown when you book. For custom packages it is the total of the options you select.
- {{PAYMENT_METHODS}}
- Each booking is paid in full, in one payment.
- Please quote your booking reference (for example BK-7K2M9Q) in the transfer description so we can match your payment.
- Payments take 1-2 business days to process and verify. Your booking's payment status changes once we have verified the payment.
- Your bank may charge fees for international transfers; these are your responsibility.

## 4. Cancellations

- You can cancel a booking from your dashboard while it is still Pending.
- If you need to cancel a confirmed booking, contact support.
- How much of what you paid comes back depends on how long before your arrival the booking is cancelled: the cancellation policy at the end of these terms sets it out.

## 5. Refunds

- If a service was not delivered as described, tell us at {{SUPPORT_EMAIL}}. We will review your request and reply within 5 business days.
- Refunds are paid back to the account you paid from.
- Nothing in these terms excludes, restricts or modifies your rights under the Australian Consumer Law. Our services come with guarantees that cannot be excluded, and you are entitled to a remedy if a service fails to meet them.

## 6. Your responsibilities

- Keep your account login details secure and tell us if you think someone else has used your account.
- Make sure you hold the visas, documents and insurance you need to travel to and stay in Australia.
- Be respectful to our staff and drivers. We may cancel a booking if a team member's safety is at risk.

## 7. Changes and upgrades

You can upgrade your package at any time by contacting support; you pay only the difference in price. We may update these terms from time to time. The version that applies to your booking is the one published when you made it.

## 8. Liability

To the extent permitted by law, our liability for any service that fails to meet a consumer guarantee is limited to supplying the service again or paying the cost of having it supplied again. We are not responsible for losses caused by third parties, delays outside our reasonable control, or information you gave us that was incorrect.

## 9. Governing law

These terms are governed by the laws of Victoria, Australia.

## 10. Contact us

Questions about these terms? Email {{SUPPORT_EMAIL}} or call {{SUPPORT_PHONE}}.
`;

const privacy = `# Privacy Policy

Last updated: 26 November 2026

Landed Arrival Services Pty Ltd ("Landed", "we", "us") respects your privacy. This policy explains how we collect, use, store and share your personal information, and what you can do about it yourself in your account. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).

## What we collect

We only collect information we need to provide our services, including:

- your name, email address, phone number and university or institution
- arrival details, such as your flight number, arrival date and time, and where you are going from the airport
- booking, payment and payment-reference details (we never see or store card numbers)
- documents you choose to upload, such as a passport page, visa grant or Confirmation of Enrolment, when a service needs them
- messages you send to our support team
- basic technical information, such as your browser, device and sign-in activity, used to keep your account secure

If you sign in with Google, we receive your name and email address from Google.

## How we use it

We use your personal information to:

- create and manage your account
- deliver the services you book, for example sharing your name, phone number and flight details with the driver who meets you
- verify payments and send booking updates, reminders and tax invoices
- answer your questions and support requests
- keep our services secure and meet our legal obligations

We do not sell your personal information, and we do not use it for marketing without your consent. Our newsletter is sent only to addresses whose owner confirmed the subscription with the link we email. Every newsletter email has an unsubscribe link that works in one click, without signing in, and you can turn the newsletter on or off in **Account Settings**.

## Who we share it with

We share only what is necessary with:

- drivers, guides and staff who deliver your booking
- service providers who help us run our business, such as hosting and email providers, under confidentiality obligations
- third parties you ask us to deal with for you, such as a bank or accommodation provider, with your consent
- government authorities when the law requires it

## Where we store it

We store your information securely and keep it in Australia where possible. Some of our service providers may process data overseas; when that happens we take reasonable steps to make sure your information is handled in line with the APPs.

## How long we keep it

- **Uploaded documents** are deleted automatically {{DOCUMENT_RETENTION_DAYS}} days after your last booking is completed or cancelled. We send you a notice 7 days before, so you can download anything you still need. You can delete any document yourself at any time in your dashboard.
- **Your account** stays until you delete it.
- **Bookings, payments and tax invoices** are kept for 5 years, as Australian tax law requires. If you delete your account they are kept without your name or contact details.

## See and download your data

In **Account Settings**, choose **Download my data**: you get a file with everything we hold about you (your profile, arrival details, bookings, payments, notifications, messages you sent us, sign-in sessions and consent records) and copies of the documents you uploaded.

Messages you sent us and newsletter subscriptions made with your email address before you had an account join your account only once you confirm that address (with the link we email you, or by resetting your password): until then your account does not show, download or delete them.

## Delete your account

In **Account Settings**, choose **Delete account** and enter your password. Your name, email address, phone number, profile, arrival details, documents, notifications and sign-in sessions are erased at once. Bookings, payments and tax invoices stay for our accounts (see above) marked "Deleted user". You can create a new account with the same email address afterwards.

## Security

We protect your information with measures such as encrypted connections, hashed passwords, two-factor sign-in for our staff, access controls and a log of every staff access to your documents. No system is completely secure, so please keep your password private and let us know straight away if you suspect misuse of your account.

## Your rights

You can access your information and delete your account yourself, as described above. You can also ask us to correct your information or ask any privacy question. We will respond within 30 days. There is no charge for making a request.

## Privacy requests and complaints

To make a privacy request or complaint, email **{{SUPPORT_EMAIL}}** with "Privacy request" in the subject line, or call {{SUPPORT_PHONE}}. We will acknowledge your message within 5 business days and try to resolve it within 30 days.

If you are not satisfied with our response, you can contact the Office of the Australian Information Commissioner (OAIC) at [oaic.gov.au](https://www.oaic.gov.au).

## Changes to this policy

We may update this policy from time to time. We will post the new version on this page and update the date above.
`;

export const seedCms: SeedCms = {
  homepageHeadline: 'Land in Melbourne with everything sorted',
  homepageSubheading:
    'Airport pickup, SIM, bank account, accommodation and more, handled by a friendly local team.',
  heroText:
    'Moving to Melbourne to study is exciting, but the first few weeks can be overwhelming. Landed takes care of the essentials, from meeting you at the airport to getting you settled, so you can focus on your studies and your new city.',
  footerText:
    'Landed helps international students arrive and settle in. We currently serve Melbourne, Australia.',
  servicesDesc:
    'Book exactly the help you need, from your airport pickup to your first part-time job. Every service is delivered by our Melbourne-based team.',
  packagesDesc:
    'Save with a package that covers your first weeks in Melbourne, or build a custom package with only the services you need.',
  faqs: [
    {
      question: 'How quickly are services delivered?',
      answer:
        'Most services are delivered within 24-48 hours of your booking being confirmed. Airport pickups happen on your arrival date, so please book at least a few days before you fly.',
    },
    {
      question: 'How can I pay?',
      answer:
        '{{PAYMENT_METHODS}} Each booking is paid in full, in one payment. {{PRICES_GST}}',
    },
    {
      question: 'Can I upgrade my package later?',
      answer:
        'Yes. You can upgrade your package at any time by contacting our support team, and you only pay the difference.',
    },
    {
      question: 'Do I need to book before I arrive in Australia?',
      answer:
        'We recommend it, especially for airport pickup and accommodation assistance. You can still book services after you arrive, and we will fit in around your schedule.',
    },
    {
      question: 'Can you guarantee a bank account, rental or job?',
      answer:
        'No one can honestly guarantee those: the final decision belongs to the bank, landlord or employer. What we do is prepare you properly, help with every step and make sure you avoid common mistakes and scams.',
    },
    {
      question: 'Which cities do you cover?',
      answer:
        'We currently serve Melbourne, including airport pickups from Melbourne Airport (Tullamarine), with Avalon Airport pickups available on request. More cities are planned.',
    },
  ],
  about,
  terms,
  privacy,
  contactEmail: 'support@landed.com.au',
  contactPhone: '+61 3 9000 0000',
  contactAddress: 'Melbourne, Australia',
  chatUrl: 'https://wa.me/61390000000',
  messengerUrl: 'https://t.me/landedsupport',
  socialLinks: {
    facebook: 'https://www.facebook.com/landedau',
    instagram: 'https://www.instagram.com/landedau',
    linkedin: 'https://www.linkedin.com/company/landedau',
    telegram: 'https://t.me/landedsupport',
    twitter: 'https://x.com/landedau',
    whatsapp: 'https://wa.me/61390000000',
  },
  // The seller on invoices (docs/decisions/061). The ABN is left empty on purpose: a made-up one
  // must never reach a tax invoice. Until the Super Admin enters the real one in the Content
  // tab, invoices are issued as plain invoices and the System Notifications say so.
  businessName: 'Landed Arrival Services Pty Ltd',
  abn: '',
  businessAddress: 'Melbourne VIC 3000, Australia',
  gstRegistered: true,
  // PLACEHOLDER bank details: replace every value below in the admin CMS tab before going live.
  bankName: 'Commonwealth Bank of Australia',
  accountNumber: '0000 0000 (placeholder)',
  routingNumber: '000-000 (placeholder)',
  swiftCode: 'CTBAAU2S',
  // Not used for transfers within Australia; a business that takes transfers from abroad may
  // add one.
  iban: '',
  accountHolder: 'Landed Arrival Services Pty Ltd',
  branch: 'Melbourne CBD',
  bankAddress: 'Placeholder branch address, Melbourne VIC 3000',
  bankPhone: '+61 3 9000 0000 (placeholder)',
  bankEmail: 'payments@landed.com.au',
  bankInstructions:
    // Only what the Pay dialog does not already say (the amount, the reference, the processing
    // time): docs/decisions/116.
    'A transfer from a bank outside Australia can take a few days longer to arrive, and your bank may charge a fee for it.',
  // What the arrival pass says (docs/decisions/062); administrators may rewrite both.
  defaultMeetingPoint: ARRIVAL_PASS_DEFAULTS.meetingPoint,
  arrivalHelp: ARRIVAL_PASS_DEFAULTS.help,
};
