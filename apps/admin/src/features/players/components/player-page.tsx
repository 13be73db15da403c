/**
 * One player (decisions 0046, 0048): profile, personal values masked (each showable, audited), agent path,
 * flags, addresses, the account actions and the tabs of the player's money, play, access and notes.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermissions } from '../../access/use-permissions';
import { useMerchant, useMerchantSearch } from '../../merchants/use-merchant';
import { usePlayer } from '../api/get-player';
import { AgentPath } from './agent-path';
import { PlayerAddresses } from './player-addresses';
import { PlayerActions } from './player-actions';
import { PlayerFlags } from './player-flags';
import { PlayerProfile } from './player-profile';
import { PlayerTabs } from './player-tabs';

export function PlayerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const merchant = useMerchant();
  const merchantCode = merchant.current?.merchantCode;
  const player = usePlayer(merchantCode, id);
  const { can } = usePermissions();
  const withMerchant = useMerchantSearch();
  usePageTitle(player.data ? t('player.title', { name: player.data.username }) : t('players.title'));
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const badId = !Number.isInteger(id) || id <= 0;
  const error = merchant.error ?? player.error;

  return (
    <section className="stack" aria-busy={merchant.pending || (player.isPending && !badId && !error)}>
      <p><Link to={{ pathname: '/players', search: withMerchant() }}>{t('player.back')}</Link></p>
      {badId ? <Alert tone="error">{t('errors.member.not_found')}</Alert> : null}
      {error ? <Alert tone="error" testId="player-error">{errorText(t, error)}</Alert> : null}
      {player.data && merchantCode ? (
        <>
          <h1 data-testid="player-title">{t('player.title', { name: player.data.username })}</h1>
          <p className="field-hint">{t('players.timeZone', { zone: timeZone })}</p>
          <h2>{t('player.agentPath')}</h2>
          <AgentPath player={player.data} />
          <PlayerProfile
            player={player.data}
            merchantCode={merchantCode}
            currency={merchant.current!.currency}
            isoCurrency={merchant.current!.isoCurrency}
            timeZone={timeZone}
            // Both: the server's say for this player and the role's; the server checks again on the call.
            mayUnmask={player.data.canUnmask && can('players.pii')}
          />
          <h2>{t('player.flags')}</h2>
          <PlayerFlags player={player.data} timeZone={timeZone} />
          <h2>{t('player.addresses')}</h2>
          <PlayerAddresses addresses={player.data.addresses} timeZone={timeZone} />
          <PlayerActions player={player.data} merchantCode={merchantCode} currency={merchant.current!.currency} isoCurrency={merchant.current!.isoCurrency} />
          <PlayerTabs merchantCode={merchantCode} playerId={player.data.id} currency={merchant.current!.currency} isoCurrency={merchant.current!.isoCurrency} timeZone={timeZone} />
        </>
      ) : player.isPending && !badId && !error ? <p role="status">{t('player.loading')}</p> : null}
    </section>
  );
}
