/**
 * Shared by every open dialog: while at least one is open the page behind does not scroll and is
 * inert (out of reach of the keyboard, the pointer and assistive tech, beyond the dialog's own
 * `aria-modal` and focus trap); when the last one closes the page is released where it was.
 *
 * The page is held by one attribute on <html> (base.css: overflow hidden, the scrollbar's room kept),
 * not by fixing <body> in place: fixing it laid the whole page out again, and restoring its scroll laid
 * it out once more (bench:main-thread). `inert` costs a restyle of the page (75 ms at 4x CPU when the
 * first-visit dialog opens) and stays: without it the controls behind a dialog still count as targets
 * (axe-core's target-size finds the header's menu button half covered), and a screen reader that
 * ignores `aria-modal` could wander behind the dialog.
 */
let openCount = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** For useSyncExternalStore: whether a dialog covers the page (what moves behind it, like the banner carousel, waits). */
export function subscribeModals(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
export const isPageCovered = (): boolean => openCount > 0;

function lock(): void {
  document.documentElement.dataset.scrollLocked = 'true';
  document.getElementById('root')?.setAttribute('inert', '');
}

function unlock(): void {
  delete document.documentElement.dataset.scrollLocked;
  document.getElementById('root')?.removeAttribute('inert');
}

/** Call when a dialog opens; call the returned function (once) when it has closed. */
export function acquireModal(): () => void {
  if (openCount === 0) lock();
  openCount += 1;
  if (openCount === 1) notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openCount -= 1;
    if (openCount === 0) {
      unlock();
      notify();
    }
  };
}
