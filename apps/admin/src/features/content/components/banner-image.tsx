/**
 * The banner's uploaded image: pick a PNG or JPEG (checked here against the server's limits before it is
 * sent), see it in the preview, upload it; or go back to the drawn art. Its own small form inside the
 * banner's, so "Upload" never saves the other fields by accident.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorBanner } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { useBannerImage } from '../api/put-banner-image';
import { contentErrorText, imageProblem, MAX_IMAGE_MB } from '../lib/content-form';

export function BannerImage({ banner, merchantCode, onPicked, onSaved }: {
  banner: OperatorBanner;
  merchantCode: string;
  /** A local address of the picked file for the preview, or null when none is waiting. */
  onPicked: (url: string | null) => void;
  /** The banner as the upload or removal left it. */
  onSaved: (banner: OperatorBanner) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const upload = useBannerImage(merchantCode);

  // The preview's local address lives as long as the picked file.
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    onPicked(url);
    return () => {
      URL.revokeObjectURL(url);
      onPicked(null);
    };
  }, [file, onPicked]);

  function pick(chosen: File | undefined) {
    setOutcome(null);
    setFile(null);
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      setOutcome({ tone: 'error', text: t(`content.image.${problem}`, { mb: MAX_IMAGE_MB }) });
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  }

  function send(chosen: File | null) {
    setOutcome(null);
    upload.mutate({ id: banner.id, file: chosen }, {
      onSuccess: (saved) => {
        onSaved(saved);
        setFile(null);
        if (input.current) input.current.value = '';
        setOutcome({ tone: 'success', text: t(chosen ? 'content.image.uploaded' : 'content.image.removed') });
      },
      onError: (error) => setOutcome({ tone: 'error', text: contentErrorText(t, error) }),
    });
  }

  return (
    <div className="stack" role="group" aria-labelledby={`${id}-label`}>
      <div className="field">
        <label id={`${id}-label`} className="field-label" htmlFor={id}>{t('content.image.label')}</label>
        <input ref={input} id={id} type="file" accept="image/png,image/jpeg" aria-describedby={`${id}-hint`}
          onChange={(e) => pick(e.target.files?.[0])} data-testid="banner-image-input" />
        <p id={`${id}-hint`} className="field-hint">{t('content.image.hint', { mb: MAX_IMAGE_MB })}</p>
      </div>
      <p className="note" data-testid="banner-image-state">{banner.uploadedImage ? t('content.image.uploadedState') : t('content.image.drawnState')}</p>
      <div className="actions">
        <button type="button" className="button button-quiet" disabled={!file || upload.isPending} onClick={() => send(file)} data-testid="banner-image-upload">
          {t('content.image.upload')}
        </button>
        {banner.uploadedImage ? (
          <button type="button" className="button button-quiet" disabled={upload.isPending} onClick={() => send(null)} data-testid="banner-image-remove">
            {t('content.image.remove')}
          </button>
        ) : null}
      </div>
      {outcome ? <Alert tone={outcome.tone} testId="banner-image-outcome">{outcome.text}</Alert> : null}
    </div>
  );
}
