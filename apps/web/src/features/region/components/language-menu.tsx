/** Header language picker: the current merchant's languages; the change is immediate and stored. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@platform/contracts';
import { Icon } from '../../../components/ui/icon';
import { changeLanguage } from '../../../lib/language';
import './language-menu.css';

export function LanguageMenu({ languages, current }: { languages: readonly Language[]; current: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = async (language: Language) => {
    setOpen(false);
    await changeLanguage(language);
  };

  return (
    <div className="lang-menu" ref={rootRef}>
      <button
        type="button"
        className="lang-menu-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        // Only while the list exists: a reference to a missing element is an ARIA fault.
        aria-controls={open ? listId : undefined}
        data-testid="language-menu-button"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="globe" size={18} />
        {/* Named by its visible code plus a hidden explanation (WCAG 2.5.3: the name contains what is seen). */}
        <span className="lang-menu-code">{current}</span>
        <span className="visually-hidden"> {t('language.change', { language: LANGUAGE_NAMES[current] })}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open ? (
        <ul id={listId} className="lang-menu-list" role="listbox" aria-label={t('language.title')}>
          {languages.map((language) => (
            <li
              key={language}
              role="option"
              tabIndex={0}
              aria-selected={language === current}
              lang={LANGUAGE_TAGS[language]}
              className="lang-menu-option"
              onClick={() => void pick(language)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void pick(language);
                }
              }}
            >
              <span>{LANGUAGE_NAMES[language]}</span>
              {language === current ? <Icon name="check" size={16} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
