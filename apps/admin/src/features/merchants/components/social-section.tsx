/**
 * Social login (decision 0012): the OpenID Connect client the merchant holds at Google or Facebook. The
 * secret is write-only: the list shows the server's hint of it, the form never holds a stored one, and
 * the API replaces it on every save (there is no "keep the stored secret"), so it is asked for each time.
 * A provider's button reaches players only when its SOCIAL_LOGIN_<PROVIDER> flag (Features) is on too.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderView } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { columnHelper, DataTable } from '../../../components/data-table';
import { FormField } from '../../../components/form-field';
import { useRemoveSocialProvider } from '../api/delete-social-provider';
import { useSocialProviders } from '../api/get-social-providers';
import { useSaveSocialProvider } from '../api/put-social-provider';
import { merchantErrorText } from '../lib/merchant-error-text';
import { SectionFooter } from './section-footer';

/** The issuers of socialProviderInput's comment: what nearly every merchant types. */
const ISSUERS: Record<SocialProvider, string> = { google: 'https://accounts.google.com', facebook: 'https://www.facebook.com' };

interface Draft { provider: SocialProvider; issuer: string; clientId: string; clientSecret: string }

/** The stored issuer and client id of a provider, or its usual issuer; never a secret. */
const draftFor = (provider: SocialProvider, list: SocialProviderView[]): Draft => {
  const stored = list.find((p) => p.provider === provider);
  return { provider, issuer: stored?.issuer ?? ISSUERS[provider], clientId: stored?.clientId ?? '', clientSecret: '' };
};

/** The server's rule (an http(s) URL without query or fragment), told before the round trip. */
function issuerOk(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash;
}

const column = columnHelper<SocialProviderView>();

