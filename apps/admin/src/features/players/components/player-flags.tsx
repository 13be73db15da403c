/** Verification and security flags of a player, each as words ("Yes"/"No"), never as a bare colour. */
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@platform/contracts';
import { formatDateTimeIn } from '../../../lib/format';

export function PlayerFlags({ player, timeZone }: { player: PlayerDetail; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('player.yes') : t('player.no'));
  const lockedUntil = player.lockedUntil && new Date(player.lockedUntil) > new Date()
    ? formatDateTimeIn(player.lockedUntil, i18n.language, timeZone)
    : t('player.notLocked');
  const flags: [string, string][] = [
    [t('player.mobileVerified'), yesNo(player.mobileVerified)],
    [t('player.emailVerified'), yesNo(player.emailVerified)],
    [t('player.authenticator'), yesNo(player.totpEnabled)],
    [t('player.mustChangePassword'), yesNo(player.mustChangePassword)],
    [t('player.lockedUntil'), lockedUntil],
  ];
  return (
    <dl className="details" data-testid="player-flags">
      {flags.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}
