/**
 * The fairness panel (decision 0020): the committed hash of the active server seed, the client seed
 * (editable), the next nonce, and rotation, which reveals the server seed so past rounds can be verified.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PgeRotateResult } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { pgeSeedsQueryOptions } from '../api/get-seeds';
import { rotateSeed } from '../api/rotate-seed';
import { setClientSeed } from '../api/set-client-seed';

export function FairnessPanel() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const queryClient = useQueryClient();
  const seeds = useQuery(pgeSeedsQueryOptions(token));
  const seedId = useId();
  const [clientSeed, setClientSeedText] = useState('');
  const [revealed, setRevealed] = useState<PgeRotateResult['revealed'] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (seeds.data) setClientSeedText(seeds.data.clientSeed);
  }, [seeds.data]);

  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['pge', 'seeds'] }),
    queryClient.invalidateQueries({ queryKey: ['pge', 'history'] }),
  ]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage(done);
      await refresh();
    } catch (err) {
      setMessage(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const saveClientSeed = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientSeed.trim())) return setMessage(t('pge.fair.client_seed_rule'));
    void act(() => setClientSeed(clientSeed.trim()), t('pge.fair.client_seed_saved'));
  };
  const rotate = () => void act(async () => setRevealed((await rotateSeed()).revealed), t('pge.fair.rotated'));

  const data = seeds.data;
  return (
    <section className="pge-card pge-fair" aria-labelledby={`${seedId}-title`} data-testid="pge-fairness">
      <h2 id={`${seedId}-title`}>{t('pge.fair.title')}</h2>
      <p className="pge-muted">{t('pge.fair.explain')}</p>
      {seeds.isError ? <p role="alert">{errorText(t, seeds.error)}</p> : null}
      <dl className="pge-seeds">
        <dt>{t('pge.fair.server_hash')}</dt>
        <dd className="pge-mono" data-testid="pge-server-hash">{data?.serverSeedHash ?? '…'}</dd>
        <dt>{t('pge.fair.nonce')}</dt>
        <dd data-testid="pge-nonce">{data?.nonce ?? '…'}</dd>
      </dl>
      <form onSubmit={saveClientSeed} className="pge-field">
        <label htmlFor={seedId}>{t('pge.fair.client_seed')}</label>
        <div className="pge-bet-row">
          <input id={seedId} className="pge-mono" value={clientSeed} maxLength={64} onChange={(e) => setClientSeedText(e.target.value)} data-testid="pge-client-seed" />
          <button type="submit" className="btn btn-outline" disabled={busy}>{t('pge.fair.save')}</button>
        </div>
      </form>
      <button type="button" className="btn btn-secondary" disabled={busy || data?.roundOpen} onClick={rotate} data-testid="pge-rotate">{t('pge.fair.rotate')}</button>
      {data?.roundOpen ? <p className="pge-hint">{t('pge.fair.round_open')}</p> : null}
      {message ? <p role="status" data-testid="pge-fair-message">{message}</p> : null}
      {revealed ? (
        <div className="pge-revealed" data-testid="pge-revealed">
          <h3>{t('pge.fair.revealed_title')}</h3>
          <dl className="pge-seeds">
            <dt>{t('pge.fair.server_seed')}</dt><dd className="pge-mono" data-testid="pge-revealed-seed">{revealed.serverSeed}</dd>
            <dt>{t('pge.fair.server_hash')}</dt><dd className="pge-mono">{revealed.serverSeedHash}</dd>
            <dt>{t('pge.fair.client_seed')}</dt><dd className="pge-mono">{revealed.clientSeed}</dd>
            <dt>{t('pge.fair.rounds_played')}</dt><dd>{revealed.nonce}</dd>
          </dl>
        </div>
      ) : null}
      {data && data.previous.length > 0 ? (
        <details className="pge-previous">
          <summary>{t('pge.fair.previous', { count: data.previous.length })}</summary>
          <ul>
            {data.previous.map((pair) => (
              <li key={pair.serverSeedHash} className="pge-mono">{pair.serverSeed} · {pair.clientSeed} · {t('pge.fair.rounds_played')}: {pair.nonce}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
