/** Region and language picker (spec §2): countries with currency symbol and their languages. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language, type RegionEntry } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { countryName, currencyName } from '../../../lib/format';
import { chooseRegion } from '../lib/choose-region';
import './region-picker.css';

export interface RegionPickerDialogProps {
  open: boolean;
  onClose: () => void;
  regions: readonly RegionEntry[];
  activeMerchantCode: string;
  language: Language;
  /** First visit without a usable country: the visitor is asked, but may keep the default. */
  firstVisit?: boolean;
}

export function RegionPickerDialog({ open, onClose, regions, activeMerchantCode, language, firstVisit }: RegionPickerDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);

  const choose = async (entry: RegionEntry, lang?: Language) => {
    setPending(entry.merchantCode);
    const outcome = await chooseRegion(entry, activeMerchantCode, lang);
    if (outcome === 'kept') {
      setPending(null);
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('region.title')} size="lg" testId="region-picker">
      <p className="region-intro">{firstVisit ? t('region.firstVisit') : t('region.intro')}</p>
      <ul className="region-grid">
        {regions.map((entry) => {
          const active = entry.merchantCode === activeMerchantCode;
          const name = countryName(entry.country, entry.countryName, language);
          return (
            <li key={entry.merchantCode} className="region-item" data-active={active}>
              <button
                type="button"
                className="region-card"
                aria-pressed={active}
                aria-busy={pending === entry.merchantCode}
                data-testid={`region-option-${entry.merchantCode}`}
                onClick={() => void choose(entry)}
              >
                <span className="region-flag" aria-hidden="true">{entry.country}</span>
                <span className="region-text">
                  <span className="region-name">{name}</span>
                  <span className="region-currency">
                    <span className="region-symbol">{entry.currencySymbol}</span>
                    {entry.currency} · {currencyName(entry.isoCurrency, entry.currency, language)}
                  </span>
                </span>
                {active ? <span className="chip region-current">{t('region.current')}</span> : null}
              </button>
              <div className="region-langs" role="group" aria-label={t('region.languagesOf', { country: name })}>
                {entry.langList.map((lang) => (
                  <button
                    key={lang}
                    type="button"
                    className="region-lang"
                    aria-pressed={active && lang === language}
                    lang={LANGUAGE_TAGS[lang]}
                    data-testid={`region-lang-${entry.merchantCode}-${lang}`}
                    onClick={() => void choose(entry, lang)}
                  >
                    {LANGUAGE_NAMES[lang]}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
