/**
 * The vendors in the lobby's order: their names, game counts and status, with up/down to reorder (the
 * whole order is sent at once), "Edit" and a link that filters the games list to the vendor.
 */
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorVendor } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { nameIn } from '../lib/names';

export interface VendorActionsState {
  busy: boolean;
  codes: readonly string[];
  onMove: (code: string, step: -1 | 1) => void;
  onEdit: (vendor: OperatorVendor) => void;
  onShowGames: (code: string) => void;
}

export const VendorActionsContext = createContext<VendorActionsState>({ busy: false, codes: [], onMove: () => undefined, onEdit: () => undefined, onShowGames: () => undefined });

function VendorActions({ vendor, name }: { vendor: OperatorVendor; name: string }) {
  const { t } = useTranslation();
  const { busy, codes, onMove, onEdit, onShowGames } = useContext(VendorActionsContext);
  const at = codes.indexOf(vendor.code);
  return (
    <div className="row-actions">
      <button type="button" className="button button-small" onClick={() => onShowGames(vendor.code)} aria-label={t('games.vendors.showGamesOf', { name })}
        data-testid="vendor-games">{t('games.vendors.showGames')}</button>
      <Can permission="games.manage">
        <button type="button" className="button button-small" disabled={busy || at <= 0} onClick={() => onMove(vendor.code, -1)}
          aria-label={t('games.vendors.upOf', { name })} data-testid="vendor-up">{t('games.vendors.up')}</button>
        <button type="button" className="button button-small" disabled={busy || at < 0 || at >= codes.length - 1} onClick={() => onMove(vendor.code, 1)}
          aria-label={t('games.vendors.downOf', { name })} data-testid="vendor-down">{t('games.vendors.down')}</button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => onEdit(vendor)}
          aria-label={t('games.editOf', { name })} data-testid="vendor-edit">{t('games.edit')}</button>
      </Can>
    </div>
  );
}

const helper = columnHelper<OperatorVendor>();

export function VendorsTable({ vendors }: { vendors: OperatorVendor[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => helper.columns([
    helper.display({ id: 'position', header: () => t('games.vendors.position'), cell: ({ row }) => <span className="number">{row.index + 1}</span> }),
    helper.accessor('name', { header: () => t('games.vendors.name'), cell: (c) => nameIn(c.row.original.names, language, c.getValue()) }),
    helper.accessor('code', { header: () => t('games.vendors.code'), cell: (c) => <code>{c.getValue()}</code> }),
    helper.accessor('gameCount', { header: () => t('games.vendors.games'), cell: (c) => <span className="number">{formatCount(c.getValue(), language)}</span> }),
    helper.accessor('walletMode', { header: () => t('games.vendors.wallet'), cell: (c) => t(`games.walletModes.${c.getValue()}`) }),
    helper.accessor('status', {
      header: () => t('games.columns.status'),
      cell: (c) => <span className={`badge ${c.getValue() === 'active' ? '' : 'badge-muted'}`}>{t(`games.statuses.${c.getValue()}`)}</span>,
    }),
    helper.display({
      id: 'actions', header: () => t('games.columns.actions'),
      cell: ({ row }) => <VendorActions vendor={row.original} name={nameIn(row.original.names, language, row.original.name)} />,
    }),
  ]), [t, language]);
  return <DataTable caption={t('games.vendors.caption')} columns={columns} data={vendors} rowId={(v) => v.code} testId="vendors-table" />;
}
