/**
 * Where a phone's main thread goes while a page loads (issue 17's TBT): each page of MT_PAGES
 * ("/,/help") is loaded once in Debian Chromium at 390 × 844 with the CPU slowed 4× (as Lighthouse's
 * mobile setting), with a performance trace and the JavaScript sampler on. Printed per page: the long
 * tasks (over 50 ms: what blocks a tap), the blocking time they add up to (the part over 50 ms of each,
 * counted from the first paint as Lighthouse does; its figure is an estimate of a slow-network load, so
 * compare the two only as before and after), what each long task spent its time on (script by source
 * file through the build's source maps, style, layout, paint), and the functions with the most self time
 * in long tasks. The same build and server as `npm run bench:lighthouse` (BENCH_WEB_DIST serves another
 * build, e.g. a baseline commit's, to compare). MT_TOP sets how many functions are listed (15);
 * MT_VERBOSE=1 also lists each long task's own top functions; MT_CPU=1 runs at full speed and scales
 * by 4 as Lighthouse's simulation does; MT_RUNS=n loads each page n times and prints the median blocking
 * time (the last load in full); MT_TRACE=<dir> keeps each raw trace, with what invalidated style and layout.
 * BENCH_VISITOR (lib/visitor.ts): a visitor from Thailand by default;
 * `unknown` meets the first-visit region picker.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startServer } from './lib/harness';
import { thaiFont } from './lib/fonts';
import { VISITOR_HEADERS, VISITOR_LABEL, VISITOR_SERVER_ENV } from './lib/visitor';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.MT_PAGES ?? '/,/help').split(',').map((p) => p.trim()).filter(Boolean);
const TOP = Number(process.env.MT_TOP ?? 15);
const LONG_TASK_MS = 50;
// MT_CPU=1 runs at full speed and multiplies every duration by 4, as Lighthouse's simulated throttling
// does: there a task the scheduler did not split shows 4× longer than when the CPU itself is slowed.
const CPU_RATE = Number(process.env.MT_CPU ?? 4);
const SCALE = 4 / CPU_RATE;
/** A trace duration (µs) as milliseconds of the phone (4× slower CPU). */
const phoneMs = (us: number) => (us / 1000) * SCALE;
// MT_VERBOSE=1 lists each long task's own top functions too; MT_RUNS loads each page that many times.
const RUNS = Number(process.env.MT_RUNS ?? 1);
const VERBOSE = process.env.MT_VERBOSE === '1';
// MT_TRACE=<dir> keeps each load's raw trace there (open it in DevTools' Performance panel); it also
// records what invalidated style and layout, with the script stack that did it.
const TRACE_DIR = process.env.MT_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'loading', 'blink.user_timing',
  ...(TRACE_DIR ? ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'] : []),
];
/** How many outermost frames name a long task's way in (MT_VERBOSE). */
const ENTRY_FRAMES = 4;

interface TraceEvent {
  name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number;
  args?: { name?: string; data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } };
}
interface CpuNode { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } }
interface CpuProfileChunk { nodes?: CpuNode[]; samples?: number[] }

/** Maps a built asset's line and column back to the source file and function it came from. */
function sourceMapper(dist: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    const file = new URL(url).pathname;
    if (!maps.has(file)) {
      const mapFile = path.join(dist, `${file}.map`);
      maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
    }
    return maps.get(file) ?? null;
  };
  const shortSource = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return (frame: CpuNode['callFrame']): { file: string; fn: string } => {
    if (!frame.url?.startsWith('http')) return { file: frame.url || frame.functionName || '(native)', fn: frame.functionName || '(anonymous)' };
    const map = mapOf(frame.url);
    const pos = map ? originalPositionFor(map, { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 }) : null;
    if (!pos?.source) return { file: new URL(frame.url).pathname, fn: frame.functionName || '(anonymous)' };
    const file = shortSource(pos.source);
    return { file, fn: `${pos.name ?? frame.functionName ?? '(anonymous)'} (${file.split('/').slice(-2).join('/')}:${pos.line})` };
  };
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function top(map: Map<string, number>, n: number): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/** The package or app folder a source file belongs to: what a bundle decision acts on. */
function area(file: string): string {
  const parts = file.split('/');
  if (parts[0]?.startsWith('@')) return parts.slice(0, 2).join('/');
  if (parts[0] === 'apps' || parts[0] === 'packages') return parts.slice(0, Math.min(parts.length - 1, 5)).join('/');
  if (parts[0] === 'src') return parts.slice(0, Math.min(parts.length - 1, 3)).join('/');
  return parts[0] ?? file;
}

async function tracePage(baseUrl: string, page: string, dist: string, quiet: boolean): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, extraHTTPHeaders: VISITOR_HEADERS });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await tab.goto(baseUrl + page, { waitUntil: 'load' });
    // Quiet for a while after load: what a visitor's first taps would wait behind.
    await tab.waitForTimeout(6000);
    const raw = await browser.stopTracing();
    if (TRACE_DIR) {
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      fs.writeFileSync(path.join(TRACE_DIR, `${page.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`), raw);
    }
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    const blocking = report(page, trace.traceEvents, dist, quiet);
    // Every stylesheet that arrives after the first paint restyles the whole page when it applies.
    const sheets = await tab.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return (performance.getEntriesByType('resource') as unknown as { name: string; startTime: number; responseEnd: number }[]).filter((r) => r.name.endsWith('.css') && r.startTime > paint)
        .map((r) => `${new URL(r.name).pathname} at ${Math.round(r.responseEnd)} ms`);
    });
    if (!quiet) console.log(`Stylesheets fetched after the first paint: ${sheets.length ? sheets.join(', ') : 'none'}`);
    return blocking;
  } finally {
    await browser.close();
  }
}

