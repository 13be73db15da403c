import { MERCHANT_TEMPLATES } from '../../modules/merchant/templates';

/** The six demo merchants of spec §1 (the templates production operators create merchants from). */
export const SEED_MERCHANTS = MERCHANT_TEMPLATES;

/** Demo social links and support channels; an operator replaces them with the site's own. */
export function seedChannels(code: string) {
  return {
    customerService: [
      { type: 'LINE', label: 'LINE', url: `https://line.me/R/ti/p/@royallotus_${code}` },
      { type: 'TELEGRAM', label: 'Telegram', url: `https://t.me/royallotus_${code}` },
      { type: 'WHATSAPP', label: 'WhatsApp', url: 'https://wa.me/66800000000' },
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
