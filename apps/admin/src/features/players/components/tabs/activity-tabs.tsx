/** The play and access tabs: game rounds, open sessions, login history, devices and addresses. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAddressPage, PlayerDevicePage, PlayerRoundPage, PlayerSessionPage } from '@platform/contracts';
import { columnHelper } from '../../../../components/data-table';
import { formatDateTimeIn, formatMoney } from '../../../../lib/format';
import { getPlayerList } from '../../api/get-player-list';
import type { TabProps } from './money-tabs';
import { PagedTab } from './paged-tab';

type Round = PlayerRoundPage['list'][number];
type Session = PlayerSessionPage['list'][number];
type Device = PlayerDevicePage['list'][number];
type Address = PlayerAddressPage['list'][number];
const roundHelper = columnHelper<Round>();
const sessionHelper = columnHelper<Session>();
const deviceHelper = columnHelper<Device>();
const addressHelper = columnHelper<Address>();

export function RoundsTab({ merchantCode, playerId, isoCurrency, timeZone }: TabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => {
    const money = (amount: string, row: Round) => formatMoney(amount, row.currency, isoCurrency, language);
    return roundHelper.columns([
      roundHelper.accessor('startedAt', { header: () => t('playerActions.columns.time'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
      roundHelper.accessor('vendorCode', { header: () => t('playerActions.columns.vendor') }),
      roundHelper.accessor('gameCode', { header: () => t('playerActions.columns.game') }),
      roundHelper.accessor('roundId', { header: () => t('playerActions.columns.round') }),
      roundHelper.accessor('bet', { header: () => t('playerActions.columns.bet'), cell: (c) => money(c.getValue(), c.row.original) }),
      roundHelper.accessor('win', { header: () => t('playerActions.columns.win'), cell: (c) => money(c.getValue(), c.row.original) }),
      roundHelper.accessor('status', { header: () => t('playerActions.columns.status'), cell: (c) => t(`playerActions.roundStatuses.${c.getValue()}`) }),
    ]);
  }, [t, language, timeZone, isoCurrency]);
  return (
    <PagedTab<Round>
      name="rounds" merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} withPeriod caption={t('playerActions.tabs.rounds')}
      fetcher={(paging) => getPlayerList<Round>(merchantCode, playerId, 'rounds', paging)} columns={columns} rowId={(r) => String(r.id)}
    />
  );
}

/** `sessions`: the ones open now; `logins`: every session ever opened, by period. */
export function SessionsTab({ merchantCode, playerId, timeZone, list }: TabProps & { list: 'sessions' | 'logins' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? formatDateTimeIn(iso, language, timeZone) : t('players.none'));
    return sessionHelper.columns([
      sessionHelper.accessor('createdAt', { header: () => t('playerActions.columns.loggedInAt'), cell: (c) => when(c.getValue()) }),
      sessionHelper.accessor('ip', { header: () => t('playerActions.columns.address'), cell: (c) => c.getValue() ?? t('players.none') }),
      sessionHelper.accessor('device', { header: () => t('playerActions.columns.device'), cell: (c) => c.getValue() ?? t('players.none') }),
      sessionHelper.accessor('lastSeenAt', { header: () => t('playerActions.columns.lastSeen'), cell: (c) => when(c.getValue()) }),
      sessionHelper.accessor('endedAt', {
        header: () => t('playerActions.columns.state'),
        cell: (c) => (c.row.original.active ? t('playerActions.sessionActive') : c.getValue() ? t('playerActions.sessionEnded', { at: when(c.getValue()) }) : t('playerActions.sessionExpired')),
      }),
    ]);
  }, [t, language, timeZone]);
  return (
    <PagedTab<Session>
      name={list} merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} withPeriod={list === 'logins'} caption={t(`playerActions.tabs.${list}`)}
      fetcher={(paging) => getPlayerList<Session>(merchantCode, playerId, list, paging)} columns={columns} rowId={(s) => String(s.id)}
    />
  );
}

export function DevicesTab({ merchantCode, playerId, timeZone }: TabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const deviceColumns = useMemo(() => deviceHelper.columns([
    deviceHelper.accessor('device', { header: () => t('playerActions.columns.device'), cell: (c) => c.getValue() ?? t('players.none') }),
    deviceHelper.accessor('logins', { header: () => t('playerActions.columns.logins') }),
    deviceHelper.accessor('lastSeenAt', { header: () => t('playerActions.columns.lastSeen'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
  ]), [t, language, timeZone]);
  const addressColumns = useMemo(() => addressHelper.columns([
    addressHelper.accessor('ip', { header: () => t('playerActions.columns.address') }),
    addressHelper.accessor('firstSeenAt', { header: () => t('player.firstSeen'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
    addressHelper.accessor('lastSeenAt', { header: () => t('player.lastSeen'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
  ]), [t, language, timeZone]);
  return (
    <>
      <h3>{t('playerActions.devices')}</h3>
      <PagedTab<Device>
        name="devices" merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} caption={t('playerActions.devices')}
        fetcher={(paging) => getPlayerList<Device>(merchantCode, playerId, 'devices', paging)} columns={deviceColumns} rowId={(d) => d.device ?? ''}
      />
      <h3>{t('playerActions.addresses')}</h3>
      <PagedTab<Address>
        name="addresses" merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} caption={t('playerActions.addresses')}
        fetcher={(paging) => getPlayerList<Address>(merchantCode, playerId, 'addresses', paging)} columns={addressColumns} rowId={(a) => a.ip}
      />
    </>
  );
}
