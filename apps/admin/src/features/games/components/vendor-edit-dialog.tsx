/** Edit one vendor: its name, names per language and status (active, maintenance: every game of it shows the badge, hidden). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, type CatalogueStatus, type OperatorVendor, type VendorPatchBody } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { filledNames } from '../lib/names';
import { EditDialog } from './edit-dialog';
import { NamesFields } from './names-fields';

export function VendorEditDialog({ vendor, languages, busy, problem, onSave, onClose }: {
  vendor: OperatorVendor;
  languages: string[];
  busy: boolean;
  problem: string | null;
  onSave: (vendor: OperatorVendor, body: VendorPatchBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(vendor.name);
  const [names, setNames] = useState<Record<string, string>>({ ...vendor.names });
  const [status, setStatus] = useState<CatalogueStatus>(vendor.status);
  const [local, setLocal] = useState<string | null>(null);
  const all = [...new Set([...languages, ...Object.keys(vendor.names)])];

  function save() {
    setLocal(null);
    if (!name.trim()) return setLocal(t('games.vendorNameRequired'));
    onSave(vendor, { name: name.trim(), names: filledNames(names), status });
  }

  return (
    <EditDialog title={t('games.vendors.editTitle', { name: vendor.name })} busy={busy} problem={local ?? problem} onSubmit={save} onClose={onClose} testId="vendor-dialog">
      <div className="form-grid">
        <FormField id="vendor-edit-name" label={t('games.vendors.name')} hint={t('games.vendors.nameHint')} required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
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
