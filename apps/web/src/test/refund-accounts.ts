// A refund account as a student enters it and staff read it (issue 31): Li Wei's account at the
// Bank of China, in full (as sent, and as staff see it when paying the refund).
export const bankOfChinaAccount = {
  kind: 'overseas',
  accountName: 'Li Wei',
  bankName: 'Bank of China',
  country: 'CN',
  swift: 'BKCHCNBJ',
  accountNumber: '6217850000001234567',
} as const;