/** A sample's outermost named JavaScript frames, outermost first: how the work was entered. */
function entryPath(node: CpuNode, nodes: Map<number, CpuNode>, map: ReturnType<typeof sourceMapper>): string {
  const chain: string[] = [];
  for (let n: CpuNode | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
    const name = n.callFrame.functionName;
    if (name && !name.startsWith('(')) chain.push(map(n.callFrame).fn.replace(/ \(.*\)$/, ''));
  }
  return chain.reverse().slice(0, ENTRY_FRAMES).join(' > ') || '(native)';
}

function report(page: string, events: TraceEvent[], dist: string, quiet: boolean): number {
  const log = quiet ? () => undefined : console.log;
  // The page's renderer: the main thread that ran the most of the served page's scripts. Chromium 156
  // also traces renderers of its own `chrome:` pages, whose threads may come first.
  const pageScripts = (t: TraceEvent) => events.filter((x) => x.pid === t.pid && x.tid === t.tid
    && (x.name === 'FunctionCall' || x.name === 'EvaluateScript') && String((x.args?.data as { url?: string } | undefined)?.url ?? '').startsWith('http')).length;
  const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((t) => ({ t, n: pageScripts(t) })).filter(({ n }) => n > 0).sort((a, b) => b.n - a.n)[0]?.t;
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && phoneMs(e.dur ?? 0) > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts);
  const navStart = onMain.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;

  // Samples of the JavaScript sampler (their profile chunks may sit on another thread of the process).
  const samples: { ts: number; node: number }[] = [];
  const nodes = new Map<number, CpuNode>();
  let lastTs = 0;
  for (const e of events) {
    if (e.pid !== main.pid || e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    if (!lastTs) lastTs = (events.find((x) => x.pid === main.pid && x.name === 'Profile')?.args?.data?.startTime as number | undefined) ?? e.ts;
    ids.forEach((id, i) => {
      lastTs += deltas[i] ?? 0;
      samples.push({ ts: lastTs, node: id });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const map = sourceMapper(dist);

  let blocking = 0;
  log(`\n## ${page}: long tasks (start after navigation, ms at 4× CPU${CPU_RATE === 4 ? '' : `: run at ${CPU_RATE}×, scaled`})`);
  const fnSelf = new Map<string, number>();
  const areaSelf = new Map<string, number>();
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const dur = phoneMs(task.dur ?? 0);
    if (start >= fcp) blocking += Math.max(0, dur - LONG_TASK_MS);
    // Native work inside the task: the largest timeline events by kind.
    const kinds = new Map<string, number>();
    for (const e of onMain) {
      if (e.ph !== 'X' || e.ts < start || e.ts >= end || !e.dur) continue;
      if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'HitTest', 'MajorGC', 'MinorGC'].includes(e.name)) add(kinds, e.name, phoneMs(e.dur));
    }
    const script = new Map<string, number>();
    const fns = new Map<string, number>();
    const entries = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]!;
      if (s.ts < start || s.ts >= end) continue;
      const next = samples[i + 1]?.ts ?? s.ts;
      const ms = phoneMs(Math.min(next - s.ts, 5000));
      const node = nodes.get(s.node);
      if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
      const { file, fn } = map(node.callFrame);
      add(script, area(file), ms);
      add(areaSelf, area(file), ms);
      add(fnSelf, fn, ms);
      add(fns, fn, ms);
      if (VERBOSE) add(entries, entryPath(node, nodes, map), ms);
    }
    const parts = [...top(script, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`), ...top(kinds, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`)];
    log(`- ${phoneMs(start - navStart).toFixed(0)} ms: ${dur.toFixed(0)} ms${start < fcp ? ' (before first paint)' : ''} — ${parts.join(', ')}`);
    if (VERBOSE) {
      log(`    ${top(fns, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ')}`);
      // Who called in: React's sync and concurrent work loops, a timer, an event… (its outermost frames).
      log(`    called from: ${top(entries, 2).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ')}`);
    }
  }
  log(`Blocking time after first paint (sum over 50 ms of each long task): ${blocking.toFixed(0)} ms; first paint at ${phoneMs(fcp - navStart).toFixed(0)} ms`);
  log(`Self time in long tasks by source area (ms):`);
  for (const [k, v] of top(areaSelf, TOP)) log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
  log(`Functions with the most self time in long tasks (ms):`);
  for (const [k, v] of top(fnSelf, TOP)) log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
  return blocking;
}

async function main(): Promise<void> {
  let dist = process.env.BENCH_WEB_DIST;
  if (!dist) {
    const built = spawnSync(process.execPath, ['scripts/builds.mjs', 'web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('web build failed');
    dist = path.join(root, 'apps/web/dist');
  }
  const server = await startServer('serve-platform.ts', { BENCH_MODE: 'embedded', WEB_DIST: dist, ...VISITOR_SERVER_ENV });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  console.log(`Visiting as ${VISITOR_LABEL}; ${thaiFont()}.`);
  try {
    for (const page of PAGES) await fetch(baseUrl + page, { headers: VISITOR_HEADERS }).then((r) => r.arrayBuffer());
    for (const page of PAGES) {
      // MT_RUNS > 1: the last run is reported in full; the blocking time of every run, and its median.
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await tracePage(baseUrl, page, dist, i < RUNS - 1));
      if (RUNS > 1) {
        const sorted = [...runs].sort((a, b) => a - b);
        console.log(`${page}: blocking time after first paint over ${RUNS} loads: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms (${runs.map((r) => r.toFixed(0)).join(', ')})`);
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
