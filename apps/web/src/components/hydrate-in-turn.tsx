/**
 * Hydration in turns (decision 0056). React takes a server-drawn page over in one render and one commit,
 * and runs every effect of the page in one task after it: on the home page (about 1,300 elements, 75 game
 * cards) that task was the longest a phone met after the first paint. A part wrapped here is a Suspense
 * boundary that, while the page is being taken over, waits for its turn: the drawn HTML stays on screen
 * (React keeps a waiting boundary's server markup), and the parts are taken over one after another, each
 * in a render, commit and effects of its own, in the page's order, a task apart. Outside a take-over (a
 * page drawn in the browser, a later visit to the page) nothing waits.
 *
 * React drops a tap on a part that cannot be taken over at once (it does not replay it), so the first
 * press, key or click anywhere ends every wait before React's own listener sees the event: React then
 * takes the part under the finger over on the spot and handles the tap.
 */
import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';

/** A part whose turn came but which never committed (unmounted meanwhile) lets the next one in after this. */
const TURN_TIMEOUT_MS = 300;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

interface Turn { id: string; gate: Promise<void>; open: () => void }

const turns = new Map<string, Turn>();
const queue: Turn[] = [];
let current: Turn | null = null;
let guard: ReturnType<typeof setTimeout> | undefined;
let interacted = false;

/** The next waiting part begins in a task of its own, so its render and effects never join the last one's. */
function nextTurn(): void {
  clearTimeout(guard);
  current = null;
  setTimeout(() => {
    if (current) return;
    const turn = queue.shift();
    if (!turn) return;
    current = turn;
    turn.open();
    guard = setTimeout(nextTurn, TURN_TIMEOUT_MS);
  }, 0);
}

/** After the visitor's first input nothing waits any more: waiting parts open, later ones never wait. */
function openAll(): void {
  interacted = true;
  clearTimeout(guard);
  for (const turn of queue.splice(0)) turn.open();
  current = null;
  for (const type of INPUT_EVENTS) document.removeEventListener(type, openAll, true);
}

// From the app's start, before any part waits: the first input may come before React meets a part.
if (!import.meta.env.SSR && typeof document !== 'undefined') {
  for (const type of INPUT_EVENTS) document.addEventListener(type, openAll, true);
}

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    let resolve = () => {};
    const gate = new Promise<void>((r) => { resolve = r; });
    // Marked as React marks a promise it saw settle, so `use` reads an opened gate at once (a tap's
    // synchronous take-over cannot wait for the promise's callbacks).
    const open = () => { Object.assign(gate, { status: 'fulfilled', value: undefined }); resolve(); };
    turn = { id, gate, open };
    turns.set(id, turn);
    // A part React first meets while handling an input (the part under the finger) is taken over at once.
    if (interacted) {
      turn.open();
      return gate;
    }
    queue.push(turn);
    if (!current && queue.length === 1) nextTurn();
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

function Turn({ children }: { children: ReactNode }) {
  const id = useId();
  const takingOver = useTakingOver() && !import.meta.env.SSR;
  if (takingOver) use(turnOf(id));
  useEffect(() => {
    if (takingOver) turnTaken(id);
  }, [takingOver, id]);
  return children;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
