/**
 * What an operator may do to the player (decision 0048): lock or unlock, force a new password at the next
 * login, reset two-factor authentication (players.manage), and adjust the balance (wallet.adjust; above
 * the merchant's threshold it waits for a second operator, decision 0033). Each asks for a reason in a
 * confirmation and says what happened; the server audits each.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAction, PlayerDetail } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { formatMoney } from '../../../lib/format';
import { usePermissions } from '../../access/use-permissions';
import { usePlayerAction } from '../api/post-player-action';
import { useAdjust } from '../api/post-wallet-adjust';
import { actionErrorText } from '../lib/action-error';
import { ActionDialog, type Asking } from './action-dialog';

export function PlayerActions({ player, merchantCode, currency, isoCurrency }: {
  player: PlayerDetail;
  merchantCode: string;
  currency: string;
  isoCurrency: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { pending, can } = usePermissions();
  const act = usePlayerAction(merchantCode, player.id);
  const adjust = useAdjust(merchantCode, player.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  if (pending) return null;
  const manage = can('players.manage');
  const mayAdjust = can('wallet.adjust');
  if (!manage && !mayAdjust) return null;

  const actions: PlayerAction[] = [player.status === 'active' ? 'lock' : 'unlock', 'force-password-change', ...(player.totpEnabled ? ['reset-2fa' as const] : [])];

  function confirm(input: { reason: string; amount?: string }) {
    if (!asking) return;
    setOutcome(null);
    const fail = (error: unknown) => setOutcome({ tone: 'error', text: actionErrorText(t, error) });
    if (asking === 'adjust') {
      const amount = input.amount!;
      adjust.mutate({ amount, reason: input.reason, idempotencyKey: crypto.randomUUID() }, {
        onSuccess: (result) => setOutcome(result.status === 'pending'
          ? { tone: 'info', text: t('playerActions.adjust.pending', { amount: formatMoney(amount, currency, isoCurrency, i18n.language), id: result.requestId }) }
          : { tone: 'success', text: t('playerActions.adjust.posted', { balance: formatMoney(result.balance ?? '0', currency, isoCurrency, i18n.language) }) }),
        onError: fail,
        onSettled: () => setAsking(null),
      });
      return;
    }
    const action = asking;
    act.mutate({ action, reason: input.reason }, {
      onSuccess: (result) => setOutcome({
        tone: result.changed ? 'success' : 'info',
        text: result.changed ? t(`playerActions.done.${action}`, { count: result.sessionsEnded }) : t('playerActions.unchanged'),
      }),
      onError: fail,
      onSettled: () => setAsking(null),
    });
  }

  return (
    <section className="stack" aria-labelledby="player-actions-title">
      <h2 id="player-actions-title">{t('playerActions.title')}</h2>
      <div className="player-actions">
        {manage ? actions.map((action) => (
          <button
            key={action} type="button" className={`button ${action === 'lock' ? 'button-danger' : 'button-quiet'}`}
            onClick={() => setAsking(action)} data-testid={`player-action-${action}`}
          >
            {t(`playerActions.actions.${action}`)}
          </button>
        )) : null}
        {mayAdjust ? (
          <button type="button" className="button button-primary" onClick={() => setAsking('adjust')} data-testid="player-action-adjust">
            {t('playerActions.actions.adjust')}
          </button>
        ) : null}
      </div>
      {outcome ? <Alert tone={outcome.tone} testId="player-action-outcome">{outcome.text}</Alert> : null}
      <ActionDialog asking={asking} username={player.username} currency={currency} busy={act.isPending || adjust.isPending} onConfirm={confirm} onClose={() => setAsking(null)} />
    </section>
  );
}
