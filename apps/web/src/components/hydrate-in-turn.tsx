/**
 * Hydration in turns (decisions 0056 and 0059). React takes a server-drawn page over in one render and one
 * commit, and runs every effect of the page in one task after it: on the home page (about 1,400 elements,
 * 75 game cards) that task was the longest a phone met after the first paint. A part wrapped here is a
 * Suspense boundary that, while the page is being taken over, waits for its turn: the drawn HTML stays on
 * screen (React keeps a waiting boundary's server markup), and the parts are taken over one after another,
 * each in a render, commit and effects of its own, in the page's order, a task apart. Outside a take-over
 * (a page drawn in the browser, a later visit to the page) nothing waits.
 *
 * A part's turn comes when it reaches the screen: until then its drawn HTML is all a visitor can see of
 * it, so a phone that shows the header, the banner and the category menu takes over only those, and the
 * rows and the footer below wait until they are scrolled to (the browser draws them from the HTML
 * meanwhile). A part outside the viewport that a visitor cannot scroll to (the phone's closed drawer)
 * waits for the first input.
 *
 * React drops a tap on a part that cannot be taken over at once (it does not replay it), so each press,
 * key or click first opens the part it lands in, before React's own listener sees the event: React then
 * takes that part over on the spot and handles the tap. The first input also queues every part still
 * waiting, so a change the input causes (a drawer opened, a login) reaches them a few tasks later.
 */
import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';

/** A part whose turn came but which never committed (unmounted meanwhile) lets the next one in after this. */
const TURN_TIMEOUT_MS = 300;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

interface Turn {
  id: string;
  /** Render order, which is the page's order: turns are taken in it. */
  seq: number;
  gate: Promise<void>;
  /** The part's drawn elements (between its boundary's comments), found once from its marker. */
  elements: Element[];
  state: 'watching' | 'queued' | 'open';
}

const turns = new Map<string, Turn>();
const queue: Turn[] = [];
let current: Turn | null = null;
let guard: ReturnType<typeof setTimeout> | undefined;
let interacted = false;
let seq = 0;
let scheduled = false;
let observer: IntersectionObserver | null = null;
const turnOfElement = new Map<Element, Turn>();

const resolvers = new Map<Turn, () => void>();

function open(turn: Turn): void {
  if (turn.state === 'open') return;
  unwatch(turn);
  const at = queue.indexOf(turn);
  if (at >= 0) queue.splice(at, 1);
  turn.state = 'open';
  // Marked as React marks a promise it saw settle, so `use` reads an opened gate at once (a tap's
  // synchronous take-over cannot wait for the promise's callbacks).
  Object.assign(turn.gate, { status: 'fulfilled', value: undefined });
  resolvers.get(turn)?.();
  resolvers.delete(turn);
}

/** The next queued part begins in a task of its own, so its render and effects never join the last one's. */
function nextTurn(): void {
  clearTimeout(guard);
  current = null;
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (current) return;
    const turn = queue.shift();
    if (!turn) return;
    current = turn;
    open(turn);
    guard = setTimeout(nextTurn, TURN_TIMEOUT_MS);
  }, 0);
}

function enqueue(turn: Turn): void {
  if (turn.state !== 'watching') return;
  unwatch(turn);
  turn.state = 'queued';
  let at = queue.length;
  while (at > 0 && queue[at - 1]!.seq > turn.seq) at--;
  queue.splice(at, 0, turn);
  if (!current) nextTurn();
}

function unwatch(turn: Turn): void {
  for (const element of turn.elements) {
    observer?.unobserve(element);
    turnOfElement.delete(element);
  }
}

/** Each input opens the part it lands in at once, and queues every part still waiting for the screen. */
function onInput(event: Event): void {
  interacted = true;
  const target = event.target instanceof Node ? event.target : null;
  const waiting = [...turns.values()].filter((t) => t.state === 'watching' || t.state === 'queued');
  if (target) {
    for (const turn of waiting) if (turn.elements.some((element) => element.contains(target))) open(turn);
  }
  for (const turn of waiting) enqueue(turn);
}

// From the app's start, before any part waits: the first input may come before React meets a part.
if (!import.meta.env.SSR && typeof document !== 'undefined') {
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, true);
}

/** The elements React drew for the boundary right after `marker` (its `<!--$-->` … `<!--/$-->`). */
function drawnElements(marker: Element | null): Element[] {
  const elements: Element[] = [];
  let depth = 0;
  for (let node = marker?.nextSibling ?? null; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data.startsWith('$')) depth++;
      else if (data === '/$' && --depth === 0) break;
    } else if (depth === 1 && node instanceof Element) {
      elements.push(node);
    }
    if (depth === 0) break;
  }
  return elements;
}

/** Something a visitor can see: not a transparent overlay (the closed drawer's scrim covers the screen). */
function shows(element: Element): boolean {
  const style = getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
}

function watch(turn: Turn): void {
  const seen = turn.elements.filter(shows);
  if (typeof IntersectionObserver === 'undefined' || turn.elements.length === 0) {
    enqueue(turn);
    return;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const waiting = turnOfElement.get(entry.target);
      if (waiting) enqueue(waiting);
    }
  });
  for (const element of seen) {
    turnOfElement.set(element, turn);
    observer.observe(element);
  }
}

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    let resolve = () => {};
    const gate = new Promise<void>((r) => { resolve = r; });
    const marker = document.querySelector(`template[data-turn="${CSS.escape(id)}"]`);
    turn = { id, seq: seq++, gate, elements: drawnElements(marker), state: 'watching' };
    turns.set(id, turn);
    resolvers.set(turn, resolve);
    // A part React first meets after an input (the part under the finger, a page after a tap) is taken over at once.
    if (interacted) open(turn);
    else watch(turn);
  }
  return turn.gate;
}

function turnTaken(id: string): void {
  if (current?.id === id) nextTurn();
}

const noSubscription = () => () => {};
/**
 * True while React takes server markup over: during hydration it reads a store's server snapshot. After
 * it, React renders this part once more with the browser's value (the children unchanged, so bailed out).
 */
const useTakingOver = () => useSyncExternalStore(noSubscription, () => false, () => true);

function Turn({ id, children }: { id: string; children: ReactNode }) {
  const takingOver = useTakingOver() && !import.meta.env.SSR;
  if (takingOver) use(turnOf(id));
  useEffect(() => {
    if (takingOver) turnTaken(id);
  }, [takingOver, id]);
  return children;
}

/**
 * Shown only if React gave up the drawn HTML of a waiting part (its props or context changed before its
 * turn, so React draws it anew in the browser): the part then needs no turn, and draws at once.
 */
function OpenAtOnce({ id }: { id: string }) {
  useEffect(() => {
    const turn = turns.get(id);
    if (turn) open(turn);
  }, [id]);
  return null;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <>
      {/* Where the part's drawn HTML begins, for the browser to know when it reaches the screen. */}
      <template data-turn={id} />
      <Suspense fallback={<OpenAtOnce id={id} />}>
        <Turn id={id}>{children}</Turn>
      </Suspense>
    </>
  );
}
