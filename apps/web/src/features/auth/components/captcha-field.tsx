/**
 * Captcha after a failed login (spec §4): the image comes from GET /wps/captcha and refreshes on
 * click at most once per second; a failed fetch shows no image (spec §8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha } from '../api/get-captcha';
import { FormField } from '../../../components/form/form-field';

const REFRESH_THROTTLE_MS = 1000;

export function CaptchaField({ id, testId, value, onChange, error, renewal }: {
  id: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Changes after every failed attempt: an answer counts once, so a new image is fetched. */
  renewal: number;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const lastFetch = useRef(0);

  const load = useCallback(() => {
    lastFetch.current = Date.now();
    getCaptcha().then(setImage, () => setImage(null));
  }, []);

  const refresh = () => {
    if (Date.now() - lastFetch.current >= REFRESH_THROTTLE_MS) load();
  };

  useEffect(() => {
    load();
  }, [load, renewal]);

  return (
    <div className="captcha-row">
      <FormField
        id={id}
        testId={testId}
        name="captcha"
        label={t('auth.captcha')}
        required
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      {image ? (
        <button type="button" className="captcha-image" onClick={refresh} aria-label={t('auth.captchaRefresh')} title={t('auth.captchaRefresh')}>
          <img src={image} alt={t('auth.captchaImage')} />
        </button>
      ) : null}
    </div>
  );
}
