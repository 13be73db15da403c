/**
 * Sending a page while it is drawn (decision 0035): the head leaves first, compressed and flushed on
 * its own, and only then does the render start; the rest follows as the renderer produces it, flushed
 * whenever the renderer has nothing more ready (React writes its markup in a burst of small chunks:
 * flushing each would cost brotli most of its ratio).
 */
import type { ServerResponse } from 'node:http';
import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { StreamedPage } from './pages';

/**
 * Brotli 5 and gzip 6 while streaming: a page that is not cached costs a render anyway, and level 9
 * (what cached pages get, once) takes several times as long for a few percent fewer bytes.
 */
function encoder(encoding: 'br' | 'gzip' | undefined): Transform {
  if (encoding === 'br') return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return new PassThrough();
}

const IDLE = Symbol('idle');
const nextTurn = () => new Promise<typeof IDLE>((resolve) => setImmediate(resolve, IDLE));

/**
 * True once the response has written its headers and handed what it was given to the socket (Node
 * writes a response's first bytes on the next tick; a render started before that would hold them
 * behind its synchronous work). Gives up after a few turns of the event loop: then the render starts anyway.
 */
async function handedToSocket(res: ServerResponse) {
  for (let turn = 0; turn < 50 && !res.destroyed && !(res.headersSent && res.writableLength === 0); turn += 1) await nextTurn();
}

/** The page as a stream to send, in `encoding`; `res` is the response it is piped to. */
export function pageStream(page: StreamedPage, encoding: 'br' | 'gzip' | undefined, res: ServerResponse): Transform {
  const out = encoder(encoding);
  const flush = () => new Promise<void>((resolve) => {
    if (out instanceof PassThrough) resolve();
    else (out as zlib.BrotliCompress | zlib.Gzip).flush(resolve);
  });
  const write = async (chunk: Buffer) => {
    if (out.write(chunk)) return;
    // Until the client has taken some (or gone: then nothing drains).
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done).off('close', done);
        resolve();
      };
      out.on('drain', done).on('close', done);
    });
  };

  async function pump() {
    await write(page.head);
    await flush();
    await handedToSocket(res);
    // Gone before the render started: nothing to draw for.
    if (out.destroyed) return;
    const rest = page.rest();
    try {
      let pending = rest.next();
      for (;;) {
        // Whatever is ready is written as one compressed block; a pause in the render flushes it.
        let next = await Promise.race([pending, nextTurn()]);
        if (next === IDLE) {
          await flush();
          next = await pending;
        }
        if (next.done || out.destroyed) break;
        await write(next.value);
        pending = rest.next();
      }
    } finally {
      // The visitor left: the render is stopped (and its page not cached).
      if (out.destroyed) await rest.return(undefined);
    }
    out.end();
  }

  pump().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
