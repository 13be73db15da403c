/**
 * A form in the native modal <dialog> (focus kept inside, Escape closes, the page behind hidden from
 * screen readers). Open while it is mounted: the page mounts it on a game or a vendor and drops it when
 * done; focus then goes back to the button that opened it, however it closed.
 */
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EditDialog({ title, busy, problem, onSubmit, onClose, testId, children }: {
  title: string;
  busy: boolean;
  problem: string | null;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const node = dialog.current;
    const opener = document.activeElement;
    if (node && !node.open) node.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <dialog ref={dialog} className="dialog dialog-wide" aria-labelledby={`${testId}-title`} onClose={onClose} data-testid={testId}>
      <form className="stack" onSubmit={submit} noValidate>
        <h2 id={`${testId}-title`}>{title}</h2>
        {children}
        {problem ? <p className="field-error" role="alert">{problem}</p> : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy} data-testid={`${testId}-save`}>{t('games.save')}</button>
          <button type="button" className="button button-quiet" onClick={() => dialog.current?.close()}>{t('dialog.cancel')}</button>
        </div>
      </form>
    </dialog>
  );
}
