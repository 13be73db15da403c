/**
 * Shared by every open dialog: while at least one is open the page behind does not scroll; when the
 * last one closes the page is released where it was.
 *
 * The page is held by one attribute on <html> (base.css: overflow hidden, the scrollbar's room kept),
 * not by fixing <body> in place: fixing it laid the whole page out again, and restoring its scroll laid
 * it out once more. Nor is the page made `inert`: that restyled every element of it (75 ms at 4x CPU
 * when the first-visit dialog opens, bench:main-thread), and the dialog already keeps the page out of
 * reach: `aria-modal` for assistive tech, its own focus trap for the keyboard, its backdrop for the
 * pointer (components/ui/dialog.tsx).
 */
let openCount = 0;

function lock(): void {
  document.documentElement.dataset.scrollLocked = 'true';
}

function unlock(): void {
  delete document.documentElement.dataset.scrollLocked;
}

/** Call when a dialog opens; call the returned function (once) when it has closed. */
export function acquireModal(): () => void {
  if (openCount === 0) lock();
  openCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openCount -= 1;
    if (openCount === 0) unlock();
  };
}
