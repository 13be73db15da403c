import type { MerchantInput } from '@platform/contracts';

/**
 * The six markets of spec §1, as templates for new merchants: currency, languages, phone rules and time
 * zone. A production operator creates merchants from them (no players, games or money come with them);
 * the demo seed makes all six. Thailand is the default. Phone digits are national numbers without the leading 0.
 */
export const MERCHANT_TEMPLATES: (MerchantInput & { isDefault: boolean })[] = [
  { merchantCode: 'thailand', country: 'TH', countryName: 'Thailand', currency: 'THB', isoCurrency: 'THB', currencySymbol: '฿', langList: ['TH', 'EN', 'CN'], dialingCode: '66', phoneDigitsMin: 9, phoneDigitsMax: 9, timeZone: 'Asia/Bangkok', isDefault: true },
  { merchantCode: 'myanmar', country: 'MM', countryName: 'Myanmar', currency: 'MMK', isoCurrency: 'MMK', currencySymbol: 'K', langList: ['MY', 'EN', 'CN'], dialingCode: '95', phoneDigitsMin: 8, phoneDigitsMax: 10, timeZone: 'Asia/Yangon', isDefault: false },
  { merchantCode: 'indonesia', country: 'ID', countryName: 'Indonesia', currency: 'IDRK', isoCurrency: 'IDR', currencySymbol: 'Rp', langList: ['ID', 'EN'], dialingCode: '62', phoneDigitsMin: 9, phoneDigitsMax: 12, timeZone: 'Asia/Jakarta', isDefault: false },
  { merchantCode: 'india', country: 'IN', countryName: 'India', currency: 'INR', isoCurrency: 'INR', currencySymbol: '₹', langList: ['HI', 'EN'], dialingCode: '91', phoneDigitsMin: 10, phoneDigitsMax: 10, timeZone: 'Asia/Kolkata', isDefault: false },
  { merchantCode: 'brazil', country: 'BR', countryName: 'Brazil', currency: 'BRL', isoCurrency: 'BRL', currencySymbol: 'R$', langList: ['PT', 'EN'], dialingCode: '55', phoneDigitsMin: 10, phoneDigitsMax: 11, timeZone: 'America/Sao_Paulo', isDefault: false },
  { merchantCode: 'mexico', country: 'MX', countryName: 'Mexico', currency: 'MXN', isoCurrency: 'MXN', currencySymbol: '$', langList: ['ES', 'EN'], dialingCode: '52', phoneDigitsMin: 10, phoneDigitsMax: 10, timeZone: 'America/Mexico_City', isDefault: false },
];
