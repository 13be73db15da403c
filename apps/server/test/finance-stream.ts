/**
 * The finance queues' live stream (`GET /wps/operator/finance/events`, decision 0047) read over a real
 * socket as the back office reads it: fetch with the Authorization header; `frames` fills as they arrive.
 */
export async function openFinanceStream(base: string, headers: Record<string, string>, query = '') {
  const controller = new AbortController();
  const res = await fetch(`${base}/wps/operator/finance/events${query}`, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const frames: { event: string; data: { type?: string; merchantCode?: string; id?: number; errorCode?: string } }[] = [];
  let ended = false;
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
        }
      }
    } catch { /* aborted */ }
    ended = true;
  })();
  const until = async (test: () => boolean, ms = 5000) => {
    const start = Date.now();
    while (!test()) {
      if (Date.now() - start > ms) throw new Error(`stream: condition not met, frames ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await until(() => frames.some((f) => f.event === 'ready'));
  return { res, frames, until, ended: () => ended, close: async () => { controller.abort(); await reading; } };
}
