/** The hash chain as the server stores it (decision 0042): its head, how many entries are sealed and how many wait. */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { formatCount, formatDateTimeIn } from '../../../lib/format';
import { useAuditChain } from '../api/get-audit-chain';

export function ChainPanel({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const chain = useAuditChain();
  const count = (n: number) => formatCount(n, i18n.language);
  const data = chain.data;
  return (
    <section className="panel stack" aria-labelledby="chain-title" aria-busy={chain.isFetching} data-testid="audit-chain">
      <div className="panel-head">
        <h2 id="chain-title">{t('audit.chain.title')}</h2>
        <button type="button" className="button-small" onClick={() => void chain.refetch()} disabled={chain.isFetching} data-testid="audit-chain-refresh">
          {t('audit.chain.refresh')}
        </button>
      </div>
      {chain.isError ? <Alert tone="error">{errorText(t, chain.error)}</Alert> : null}
      {data ? (
        <dl className="details">
          <div><dt>{t('audit.chain.sealed')}</dt><dd className="number" data-testid="audit-chain-sealed">{count(data.sealedCount)}</dd></div>
          <div><dt>{t('audit.chain.waiting')}</dt><dd className="number" data-testid="audit-chain-waiting">{count(data.unsealedCount)}</dd></div>
          <div>
            <dt>{t('audit.chain.oldestWaiting')}</dt>
            <dd>{data.oldestUnsealedAt ? <time dateTime={data.oldestUnsealedAt}>{formatDateTimeIn(data.oldestUnsealedAt, i18n.language, timeZone)}</time> : t('audit.chain.none')}</dd>
          </div>
          <div className="details-wide">
            <dt>{t('audit.chain.head')}</dt>
            <dd data-testid="audit-chain-head">
              {data.head ? <>{t('audit.chain.place', { place: count(data.head.chainSeq) })} <code className="hash">{data.head.hash}</code></> : t('audit.chain.empty')}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="note">{t('audit.chain.note')} <code>npm run audit:verify</code></p>
    </section>
  );
}
