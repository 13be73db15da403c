/**
 * The public verify page (decision 0020): anyone enters a revealed server seed, the client seed, the
 * nonce, the game and its parameters; the server recomputes the outcome, and the page shows each
 * step of the formula (commitment, HMAC blocks, 32-bit words, their mapping). Opened from a round
 * (`?roundId=`), it also fetches the recorded round and says whether the two agree.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PGE_GAMES, type PgeOutcome, type PgeRoundView, type PgeVerifyResult } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { getRound } from '../api/get-round';
import { verifyRound } from '../api/verify-round';
import { MINES_ROWS, verifyBody, verifyFormFrom, type VerifyForm } from '../lib/pge';
import { PgeSymbol } from './pge-symbols';
import '../pge.css';

const sameOutcome = (a: PgeOutcome, b: PgeOutcome) => {
  if (a.game === 'mines' && b.game === 'mines') return JSON.stringify(a.mineTiles) === JSON.stringify(b.mineTiles);
  if (a.game === 'dice' && b.game === 'dice') return a.roll === b.roll;
  return JSON.stringify(a) === JSON.stringify(b);
};

function OutcomeView({ outcome }: { outcome: PgeOutcome }) {
  const { t } = useTranslation();
  if (outcome.game === 'dice') {
    return <p className="pge-roll-line" data-testid="pge-verify-roll">{t('pge.verify.roll', { roll: outcome.roll.toFixed(2) })} · {outcome.win ? t('pge.verify.wins') : t('pge.verify.loses')}</p>;
  }
  if (outcome.game === 'slot') {
    return (
      <div data-testid="pge-verify-slot">
        <p>{t('pge.verify.stops', { stops: outcome.stops.join(', ') })}</p>
        <table className="pge-grid-table"><tbody>{outcome.grid.map((row, r) => <tr key={r}>{row.map((s, c) => <td key={c}><PgeSymbol name={s} size={22} /> {t(`pge.slot.symbol.${s}`)}</td>)}</tr>)}</tbody></table>
        <p>{t('pge.verify.units', { units: outcome.units })}</p>
      </div>
    );
  }
  const mines = new Set(outcome.mineTiles ?? []);
  return (
    <div data-testid="pge-verify-mines">
      <p>{t('pge.verify.mine_tiles', { tiles: (outcome.mineTiles ?? []).map((n) => n + 1).join(', ') })}</p>
      <div className="pge-board is-static" aria-hidden="true">
        {MINES_ROWS.map((row, r) => <div key={r} className="pge-board-row">{row.map((tile) => <span key={tile} className={`pge-tile ${mines.has(tile) ? 'is-mine' : 'is-gem'}`}><PgeSymbol name={mines.has(tile) ? 'mine' : 'gem'} size={22} /></span>)}</div>)}
      </div>
    </div>
  );
}

function Formula({ result, game }: { result: PgeVerifyResult; game: string }) {
  const { t } = useTranslation();
  return (
    <section className="pge-card pge-formula" data-testid="pge-formula">
      <h2>{t('pge.verify.formula')}</h2>
      <ol>
        <li>{t('pge.verify.step_commit')} <code className="pge-mono">SHA-256(serverSeed) = {result.serverSeedHash}</code></li>
        {result.blocks.map((b) => (
          <li key={b.cursor}>{t('pge.verify.step_block')} <code className="pge-mono">HMAC-SHA256(serverSeed, &quot;{b.message}&quot;) = {b.hmac}</code></li>
        ))}
        <li>
          {t('pge.verify.step_words')}
          <ul>
            {result.draws.map((d, i) => (
              <li key={i} className="pge-mono">
                {`0x${d.word.toString(16).padStart(8, '0')} = ${d.word}`}
                {d.value === null ? ` → ${t('pge.verify.rejected', { bound: d.bound })}` : ` mod ${d.bound} = ${d.value}`}
              </li>
            ))}
          </ul>
        </li>
        <li>{t(`pge.verify.step_${game}`)}</li>
      </ol>
    </section>
  );
}

export function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [form, setForm] = useState<VerifyForm>(() => verifyFormFrom(search));
  const [result, setResult] = useState<PgeVerifyResult | null>(null);
  const [recorded, setRecorded] = useState<PgeRoundView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (patch: Partial<VerifyForm>) => setForm((f) => ({ ...f, ...patch }));

  useEffect(() => {
    if (!form.roundId) return;
    getRound(form.roundId).then(setRecorded, () => setRecorded(null));
  }, [form.roundId]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setResult(await verifyRound(verifyBody(form)));
    } catch (err) {
      setResult(null);
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  // Opened from a round with everything filled in: verify at once.
  useEffect(() => {
    if (search.get('serverSeed')) void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link's values
  }, []);

  const field = (name: keyof VerifyForm, label: string, props: Record<string, unknown> = {}) => (
    <div className="pge-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} value={form[name]} onChange={(e) => set({ [name]: e.target.value })} data-testid={`verify-${name}`} {...props} />
    </div>
  );

  return (
    <div className="pge pge-verify" data-testid="pge-verify-page">
      <main className="pge-main">
        <section className="pge-card">
          <h1>{t('pge.verify.title')}</h1>
          <p className="pge-muted">{t('pge.verify.intro')}</p>
          <form onSubmit={submit} className="pge-verify-form">
            <div className="pge-field">
              <label htmlFor={`${id}-game`}>{t('pge.verify.game')}</label>
              <select id={`${id}-game`} value={form.game} onChange={(e) => set({ game: e.target.value as VerifyForm['game'] })} data-testid="verify-game">
                {PGE_GAMES.map((g) => <option key={g} value={g}>{t(`pge.games.${g}`)}</option>)}
              </select>
            </div>
            {field('serverSeed', t('pge.fair.server_seed'), { className: 'pge-mono', spellCheck: false, required: true })}
            {field('clientSeed', t('pge.fair.client_seed'), { className: 'pge-mono', spellCheck: false, required: true })}
            {field('nonce', t('pge.fair.nonce'), { type: 'number', min: 0, step: 1, required: true })}
            {form.game === 'dice' ? (
              <>
                {field('target', t('pge.dice.target'), { type: 'number', min: 0, max: 99.99, step: 0.01 })}
                <div className="pge-field">
                  <label htmlFor={`${id}-direction`}>{t('pge.dice.direction')}</label>
                  <select id={`${id}-direction`} value={form.direction} onChange={(e) => set({ direction: e.target.value === 'over' ? 'over' : 'under' })} data-testid="verify-direction">
                    <option value="under">{t('pge.dice.under')}</option>
                    <option value="over">{t('pge.dice.over')}</option>
                  </select>
                </div>
              </>
            ) : null}
            {form.game === 'mines' ? field('mines', t('pge.mines.count'), { type: 'number', min: 1, max: 24, step: 1 }) : null}
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="verify-submit">{t('pge.verify.submit')}</button>
          </form>
          {error ? <p role="alert" className="pge-error">{error}</p> : null}
        </section>
        {result ? (
          <section className="pge-card" aria-live="polite" data-testid="pge-verify-result">
            <h2>{t('pge.verify.outcome')}</h2>
            <OutcomeView outcome={result.outcome} />
            {recorded && recorded.game === result.outcome.game ? (
              <p data-testid="pge-verify-match" className={sameOutcome(recorded.outcome, result.outcome) && recorded.serverSeedHash === result.serverSeedHash ? 'is-win' : 'is-loss'}>
                {sameOutcome(recorded.outcome, result.outcome) && recorded.serverSeedHash === result.serverSeedHash ? t('pge.verify.match') : t('pge.verify.mismatch')}
              </p>
            ) : null}
          </section>
        ) : null}
        {result ? <Formula result={result} game={form.game} /> : null}
      </main>
    </div>
  );
}
