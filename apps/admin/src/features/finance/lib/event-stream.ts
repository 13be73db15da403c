/**
 * Reads a Server-Sent Events stream with fetch, so the operator's token travels in the Authorization
 * header and never in a URL (EventSource cannot send headers; decision 0047). Frames are parsed as the
 * SSE format says (event, data, comments); the caller reconnects.
 */
export interface StreamFrame {
  event: string;
  data: string;
}

/** Splits what arrived so far into whole frames; the rest waits for the next chunk. */
export function parseFrames(buffer: string): { frames: StreamFrame[]; rest: string } {
  const frames: StreamFrame[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      // Comments (": ping") only keep the connection alive.
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) frames.push({ event, data: data.join('\n') });
  }
  return { frames, rest };
}

/** Waits before the next attempt: 1 s, 2 s, 4 s … up to 30 s, with jitter so many tabs do not return together. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * One connection: resolves when the stream ends (the server closed it, or `signal` aborted), rejects
 * when it could not be opened or broke. `onFrame` gets every frame; `onOpen` the response once it is a stream.
 */
export async function readEventStream(url: string, opts: {
  headers: Record<string, string>;
  signal: AbortSignal;
  onOpen: () => void;
  onFrame: (frame: StreamFrame) => void;
  /** Nothing heard for this long (heartbeats included) counts as a broken connection. */
  silenceMs: number;
}): Promise<void> {
  const response = await fetch(url, { headers: { ...opts.headers, Accept: 'text/event-stream' }, signal: opts.signal, cache: 'no-store' });
  if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    let code = 'client.network';
    try {
      code = ((await response.json()) as { errorCode?: string }).errorCode ?? code;
    } catch { /* not an envelope */ }
    throw new StreamRefused(code, response.status);
  }
  opts.onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reader.cancel(), opts.silenceMs);
  };
  watch();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      watch();
      const parsed = parseFrames(buffer + value);
      buffer = parsed.rest;
      for (const frame of parsed.frames) opts.onFrame(frame);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The server answered with an envelope instead of a stream (not allowed, session over). */
export class StreamRefused extends Error {
  constructor(readonly code: string, readonly status: number) {
    super(code);
    this.name = 'StreamRefused';
  }
}
