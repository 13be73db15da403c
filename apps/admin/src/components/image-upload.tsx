/**
 * An uploaded picture (a banner's, a promotion's): pick a PNG or JPEG (checked here against the server's
 * limits before it is sent), see it in the caller's preview, upload it; or go back to none. Its own small
 * form inside the caller's, so "Upload" never saves the other fields by accident.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageProblem, MAX_IMAGE_MB } from '../lib/image-file';
import { Alert } from './alert';

export interface ImageUploadProps<T> {
  hasImage: boolean;
  /** What the picture is for and its best size. */
  hint: string;
  /** What the row shows now (an uploaded picture, or the drawn art). */
  state: string;
  /** Sends the file, or removes the picture with null. */
  save: (file: File | null, done: { onSuccess: (saved: T) => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
  /** A local address of the picked file for the preview, or null when none is waiting. */
  onPicked?: (url: string | null) => void;
  onSaved: (saved: T) => void;
  errorText: (error: unknown) => string;
  /** Prefix of the parts' test ids: `<testId>-input`, `-upload`, `-remove`, `-state`, `-outcome`. */
  testId: string;
}

export function ImageUpload<T>({ hasImage, hint, state, save, pending, onPicked, onSaved, errorText, testId }: ImageUploadProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // The preview's local address lives as long as the picked file.
  useEffect(() => {
    if (!file || !onPicked) return undefined;
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
      setOutcome({ tone: 'error', text: t(`image.${problem}`, { mb: MAX_IMAGE_MB }) });
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  }

  function send(chosen: File | null) {
    setOutcome(null);
    save(chosen, {
      onSuccess: (saved) => {
        onSaved(saved);
        setFile(null);
        if (input.current) input.current.value = '';
        setOutcome({ tone: 'success', text: t(chosen ? 'image.uploaded' : 'image.removed') });
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorText(error) }),
    });
  }

  return (
    <div className="stack" role="group" aria-labelledby={`${id}-label`}>
      <div className="field">
        <label id={`${id}-label`} className="field-label" htmlFor={id}>{t('image.label')}</label>
        <input ref={input} id={id} type="file" accept="image/png,image/jpeg" aria-describedby={`${id}-hint`}
          onChange={(e) => pick(e.target.files?.[0])} data-testid={`${testId}-input`} />
        <p id={`${id}-hint`} className="field-hint">{hint}</p>
      </div>
      <p className="note" data-testid={`${testId}-state`}>{state}</p>
      <div className="actions">
        <button type="button" className="button button-quiet" disabled={!file || pending} onClick={() => send(file)} data-testid={`${testId}-upload`}>
          {t('image.upload')}
        </button>
        {hasImage ? (
          <button type="button" className="button button-quiet" disabled={pending} onClick={() => send(null)} data-testid={`${testId}-remove`}>
            {t('image.remove')}
          </button>
        ) : null}
      </div>
      {outcome ? <Alert tone={outcome.tone} testId={`${testId}-outcome`}>{outcome.text}</Alert> : null}
    </div>
  );
}
