// Built-in banking services a fresh install starts with.
import type { SeedBankingService } from '#server/db/seed/types.ts';

export const seedBankingServices: SeedBankingService[] = [
  {
    title: 'Student everyday account setup',
    description:
      'We compare the student accounts offered by the major Australian banks, help you apply and get your debit card and banking app working, so you can receive wages and pay rent without overseas fees.',
    estimatedProcessingTime: '1-2 business days',
    requiredDocuments: [
      'Passport',
      'Visa grant details',
      'Confirmation of Enrolment (CoE)',
      'Australian residential address and phone number',
    ],
    externalLinks: ['https://www.commbank.com.au', 'https://www.anz.com.au'],
    cost: '$29',
    serviceCategory: 'Accounts',
  },
  {
    title: 'Tax File Number application help',
    description:
      'The Tax File Number (TFN) application with the Australian Taxation Office is free. We guide you through the official online application and explain how to give your TFN to your employer and bank.',
    estimatedProcessingTime: '1-2 business days',
    requiredDocuments: ['Passport', 'Visa grant details', 'Australian postal address'],
    externalLinks: ['https://www.ato.gov.au', 'https://my.gov.au'],
    cost: '$35',
    serviceCategory: 'Tax',
  },
  {
    title: 'International money transfer guidance',
    description:
      'Learn how to move money between your home country and Australia safely: comparing exchange rates and fees, using your bank details correctly and avoiding transfer scams.',
    estimatedProcessingTime: '1-2 business days',
    requiredDocuments: ['Australian bank account details', 'Passport'],
    externalLinks: ['https://moneysmart.gov.au'],
    cost: 'Free',
    serviceCategory: 'Transfers',
  },
  {
    title: 'Credit history and first credit card guidance',
    description:
      'Understand how credit reporting works in Australia, how to check your credit report for free, and whether a first credit card makes sense for you on a temporary visa.',
    estimatedProcessingTime: '1-2 business days',
    requiredDocuments: ['Passport', 'Visa grant details', 'Proof of income, such as payslips'],
    externalLinks: ['https://moneysmart.gov.au'],
    cost: 'Free',
    serviceCategory: 'Accounts',
  },
  {
    title: 'Superannuation and payslip check',
    description:
      'If you work part-time, your employer may need to pay super into your account. We explain how super works, how to check your payslips and super payments, and where to get help if something is missing.',
    estimatedProcessingTime: '1-2 business days',
    requiredDocuments: ['Recent payslips', 'Tax File Number', 'Super fund details, if you have one'],
    externalLinks: ['https://www.ato.gov.au', 'https://www.fairwork.gov.au'],
    cost: 'Free',
    serviceCategory: 'Tax',
  },
];
