/**
 * Blocked countries (ISO codes) and addresses or ranges (CIDR): a visitor from one sees the restricted
 * page. Added and removed one at a time, each audited; removing asks first, as it opens the site again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { columnHelper, DataTable } from '../../../components/data-table';
import { FormField } from '../../../components/form-field';
import { formatDateTime } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { useRemoveBlock } from '../api/delete-block';
import { useBlocks, type BlockEntry } from '../api/get-blocks';
import { useAddBlock, type NewBlock } from '../api/post-block';
import { merchantErrorText } from '../lib/merchant-error-text';

const column = columnHelper<BlockEntry>();
const EMPTY: NewBlock = { kind: 'IP', value: '', note: '' };

export function BlocksSection({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const blocks = useBlocks(code);
  const add = useAddBlock(code);
  const remove = useRemoveBlock(code);
  const [form, setForm] = useState(EMPTY);
  const [removing, setRemoving] = useState<BlockEntry | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!form.value.trim()) return;
    add.mutate({ ...form, value: form.value.trim(), note: form.note.trim() }, {
      onSuccess: (b) => { setForm(EMPTY); setOutcome(t('merchants.blocks.added', { value: b.value })); },
    });
  }

  const columns = [
    column.accessor('kind', { header: () => t('merchants.blocks.kind'), cell: (c) => t(`merchants.blocks.kinds.${c.getValue()}`) }),
    column.accessor('value', { header: () => t('merchants.blocks.value'), cell: (c) => <code data-testid="block-value">{c.getValue()}</code> }),
    column.accessor('note', { header: () => t('merchants.blocks.note') }),
    column.accessor('createdAt', { header: () => t('merchants.blocks.createdAt'), cell: (c) => formatDateTime(c.getValue(), i18n.language) }),
    column.display({
      id: 'actions', header: () => t('merchants.blocks.actions'),
      cell: (c) => (
        <Can permission="merchants.blocks">
          <button type="button" className="button button-small button-danger" onClick={() => setRemoving(c.row.original)} data-testid="block-remove"
            aria-label={t('merchants.blocks.removeNamed', { value: c.row.original.value })}>{t('merchants.blocks.remove')}</button>
        </Can>
      ),
    }),
  ];

  return (
    <section className="stack" aria-labelledby="blocks-title" aria-busy={blocks.isFetching}>
      <h2 id="blocks-title">{t('merchants.blocks.title')}</h2>
      <p className="field-hint">{t('merchants.blocks.intro')}</p>
      <Can permission="merchants.blocks">
        <form className="stack panel" onSubmit={submit} noValidate aria-labelledby="block-add-title" data-testid="block-form">
          <h3 id="block-add-title">{t('merchants.blocks.addTitle')}</h3>
          <div className="form-grid">
            <div className="field">
              <label className="field-label" htmlFor="block-kind">{t('merchants.blocks.kind')}</label>
              <select id="block-kind" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as NewBlock['kind'] })} data-testid="block-kind">
                <option value="IP">{t('merchants.blocks.kinds.IP')}</option>
                <option value="COUNTRY">{t('merchants.blocks.kinds.COUNTRY')}</option>
              </select>
            </div>
            <FormField id="block-value" label={t('merchants.blocks.value')} hint={t(form.kind === 'IP' ? 'merchants.blocks.ipHint' : 'merchants.blocks.countryHint')}
              required maxLength={64} value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })} data-testid="block-value-input" />
            <FormField id="block-note" label={t('merchants.blocks.note')} maxLength={200} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
          </div>
          {add.isError ? <Alert tone="error" testId="block-error">{merchantErrorText(t, add.error)}</Alert> : null}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="block-add">{t('merchants.blocks.add')}</button>
          </div>
        </form>
      </Can>
      {outcome ? <Alert tone="success" testId="block-outcome">{outcome}</Alert> : null}
      {blocks.error ? <Alert tone="error">{merchantErrorText(t, blocks.error)}</Alert> : null}
      {blocks.data && blocks.data.length === 0 ? <Alert tone="info" testId="blocks-empty">{t('merchants.blocks.empty')}</Alert> : null}
      {blocks.data && blocks.data.length > 0 ? (
        <DataTable caption={t('merchants.blocks.title')} columns={columns} data={blocks.data} rowId={(b) => String(b.id)} testId="blocks-table" />
      ) : null}
      <ConfirmDialog
        open={removing !== null} title={t('merchants.blocks.confirmTitle')} confirmLabel={t('merchants.blocks.remove')} danger busy={remove.isPending}
        onClose={() => setRemoving(null)} testId="block-confirm"
        onConfirm={() => removing && remove.mutate(removing.id, {
          onSuccess: () => { setOutcome(t('merchants.blocks.removed', { value: removing.value })); setRemoving(null); },
        })}
      >
        <p>{t('merchants.blocks.confirmText', { value: removing?.value ?? '' })}</p>
        {remove.isError ? <Alert tone="error">{merchantErrorText(t, remove.error)}</Alert> : null}
      </ConfirmDialog>
    </section>
  );
}
