/** A player's profile: who, what kind, money, when, and the personal values (masked, each showable). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PiiField, PlayerDetail } from '@platform/contracts';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { playerTypeKey } from '../lib/player-words';
import { PiiValue } from './pii-value';

const PII: { field: PiiField; key: string }[] = [
  { field: 'mobile', key: 'player.mobile' },
  { field: 'email', key: 'player.email' },
  { field: 'payeeName', key: 'player.payeeName' },
  { field: 'registerIp', key: 'player.registerIp' },
  { field: 'lastLoginIp', key: 'player.lastLoginIp' },
];

export function PlayerProfile({ player, merchantCode, currency, isoCurrency, timeZone, mayUnmask }: {
  player: PlayerDetail;
  merchantCode: string;
  currency: string;
  isoCurrency: string | undefined;
  timeZone: string;
  mayUnmask: boolean;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDateTimeIn(iso, i18n.language, timeZone) : t('players.never'));
  const facts: [string, ReactNode][] = [
    [t('player.id'), player.id],
    [t('players.columns.type'), t(playerTypeKey(player.type))],
    [t('players.columns.status'), t(`players.statuses.${player.status}`)],
    [t('player.nickname'), player.nickname ?? t('players.none')],
    [t('players.columns.balance'), formatMoney(player.balance, currency, isoCurrency, i18n.language)],
    [t('player.registerMethod'), player.registerMethod],
    [t('players.columns.createdAt'), when(player.createdAt)],
    [t('players.columns.lastLoginAt'), when(player.lastLoginAt)],
  ];
  return (
    <>
      <dl className="details" data-testid="player-facts">
        {facts.map(([term, value]) => (
          <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      <h2>{t('player.personal')}</h2>
      {mayUnmask ? <p className="note" data-testid="player-recorded">{t('player.recorded')}</p> : null}
      <dl className="details">
        {PII.map(({ field, key }) => (
          <div key={field}>
            <dt>{t(key)}</dt>
            <dd>
              <PiiValue merchantCode={merchantCode} playerId={player.id} field={field} label={t(key)} masked={player[field]} allowed={mayUnmask} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
