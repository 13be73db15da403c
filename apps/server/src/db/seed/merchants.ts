import type { MerchantInput } from '@platform/contracts';

/** The six demo merchants of spec §1; Thailand is the default. Phone digits are national numbers without the leading 0. */
export const SEED_MERCHANTS: (MerchantInput & { isDefault: boolean })[] = [
  { merchantCode: 'thailand', country: 'TH', countryName: 'Thailand', currency: 'THB', isoCurrency: 'THB', currencySymbol: '฿', langList: ['TH', 'EN', 'CN'], dialingCode: '66', phoneDigitsMin: 9, phoneDigitsMax: 9, timeZone: 'Asia/Bangkok', isDefault: true },
  { merchantCode: 'myanmar', country: 'MM', countryName: 'Myanmar', currency: 'MMK', isoCurrency: 'MMK', currencySymbol: 'K', langList: ['MY', 'EN', 'CN'], dialingCode: '95', phoneDigitsMin: 8, phoneDigitsMax: 10, timeZone: 'Asia/Yangon', isDefault: false },
  { merchantCode: 'indonesia', country: 'ID', countryName: 'Indonesia', currency: 'IDRK', isoCurrency: 'IDR', currencySymbol: 'Rp', langList: ['ID', 'EN'], dialingCode: '62', phoneDigitsMin: 9, phoneDigitsMax: 12, timeZone: 'Asia/Jakarta', isDefault: false },
  { merchantCode: 'india', country: 'IN', countryName: 'India', currency: 'INR', isoCurrency: 'INR', currencySymbol: '₹', langList: ['HI', 'EN'], dialingCode: '91', phoneDigitsMin: 10, phoneDigitsMax: 10, timeZone: 'Asia/Kolkata', isDefault: false },
  { merchantCode: 'brazil', country: 'BR', countryName: 'Brazil', currency: 'BRL', isoCurrency: 'BRL', currencySymbol: 'R$', langList: ['PT', 'EN'], dialingCode: '55', phoneDigitsMin: 10, phoneDigitsMax: 11, timeZone: 'America/Sao_Paulo', isDefault: false },
  { merchantCode: 'mexico', country: 'MX', countryName: 'Mexico', currency: 'MXN', isoCurrency: 'MXN', currencySymbol: '$', langList: ['ES', 'EN'], dialingCode: '52', phoneDigitsMin: 10, phoneDigitsMax: 10, timeZone: 'America/Mexico_City', isDefault: false },
];

/** Demo social links and support channels; an operator replaces them with the site's own. */
export function seedChannels(code: string) {
  return {
    customerService: [
      { type: 'LIVE_CHAT', label: 'Live chat 24/7', url: `/help?merchant=${code}#contact` },
      { type: 'TELEGRAM', label: 'Telegram', url: `https://t.me/royallotus_${code}` },
      { type: 'EMAIL', label: 'E-mail', url: `mailto:support+${code}@royallotus.example` },
    ],
    resources: {
      TELEGRAM: { labelNameEn: 'Telegram channel', url: `https://t.me/royallotus_${code}_news` },
      TELEGRAM1: { labelNameEn: 'Telegram support', url: `https://t.me/royallotus_${code}_help` },
      FACEBOOK: { labelNameEn: 'Facebook', url: `https://facebook.com/royallotus.${code}` },
    },
    domainRoute: {
      mainDomain: `${code}.royallotus.example`,
      mirrors: [1, 2, 3].map((n) => ({ url: `https://m${n}.${code}.royallotus.example`, label: `Mirror ${n}` })),
    },
  };
}
