/**
 * A PGE play page (decision 0020): `/pge/dice`, `/pge/slot`, `/pge/mines`. It has no site chrome, so
 * it fits the game popup frame and works standalone; it plays with the member's session (same
 * origin). The balance shown is the wallet's after each call; the lobby header refreshes when the
 * popup closes.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LANGUAGES, type Language, type PgePlayResult } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { changeLanguage } from '../../../lib/language';
import { useAppStore } from '../../../stores/app-store';
import { pgeGameInfoQueryOptions } from '../api/get-game-info';
import { betProblem, isPgeGame } from '../lib/pge';
import { DicePanel } from './dice-panel';
import { FairnessPanel } from './fairness-panel';
import { MinesPanel } from './mines-panel';
import { RoundHistory } from './round-history';
import { SlotPanel } from './slot-panel';
import '../pge.css';

/** Runs one staked play: checks the bet, keeps the request id across a lost answer so a retry is the same round. */
export type PlayRunner = (amount: string, play: (requestId: string) => Promise<PgePlayResult>) => Promise<void>;
/** Runs one move of an open round (reveal, cash out). */
export type MoveRunner = (move: () => Promise<PgePlayResult>) => Promise<void>;

export function PgePlayPage() {
  const { t } = useTranslation();
  const { game } = useParams();
  const [search] = useSearchParams();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const currencySymbol = useAppStore((s) => s.currencySymbol);
  const queryClient = useQueryClient();
  const valid = isPgeGame(game);
  const info = useQuery({ ...pgeGameInfoQueryOptions(valid ? game : 'dice', token), enabled: valid && token !== null });
  const [balance, setBalance] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef<string>(crypto.randomUUID());

  // The launch URL carries the lobby's language; follow it once.
  const lang = search.get('lang')?.toUpperCase();
  useEffect(() => {
    if (lang && lang !== language && (LANGUAGES as readonly string[]).includes(lang)) void changeLanguage(lang as Language);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the launch language, not later switches
  }, [lang]);

  const after = async (result: PgePlayResult) => {
    setBalance(result.balance);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['pge', 'seeds'] }),
      queryClient.invalidateQueries({ queryKey: ['pge', 'history'] }),
      queryClient.invalidateQueries({ queryKey: ['publicState'] }),
    ]);
  };

  const guard = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorText(t, err));
      // A refusal is final for this id; a lost answer keeps it so the retry is the same round.
      if (err instanceof ApiError && err.status > 0) requestId.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };

  const shown = balance ?? info.data?.balance ?? 0;
  const run: PlayRunner = async (amount, play) => {
    const problem = info.data ? betProblem(amount, info.data.minBet, info.data.maxBet, shown) : null;
    if (problem) return setError(t(`pge.bet.${problem}`, { min: info.data!.minBet.toFixed(2), max: info.data!.maxBet.toFixed(2) }));
    await guard(async () => {
      const result = await play(requestId.current);
      requestId.current = crypto.randomUUID();
      await after(result);
    });
  };
  const move: MoveRunner = (fn) => guard(async () => after(await fn()));

  if (!valid) return <main className="pge pge-centered"><p role="alert">{t('pge.unknown_game')}</p><Link to="/">{t('pge.back')}</Link></main>;

  const back = search.get('return') ?? '/';
  return (
    <div className="pge" data-testid={`pge-${game}`}>
      <header className="pge-top">
        <Link to={back.startsWith('/') && !back.startsWith('//') ? back : '/'} className="pge-back">{t('pge.back')}</Link>
        <h1>{info.data?.gameName ?? t(`pge.games.${game}`)}</h1>
        <span className="pge-balance" aria-live="polite" data-testid="pge-balance">
          {t('pge.balance')}: {currencySymbol} {formatAmount(shown, language)}
        </span>
        <Link to="/pge/verify" target="_blank" className="pge-verify-top">{t('pge.verify.short')}</Link>
      </header>
      {token === null ? (
        <main className="pge-centered"><p role="alert">{t('pge.login_first')}</p><Link to="/">{t('pge.back')}</Link></main>
      ) : (
        <main className="pge-main" aria-busy={busy}>
          {info.isError ? <p role="alert" className="pge-error">{errorText(t, info.error)}</p> : null}
          {error ? <p role="alert" className="pge-error" data-testid="pge-error">{error}</p> : null}
          {info.data ? (
            <section className="pge-card" aria-label={info.data.gameName}>
              <p className="pge-muted">{t('pge.rtp', { rtp: info.data.rtp.toFixed(2) })}</p>
              <fieldset disabled={busy} className="pge-play">
                {game === 'dice' ? <DicePanel info={info.data} run={run} /> : null}
                {game === 'slot' ? <SlotPanel info={info.data} run={run} /> : null}
                {game === 'mines' ? <MinesPanel info={info.data} run={run} move={move} /> : null}
              </fieldset>
            </section>
          ) : null}
          <FairnessPanel />
          <RoundHistory game={game} />
        </main>
      )}
    </div>
  );
}
