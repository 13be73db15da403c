/** The operator's own sessions (each browser or script signed in as it), with a way to end the others. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSessionEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';

const helper = columnHelper<OperatorSessionEntry>();

export function SessionsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('sessions.title'));
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const language = i18n.language;

  const columns = useMemo(() => {
    const when = (iso: string) => formatDateTime(iso, language);
    const end = (id: number) => revoke.mutate(id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('sessions.revoked') }),
      onError: (error) => setOutcome({ tone: 'error', text: errorText(t, error) }),
    });
    return helper.columns([
      helper.accessor('createdAt', { header: () => t('sessions.created'), cell: (c) => when(c.getValue()) }),
      helper.accessor('lastSeenAt', { header: () => t('sessions.lastSeen'), cell: (c) => when(c.getValue()) }),
      helper.accessor('ip', { header: () => t('sessions.ip'), cell: (c) => c.getValue() ?? t('sessions.unknownIp') }),
      helper.accessor('expiresAt', { header: () => t('sessions.expires'), cell: (c) => when(c.getValue()) }),
      helper.display({
        id: 'actions',
        header: () => t('sessions.actions'),
        cell: ({ row }) => (row.original.current
          ? <span className="badge" data-testid="session-current">{t('sessions.current')}</span>
          : (
            <button
              type="button"
              className="button button-danger"
              disabled={revoke.isPending}
              // The visible words are the same on every row; the name adds which session they end.
              aria-label={t('sessions.revokeLabel', { created: when(row.original.createdAt), ip: row.original.ip ?? t('sessions.unknownIp') })}
              onClick={() => end(row.original.id)}
            >
              {t('sessions.revoke')}
            </button>
          )),
      }),
    ]);
  }, [t, language, revoke]);

  return (
    <section className="stack" aria-busy={sessions.isPending}>
      <h1>{t('sessions.title')}</h1>
      <p>{t('sessions.intro')}</p>
      {outcome ? <Alert tone={outcome.tone} testId="sessions-outcome">{outcome.text}</Alert> : null}
      {sessions.isError ? <Alert tone="error">{errorText(t, sessions.error)}</Alert> : null}
      {sessions.data ? (
        <DataTable caption={t('sessions.caption')} columns={columns} data={sessions.data} rowId={(s) => String(s.id)} testId="sessions-table" />
      ) : null}
    </section>
  );
}