function SocialEditor({ code, list, editable }: { code: string; list: SocialProviderView[]; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSocialProvider(code);
  const remove = useRemoveSocialProvider(code);
  const [draft, setDraft] = useState(() => draftFor(SOCIAL_PROVIDERS.find((p) => !list.some((c) => c.provider === p)) ?? 'google', list));
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState<SocialProvider | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const name = (p: SocialProvider) => t(`merchants.social.providers.${p}`);
  const problems = {
    issuer: issuerOk(draft.issuer.trim()) ? undefined : t('merchants.social.issuerRule'),
    clientId: draft.clientId.trim() ? undefined : t('merchants.social.clientIdRule'),
    clientSecret: draft.clientSecret ? undefined : t('merchants.social.secretRule'),
  };

  function pick(provider: SocialProvider) {
    save.reset();
    setTried(false);
    setDraft(draftFor(provider, list));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setOutcome(null);
    if (problems.issuer || problems.clientId || problems.clientSecret) return;
    const { provider, issuer, clientId, clientSecret } = draft;
    save.mutate({ provider, input: { issuer: issuer.trim(), clientId: clientId.trim(), clientSecret } }, {
      // The typed secret leaves the page's memory once the server holds it.
      onSuccess: (stored) => { setTried(false); setDraft({ provider: stored.provider, issuer: stored.issuer, clientId: stored.clientId, clientSecret: '' }); },
    });
  }

  const columns = [
    column.accessor('provider', { header: () => t('merchants.social.provider'), cell: (c) => name(c.getValue()) }),
    column.accessor('issuer', { header: () => t('merchants.social.issuer'), cell: (c) => <code>{c.getValue()}</code> }),
    column.accessor('clientId', { header: () => t('merchants.social.clientId'), cell: (c) => <code data-testid="social-client-id">{c.getValue()}</code> }),
    column.accessor('clientSecretHint', { header: () => t('merchants.social.secret'), cell: (c) => <span data-testid="social-secret-hint">{c.getValue()}</span> }),
    column.accessor('enabled', {
      header: () => t('merchants.social.state'),
      cell: (c) => <span data-testid="social-state" data-enabled={c.getValue()}>{t(c.getValue() ? 'merchants.social.on' : 'merchants.social.off')}</span>,
    }),
    ...(editable ? [column.display({
      id: 'actions', header: () => t('merchants.social.actions'),
      cell: (c) => {
        const p = c.row.original.provider;
        return (
          <div className="actions">
            <button type="button" className="button button-small button-quiet" onClick={() => { pick(p); document.getElementById('social-secret')?.focus(); }}
              data-testid="social-edit" aria-label={t('merchants.social.editNamed', { provider: name(p) })}>{t('merchants.social.edit')}</button>
            <button type="button" className="button button-small button-danger" onClick={() => setRemoving(p)} data-testid="social-remove"
              aria-label={t('merchants.social.removeNamed', { provider: name(p) })}>{t('merchants.social.remove')}</button>
          </div>
        );
      },
    })] : []),
  ];

  return (
    <section className="stack" aria-labelledby="social-title">
      <h2 id="social-title">{t('merchants.social.title')}</h2>
      <p className="field-hint">{t('merchants.social.intro')}</p>
      {outcome ? <Alert tone="success" testId="social-outcome">{outcome}</Alert> : null}
      {list.length === 0 ? <Alert tone="info" testId="social-empty">{t('merchants.social.empty')}</Alert> : (
        <DataTable caption={t('merchants.social.title')} columns={columns} data={list} rowId={(p) => p.provider} testId="social-table" />
      )}
      {editable ? (
        <form className="stack panel" onSubmit={submit} noValidate aria-labelledby="social-form-title" data-testid="social-form">
          <h3 id="social-form-title">{t('merchants.social.formTitle')}</h3>
          <div className="form-grid">
            <div className="field">
              <label className="field-label" htmlFor="social-provider">{t('merchants.social.provider')}</label>
              <select id="social-provider" value={draft.provider} onChange={(e) => pick(e.target.value as SocialProvider)} data-testid="social-provider">
                {SOCIAL_PROVIDERS.map((p) => <option key={p} value={p}>{name(p)}</option>)}
              </select>
            </div>
            <FormField id="social-issuer" label={t('merchants.social.issuer')} type="url" maxLength={500} value={draft.issuer}
              onChange={(e) => setDraft({ ...draft, issuer: e.target.value })} data-testid="social-issuer"
              hint={tried && problems.issuer ? undefined : t('merchants.social.issuerHint')} error={tried ? problems.issuer : undefined} />
            <FormField id="social-client-id" label={t('merchants.social.clientId')} maxLength={500} autoComplete="off" spellCheck={false} value={draft.clientId}
              onChange={(e) => setDraft({ ...draft, clientId: e.target.value })} data-testid="social-client-id-input" error={tried ? problems.clientId : undefined} />
            <FormField id="social-secret" label={t('merchants.social.secret')} type="password" maxLength={1000} autoComplete="new-password" value={draft.clientSecret}
              onChange={(e) => setDraft({ ...draft, clientSecret: e.target.value })} data-testid="social-secret-input"
              hint={tried && problems.clientSecret ? undefined : t('merchants.social.secretHint')} error={tried ? problems.clientSecret : undefined} />
          </div>
          <SectionFooter id="social" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} />
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null} title={t('merchants.social.confirmTitle', { provider: removing ? name(removing) : '' })} confirmLabel={t('merchants.social.remove')}
        danger busy={remove.isPending} onClose={() => { setRemoving(null); remove.reset(); }} testId="social-confirm"
        onConfirm={() => removing && remove.mutate(removing, {
          onSuccess: () => {
            setOutcome(t('merchants.social.removed', { provider: name(removing) }));
            save.reset();
            if (draft.provider === removing) setDraft(draftFor(removing, []));
            setRemoving(null);
          },
        })}
      >
        <p>{t('merchants.social.confirmText', { provider: removing ? name(removing) : '' })}</p>
        {remove.isError ? <Alert tone="error">{merchantErrorText(t, remove.error)}</Alert> : null}
      </ConfirmDialog>
    </section>
  );
}

export function SocialSection({ code, editable }: { code: string; editable: boolean }) {
  const { t } = useTranslation();
  const providers = useSocialProviders(code);
  if (providers.error) return <Alert tone="error">{merchantErrorText(t, providers.error)}</Alert>;
  if (!providers.data) return <p role="status">{t('merchants.loading')}</p>;
  return <SocialEditor code={code} list={providers.data} editable={editable} />;
}
