/**
 * The one dialog of the site (spec §2 popups): optional close button, fades in and out, can be
 * dragged by its header, never closes on an outside or backdrop click, Escape closes only when
 * closable, keeps focus inside and hands it back, and fixes the page behind while open.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from './icon';
import { acquireModal } from './modal-stack';
import './dialog.css';

const FADE_MS = 200;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Phase = 'closed' | 'opening' | 'open' | 'closing';

/** Runs `run` in a task after the next frame has been drawn; the returned function cancels it. */
function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The keyboard belongs to the topmost open dialog wherever focus is. Focus reaches a new dialog only
 * after its first frame (below), so a key pressed in between lands behind it, on the opener or <body>,
 * or in the dialog underneath (login → register): an Escape pressed there by a journey on a busy
 * machine left the dialog open. The panel hands its Escapes to the top of this stack; one document
 * listener takes the keys that land outside every dialog: Escape closes the top one, Tab moves into it.
 */
interface OpenDialog {
  escape: () => void;
  focusIn: () => void;
}
const dialogStack: OpenDialog[] = [];
function onKeyBehind(event: globalThis.KeyboardEvent): void {
  const top = dialogStack.at(-1);
  if (!top || (event.target instanceof Element && event.target.closest('[role="dialog"]'))) return;
  if (event.key === 'Escape') top.escape();
  else if (event.key === 'Tab') {
    event.preventDefault();
    top.focusIn();
  }
}
function pushDialog(entry: OpenDialog): () => void {
  if (dialogStack.length === 0) document.addEventListener('keydown', onKeyBehind);
  dialogStack.push(entry);
  return () => {
    dialogStack.splice(dialogStack.indexOf(entry), 1);
    if (dialogStack.length === 0) document.removeEventListener('keydown', onKeyBehind);
  };
}

/** Focus on opening: the element marked data-autofocus, else the panel itself. */
function focusFirst(panel: HTMLElement | null): void {
  (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus({ preventScroll: true });
}

/**
 * Hands focus back to what opened the dialog; when that is gone (the login button after logging
 * in, a row removed by the dialog's action) or cannot take focus, to the page's main content,
 * so keyboard and screen-reader users never land on <body> at the top of the document.
 */
function restoreFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  // Another dialog took over (login → register): its own focus stands.
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}

export interface DialogProps {
  open: boolean;
  onClose?: () => void;
  title: ReactNode;
  /** Shows the close button and lets Escape close the dialog. */
  closable?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** Extra content beside the title (tabs, badges). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  originX: number;
  originY: number;
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
}

export function Dialog({ open, onClose, title, closable = true, size = 'md', testId, headerExtra, children }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const offset = useRef({ x: 0, y: 0 });
  const drag = useRef<DragState | null>(null);
  const [phase, setPhase] = useState<Phase>(open ? 'opening' : 'closed');

  // Follow the `open` prop while rendering (no effect round-trip): enter → opening, leave → closing.
  if (open && (phase === 'closed' || phase === 'closing')) setPhase('opening');
  if (!open && (phase === 'open' || phase === 'opening')) setPhase('closing');

  // A portal into <body> cannot be drawn on the server: a dialog open at a page's address (/help)
  // mounts once the page has hydrated (its focus and page lock then run as usual).
  const hydrated = useHydrated();
  const mounted = phase !== 'closed' && hydrated;

  useEffect(() => {
    if (phase === 'opening') {
      const frame = requestAnimationFrame(() => setPhase('open'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('closed'), FADE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  const onEscape = useEffectEvent(() => {
    if (closable && onClose) onClose();
  });

  useEffect(() => {
    if (!mounted) return undefined;
    return pushDialog({ escape: () => onEscape(), focusIn: () => focusFirst(panelRef.current) });
  }, [mounted]);

  useEffect(() => {
    if (!mounted) return undefined;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    offset.current = { x: 0, y: 0 };
    panelRef.current?.style.setProperty('--drag-x', '0px');
    panelRef.current?.style.setProperty('--drag-y', '0px');
    let release: (() => void) | null = null;
    // Focus and the page's lock wait until the dialog has been drawn once. Focusing at once forced the
    // dialog's first style and layout into the task that mounted it (a 181 ms task at 4× CPU on /help,
    // bench:main-thread); now React's commit, the dialog's first frame, the focus and the page made inert
    // (a restyle of all of it, in the frame after) are tasks of their own. The backdrop already covers
    // the page meanwhile.
    const cancel = afterNextFrame(() => {
      focusFirst(panelRef.current);
      release = acquireModal();
    });
    return () => {
      cancel();
      release?.();
      restoreFocus(returnFocusTo);
    };
  }, [mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dialogStack.at(-1)?.escape();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !panelRef.current) return;
    if ((event.target as HTMLElement).closest('button, a, input, select, textarea, [role="tab"]')) return;
    const rect = panelRef.current.getBoundingClientRect();
    const margin = 8;
    const { x, y } = offset.current;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: x,
      originY: y,
      // Keep the whole header reachable: the panel may not leave the viewport.
      bounds: {
        minX: x - rect.left + margin,
        maxX: x + (window.innerWidth - rect.right) - margin,
        minY: y - rect.top + margin,
        maxY: y + (window.innerHeight - rect.top) - 64,
      },
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    panelRef.current.dataset.dragging = 'true';
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId || !panelRef.current) return;
    const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, Math.min(lo, hi)), Math.max(lo, hi));
    const x = clamp(state.originX + event.clientX - state.startX, state.bounds.minX, state.bounds.maxX);
    const y = clamp(state.originY + event.clientY - state.startY, state.bounds.minY, state.bounds.maxY);
    offset.current = { x, y };
    panelRef.current.style.setProperty('--drag-x', `${x}px`);
    panelRef.current.style.setProperty('--drag-y', `${y}px`);
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (panelRef.current) delete panelRef.current.dataset.dragging;
  };

  const state = phase === 'open' ? 'open' : 'closed';

  return createPortal(
    <div className="dialog-layer" data-state={state}>
      {/* The backdrop deliberately ignores clicks: dialogs never close on an outside click. */}
      <div className="dialog-backdrop" data-testid="dialog-backdrop" aria-hidden="true" />
      <div className="dialog-position">
        <section
          ref={panelRef}
          className={`dialog-panel dialog-${size}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid={testId}
          onKeyDown={onKeyDown}
        >
          <header
            className="dialog-header"
            data-testid="dialog-drag-handle"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            {headerExtra}
            {closable && onClose ? (
              <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={onClose}>
                <Icon name="close" />
              </button>
            ) : null}
          </header>
          <div className="dialog-body">{children}</div>
        </section>
      </div>
    </div>,
    document.body,
  );
}
