/**
 * Shared by every open dialog: while at least one is open the page behind is fixed in place
 * (no scroll, made inert for keyboard and assistive tech); when the last one closes the page is
 * released and scrolled back to exactly where it was.
 */
let openCount = 0;
let savedScrollY = 0;
let savedStyle = '';

function lock(): void {
  const { body } = document;
  savedScrollY = window.scrollY;
  savedStyle = body.getAttribute('style') ?? '';
  // No measuring here (it would force a layout of the page just drawn, a long task on a phone): the
  // scrollbar's room is kept by base.css (`scrollbar-gutter` while locked), so nothing moves sideways.
  body.style.position = 'fixed';
  body.style.top = `-${savedScrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  body.style.width = '100%';
  body.dataset.scrollLocked = 'true';
  document.getElementById('root')?.setAttribute('inert', '');
}

function unlock(): void {
  const { body } = document;
  if (savedStyle) body.setAttribute('style', savedStyle);
  else body.removeAttribute('style');
  delete body.dataset.scrollLocked;
  document.getElementById('root')?.removeAttribute('inert');
  window.scrollTo({ top: savedScrollY, left: 0, behavior: 'instant' });
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
