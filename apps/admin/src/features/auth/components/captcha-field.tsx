/**
 * The image captcha the server asks for after a failed login from this address (decision 0032). A new
 * image after every failed attempt (`renewal`): an answer counts once.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { getCaptcha } from '../api/get-captcha';

export function CaptchaField({ value, onChange, renewal, error }: {
  value: string;
  onChange: (value: string) => void;
  renewal: number;
  error?: string;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    getCaptcha().then((src) => {
      setImage(src);
      setFailed(false);
    }, () => {
      setImage(null);
      setFailed(true);
    });
  }, []);

  useEffect(() => {
    load();
  }, [load, renewal]);

  return (
    <div className="captcha" data-testid="login-captcha">
      <FormField id="login-captcha" label={t('login.captcha')} autoComplete="off" autoCapitalize="off" spellCheck={false} required value={value} onChange={(e) => onChange(e.target.value)} error={error} />
      <div className="captcha-image">
        {image ? <img src={image} alt={t('login.captchaImage')} /> : null}
        {failed ? <span className="field-hint">{t('login.captchaUnavailable')}</span> : null}
        <button type="button" className="button button-quiet" onClick={load}>{t('login.captchaRefresh')}</button>
      </div>
    </div>
  );
}
