// Countries by their ISO 3166-1 alpha-2 code, for a refund account abroad (issue 31;
// docs/decisions/101). Names are never stored: each screen shows them in its reader's language
// (Intl.DisplayNames), so the codes are the whole list. XK (Kosovo) is a user-assigned code that
// banks and the IBAN registry use.
// prettier-ignore
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);
export const isCountryCode = (value: string): value is CountryCode => COUNTRIES.has(value);

// Where a bank account is known by its IBAN: the SWIFT IBAN registry's countries, plus the
// places whose banks issue their mother country's IBANs (France's overseas departments and
// territories, Åland, the Channel Islands and the Isle of Man). Elsewhere (China, India, Nepal,
// Vietnam, the United States…) an account is its number and the bank's SWIFT/BIC.
// prettier-ignore
export const IBAN_COUNTRY_CODES: ReadonlySet<CountryCode> = new Set<CountryCode>([
  'AD', 'AE', 'AL', 'AT', 'AX', 'AZ', 'BA', 'BE', 'BG', 'BH', 'BI', 'BL', 'BR', 'BY', 'CH', 'CR',
  'CY', 'CZ', 'DE', 'DJ', 'DK', 'DO', 'EE', 'EG', 'ES', 'FI', 'FK', 'FO', 'FR', 'GB', 'GE', 'GF',
  'GG', 'GI', 'GL', 'GP', 'GR', 'GT', 'HR', 'HU', 'IE', 'IL', 'IM', 'IQ', 'IS', 'IT', 'JE', 'JO',
  'KW', 'KZ', 'LB', 'LC', 'LI', 'LT', 'LU', 'LV', 'LY', 'MC', 'MD', 'ME', 'MF', 'MK', 'MN', 'MQ',
  'MR', 'MT', 'MU', 'NC', 'NI', 'NL', 'NO', 'OM', 'PF', 'PK', 'PL', 'PM', 'PS', 'PT', 'QA', 'RE',
  'RO', 'RS', 'RU', 'SA', 'SC', 'SD', 'SE', 'SI', 'SK', 'SM', 'SO', 'ST', 'SV', 'TF', 'TL', 'TN',
  'TR', 'UA', 'VA', 'VG', 'WF', 'XK', 'YE', 'YT',
]);
export const usesIban = (country: string) => IBAN_COUNTRY_CODES.has(country as CountryCode);
