/**
 * Add or edit one vendor: its name, names per language and status (active, maintenance: every game of it
 * shows the badge, hidden). A new one also takes its code (fixed afterwards: games and wallets refer to it)
 * and its wallet mode.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, MAIN_WALLET, WALLET_MODES, type CatalogueStatus, type OperatorVendor, type VendorPatchBody, type WalletMode } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import type { VendorCreateInput } from '../api/post-game-vendor';
import { filledNames } from '../lib/names';
import { EditDialog } from './edit-dialog';
import { NamesFields } from './names-fields';

export type VendorSave = { vendor: OperatorVendor; body: VendorPatchBody } | { vendor: null; body: VendorCreateInput };

/** The contract's vendor code (vassalage): the server upper-cases it, so the form does too. */
const VENDOR_CODE = /^[A-Z0-9_]{1,20}$/;

export function VendorEditDialog({ vendor, languages, busy, problem, onSave, onClose }: {
  /** null: a new vendor. */
  vendor: OperatorVendor | null;
  languages: string[];
  busy: boolean;
  problem: string | null;
  onSave: (save: VendorSave) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [name, setName] = useState(vendor?.name ?? '');
  const [names, setNames] = useState<Record<string, string>>({ ...vendor?.names });
  const [status, setStatus] = useState<CatalogueStatus>(vendor?.status ?? 'active');
  const [walletMode, setWalletMode] = useState<WalletMode>('seamless');
  const [local, setLocal] = useState<string | null>(null);
  const all = [...new Set([...languages, ...Object.keys(vendor?.names ?? {})])];

  function save() {
    setLocal(null);
    const upper = code.trim().toUpperCase();
    if (!vendor && (!VENDOR_CODE.test(upper) || upper === MAIN_WALLET)) return setLocal(t('games.vendors.codeRule'));
    if (!name.trim()) return setLocal(t('games.vendorNameRequired'));
    const fields = { name: name.trim(), names: filledNames(names), status };
    if (vendor) onSave({ vendor, body: fields });
    else onSave({ vendor: null, body: { ...fields, code: upper, walletMode } });
  }

  const title = vendor ? t('games.vendors.editTitle', { name: vendor.name }) : t('games.vendors.newTitle');
  return (
    <EditDialog title={title} busy={busy} problem={local ?? problem} onSubmit={save} onClose={onClose} testId="vendor-dialog">
      <div className="form-grid">
        {vendor ? null : (
          <FormField id="vendor-edit-code" label={t('games.vendors.code')} hint={t('games.vendors.codeHint')} required maxLength={20} autoCapitalize="characters"
            value={code} onChange={(e) => setCode(e.target.value)} data-testid="vendor-edit-code" />
        )}
        <FormField id="vendor-edit-name" label={t('games.vendors.name')} hint={t('games.vendors.nameHint')} required maxLength={80} value={name} onChange={(e) => setName(e.target.value)}
          data-testid="vendor-edit-name" />
        {vendor ? null : (
          <div className="field">
            <label className="field-label" htmlFor="vendor-edit-wallet">{t('games.vendors.wallet')}</label>
            <select id="vendor-edit-wallet" value={walletMode} onChange={(e) => setWalletMode(e.target.value as WalletMode)}>
              {WALLET_MODES.map((m) => <option key={m} value={m}>{t(`games.walletModes.${m}`)}</option>)}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor="vendor-edit-status">{t('games.columns.status')}</label>
          <select id="vendor-edit-status" value={status} aria-describedby="vendor-edit-status-hint" onChange={(e) => setStatus(e.target.value as CatalogueStatus)}>
            {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`games.statuses.${s}`)}</option>)}
          </select>
          <p id="vendor-edit-status-hint" className="field-hint">{t('games.vendors.statusHint')}</p>
        </div>
      </div>
      <NamesFields idPrefix="vendor-edit" languages={all} names={names} onChange={setNames} requireEn={false} />
    </EditDialog>
  );
}
