/**
 * Enrolment at login, when the authenticator is required and not set up yet: the QR code and its key,
 * then the first code, which answers the session and the recovery codes.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { errorText } from '../../../lib/error-text';
import { postTotpConfirm, type EnrolResponse } from '../api/post-totp-confirm';
import { postTotpEnrol } from '../api/post-totp-enrol';

export function EnrolStep({ ticket, onEnrolled, onRestart }: {
  ticket: string;
  onEnrolled: (result: EnrolResponse) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  // Each call makes a new secret: asked once per ticket, never again behind the operator's back.
  const setup = useQuery({ queryKey: ['totp-enrol', ticket], queryFn: () => postTotpEnrol(ticket), staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('form.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onEnrolled(await postTotpConfirm({ ticket, code: code.trim() }));
    } catch (err) {
      setError(errorText(t, err));
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} aria-busy={busy || setup.isPending} noValidate data-testid="enrol-form">
      <h1>{t('enrol.title')}</h1>
      <p>{t('enrol.intro')}</p>
      {setup.data ? (
        <div className="enrol-setup">
          <img src={setup.data.qrDataUrl} width={200} height={200} alt={t('enrol.qrAlt')} />
          <div>
            <p className="field-label" id="enrol-secret-label">{t('enrol.secret')}</p>
            <code className="secret" aria-labelledby="enrol-secret-label" data-testid="enrol-secret">{setup.data.secret}</code>
          </div>
        </div>
      ) : null}
      {setup.isError ? <Alert tone="error">{errorText(t, setup.error)}</Alert> : null}
      <FormField id="enrol-code" label={t('enrol.code')} autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]{6}" required maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      {error ? <Alert tone="error" testId="enrol-error">{error}</Alert> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy || !setup.data}>{t('enrol.submit')}</button>
        <button type="button" className="button button-quiet" onClick={onRestart}>{t('login.restart')}</button>
      </div>
    </form>
  );
}
