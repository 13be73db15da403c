/** The merchant's deposit channels (disabled ones too) and, for a role with money rights, a change asked for one. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, OperatorDepositChannel } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Can } from '../../access/components/can';
import { ChannelForm, type channelBody } from './channel-form';

const helper = columnHelper<OperatorDepositChannel>();

export function ChannelsSection({ channels, languages, language, busy, onAsk }: {
  channels: OperatorDepositChannel[];
  languages: Language[];
  language: string;
  busy: boolean;
  onAsk: (code: string, body: NonNullable<ReturnType<typeof channelBody>>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  // null: closed; 'new': a new channel; else the code being changed.
  const [editing, setEditing] = useState<string | null>(null);

  const columns = useMemo(() => helper.columns([
    helper.accessor('code', { header: () => t('money.channels.code') }),
    helper.display({ id: 'name', header: () => t('money.channels.nameColumn'), cell: ({ row }) => row.original.names[language] ?? row.original.names.EN ?? row.original.code }),
    helper.accessor('type', { header: () => t('money.channels.type'), cell: (c) => t(`money.channels.types.${c.getValue()}`) }),
    helper.display({ id: 'range', header: () => t('money.channels.range'), cell: ({ row }) => `${row.original.minAmount} – ${row.original.maxAmount}` }),
    helper.accessor('enabled', { header: () => t('money.channels.state'), cell: (c) => t(c.getValue() ? 'money.channels.on' : 'money.channels.off') }),
    helper.display({
      id: 'actions', header: () => t('money.channels.actions'),
      cell: ({ row }) => (
        <Can permission="merchants.money">
          <button type="button" className="button button-quiet" onClick={() => setEditing(row.original.code)} aria-label={t('money.channels.editLabel', { code: row.original.code })}>
            {t('money.channels.edit')}
          </button>
        </Can>
      ),
    }),
  ]), [t, language]);

  const current = editing && editing !== 'new' ? channels.find((c) => c.code === editing) ?? null : null;
  return (
    <section className="stack" aria-labelledby="money-channels-title">
      <div className="panel-head">
        <h2 id="money-channels-title">{t('money.channels.title')}</h2>
        <Can permission="merchants.money">
          <button type="button" className="button button-quiet" onClick={() => setEditing('new')} data-testid="channel-new">{t('money.channels.new')}</button>
        </Can>
      </div>
      <DataTable caption={t('money.channels.caption')} columns={columns} data={channels} rowId={(c) => c.code} testId="channels-table" />
      {editing ? <ChannelForm key={editing} channel={current} languages={languages} busy={busy} onAsk={onAsk} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
