/**
 * A yes/no question in the native modal <dialog>: the browser keeps focus inside it, closes it on Escape
 * and hides the page behind it from screen readers. Focus starts on "Cancel" (the safe answer) and goes
 * back to the button that opened it when it closes.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({ open, title, children, confirmLabel, danger, busy, onConfirm, onClose, testId }: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement;
      node.showModal();
      cancel.current?.focus();
    } else if (!open && node.open) {
      node.close();
    }
  }, [open]);

  function closed() {
    onClose();
    // The opener may have left the page (its row changed); then focus stays where the browser puts it.
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  }

  const titleId = `${testId ?? 'confirm'}-title`;
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={closed} data-testid={testId}>
      <div className="stack">
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="actions">
          <button type="button" className={`button ${danger ? 'button-danger-solid' : 'button-primary'}`} disabled={busy} onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="button button-quiet" onClick={() => dialog.current?.close()}>{t('dialog.cancel')}</button>
        </div>
      </div>
    </dialog>
  );
}
