/**
 * The lobby's provider picker: a button that opens a list of vendors (a large drop menu of tiles
 * above 10 vendors, spec §9). Arrow keys move between entries, Escape closes and returns focus.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

export const LARGE_MENU_ABOVE = 10;

export interface ProviderOption {
  vassalage: string;
  name: string;
  iconUrl: string;
}

export function ProviderDropdown({ vendors, value, onChange }: { vendors: readonly ProviderOption[]; value: string | undefined; onChange: (vassalage: string | undefined) => void }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const large = vendors.length > LARGE_MENU_ABOVE;
  const current = vendors.find((v) => v.vassalage === value);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"], button')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (vassalage: string | undefined) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (vassalage !== value) onChange(vassalage);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (step !== undefined && items.length > 0) {
      event.preventDefault();
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    }
  };

  const option = (vassalage: string | undefined, label: string, iconUrl?: string) => (
    <li key={vassalage ?? '*'} role="none">
      <button
        type="button"
        role="menuitemradio"
        aria-checked={vassalage === value}
        className="provider-option"
        onClick={() => choose(vassalage)}
        data-testid={`provider-option-${vassalage ?? 'ALL'}`}
      >
        {iconUrl ? <img src={iconUrl} alt="" width={24} height={24} loading="lazy" /> : <Icon name="star" size={18} />}
        <span>{label}</span>
      </button>
    </li>
  );

  return (
    <div className="provider-dropdown">
      <button
        ref={buttonRef}
        type="button"
        className="provider-dropdown-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="provider-dropdown"
      >
        <span className="provider-dropdown-label">{t('lobby.provider')}</span>
        <span className="provider-dropdown-value" data-testid="provider-dropdown-value">
          {current?.name ?? t('lobby.allProviders')}
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('lobby.provider')}
          className={large ? 'provider-menu provider-menu-large' : 'provider-menu'}
          onKeyDown={onMenuKey}
          data-testid="provider-menu"
          data-size={large ? 'large' : 'small'}
        >
          {option(undefined, t('lobby.allProviders'))}
          {vendors.map((v) => option(v.vassalage, v.name, v.iconUrl))}
        </ul>
      ) : null}
    </div>
  );
}
