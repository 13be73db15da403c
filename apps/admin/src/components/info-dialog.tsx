/**
 * Something to read in the native modal <dialog>, with one "Close" button: focus starts on the heading
 * (so a screen reader reads from the top), Escape closes it, and focus goes back to what opened it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function InfoDialog({ open, title, children, onClose, testId, wide }: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  testId: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement;
      node.showModal();
      heading.current?.focus();
    } else if (!open && node.open) {
      node.close();
    }
  }, [open]);

  function closed() {
    onClose();
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  }

  return (
    <dialog ref={dialog} className={`dialog${wide ? ' dialog-wide' : ''}`} aria-labelledby={`${testId}-title`} onClose={closed} data-testid={testId}>
      <div className="stack">
        <h2 id={`${testId}-title`} ref={heading} tabIndex={-1}>{title}</h2>
        {open ? children : null}
        <div className="actions">
          <button type="button" className="button button-quiet" onClick={() => dialog.current?.close()} data-testid={`${testId}-close`}>{t('dialog.close')}</button>
        </div>
      </div>
    </dialog>
  );
}
