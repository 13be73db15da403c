/**
 * Home page in Chromium with 4× CPU slowdown (issue 5): LCP ≤ 1.5 s, CLS ≤ 0.05, initial JS ≤ 170 KB
 * gzipped. Builds the web app when its sources changed (as `npm start` does), starts the platform in
 * embedded mode (PGlite, bench/lib/serve-platform.ts, pinned to CPU 0), then loads `/` BENCH_RUNS times
 * (5), each in a fresh browser (a fresh profile: empty cache and storage), and prints median and worst.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { thaiFont } from './lib/fonts';
import { startServer } from './lib/harness';
import { cumulativeLayoutShift, type Shift } from './lib/web-vitals';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dist = path.join(root, 'apps/web/dist');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_CPU_SLOWDOWN only for diagnosis (1 shows what the machine itself gives); the goal is at 4.
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const [WIDTH = 1280, HEIGHT = 860] = (process.env.BENCH_VIEWPORT ?? '1280x860').split('x').map(Number);
// LCP: issue 5 asked for 1.5 s, issue 17 for 1.2 s.
const GOALS = { lcpMs: 1200, cls: 0.05, initialJsKb: 170 };

interface Vitals { lcp: number; lcpElement: string; shifts: Shift[]; rendered: number }
interface Resource { name: string; startTime: number; end: number }
interface Run { lcp: number; lcpElement: string; cls: number; load: number; rendered: number; initial: string[]; later: string[] }

/**
 * Registered before any page script: every LCP candidate, every shift without recent input, and when
 * the home page first rendered (its hero's title in the DOM).
 */
const OBSERVE = `(() => {
  performance.setResourceTimingBufferSize(2000);
  const v = window.__vitals = { lcp: 0, lcpElement: '', shifts: [], rendered: 0 };
  const mo = new MutationObserver(() => {
    if (document.getElementById('home-hero-title')) { v.rendered = performance.now(); mo.disconnect(); }
  });
  mo.observe(document, { childList: true, subtree: true });
  const describe = (e) => e ? e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '') : '(removed)';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { v.lcp = e.startTime; v.lcpElement = describe(e.element) + (e.url ? ' ' + e.url.replace(location.origin, '') : ''); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) v.shifts.push({ t: e.startTime, v: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

const gzipCache = new Map<string, number>();
/** Gzipped bytes of a built asset (as a CDN would serve it), read from apps/web/dist. */
function gzipped(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    const file = path.join(dist, urlPath);
    size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : Number.NaN;
    gzipCache.set(urlPath, size);
  }
  return size;
}

// Evaluated in the page (the bench compiles without the DOM library).
const RESOURCES = `performance.getEntriesByType('resource').map((r) => ({ name: r.name, startTime: r.startTime, end: r.responseEnd }))`;

const scriptsOf = (resources: Resource[]) =>
  resources.map((r) => new URL(r.name)).filter((u) => u.pathname.endsWith('.js')).map((u) => u.pathname);

async function loadOnce(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(baseUrl + '/', { waitUntil: 'load', timeout: 60_000 });
    // First idle: the home page's hero is on screen and no request for 500 ms since.
    await page.waitForSelector('#home-hero-title', { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const atIdle = await page.evaluate<{ vitals: Vitals; load: number; resources: Resource[] }>(`({
      vitals: window.__vitals,
      load: performance.getEntriesByType('navigation')[0].loadEventStart,
      resources: ${RESOURCES},
    })`);
    if (process.env.BENCH_VERBOSE) {
      for (const r of atIdle.resources) console.log(`  ${r.startTime.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms  ${r.name.replace(baseUrl, '')}`);
    }
    // Whatever loads only when the visitor scrolls (lazy rows, below-the-fold pieces) is not initial JS.
    await page.evaluate(`(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 150));
      }
    })()`);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const after = await page.evaluate<Resource[]>(RESOURCES);
    // Initial JS: every script requested before the load event or before the page first rendered (the
    // app's chunks and the language bundle); whatever comes after is lazy (idle, scrolling, popups).
    const cutoff = Math.max(atIdle.load, atIdle.vitals.rendered);
    const initial = scriptsOf(atIdle.resources.filter((r) => r.startTime <= cutoff));
    const later = scriptsOf(after).filter((s) => !initial.includes(s));
    return {
      lcp: atIdle.vitals.lcp, lcpElement: atIdle.vitals.lcpElement, cls: cumulativeLayoutShift(atIdle.vitals.shifts),
      load: atIdle.load, rendered: atIdle.vitals.rendered, initial, later,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (scripts: string[]) => scripts.reduce((sum, s) => sum + gzipped(s), 0);
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found (set CHROMIUM_PATH)`);
  const built = spawnSync(process.execPath, ['scripts/builds.mjs', 'web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
  const server = await startServer('serve-platform.ts', { BENCH_MODE: 'embedded', WEB_DIST: dist });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const runs: Run[] = [];
  try {
    // One untimed load first, so the server's caches (permission, lobby pages) are warm as in production.
    {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
      await loadOnce(browser, baseUrl).finally(() => browser.close());
    }
    for (let i = 0; i < RUNS; i++) {
      // A fresh browser per load: a new profile, so nothing is cached from the previous one.
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
      try {
        const run = await loadOnce(browser, baseUrl);
        runs.push(run);
        console.log(`load ${i + 1}: LCP ${run.lcp.toFixed(0)} ms (${run.lcpElement}), CLS ${run.cls.toFixed(3)}, load event ${run.load.toFixed(0)} ms, first render ${run.rendered.toFixed(0)} ms`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }

  const lcps = runs.map((r) => r.lcp);
  const clss = runs.map((r) => r.cls);
  const last = runs.at(-1);
  if (!last) throw new Error('no load measured (BENCH_RUNS ≥ 1)');
  const initial = total(last.initial);
  console.log(`\nHome page, Chromium ${WIDTH}x${HEIGHT}, CPU ${CPU_SLOWDOWN}× slower (CDP), ${RUNS} loads, embedded mode, ${thaiFont()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`| figure | median | worst | goal | |\n| --- | ---: | ---: | ---: | --- |`);
  console.log(`| LCP | ${median(lcps).toFixed(0)} ms | ${Math.max(...lcps).toFixed(0)} ms | ≤ ${GOALS.lcpMs} ms | ${verdict(Math.max(...lcps) <= GOALS.lcpMs)} |`);
  console.log(`| CLS | ${median(clss).toFixed(3)} | ${Math.max(...clss).toFixed(3)} | ≤ ${GOALS.cls} | ${verdict(Math.max(...clss) <= GOALS.cls)} |`);
  console.log(`| initial JS (gzip) | ${kb(initial)} KB | | ≤ ${GOALS.initialJsKb} KB | ${verdict(initial / 1024 <= GOALS.initialJsKb)} |`);
  console.log(`\nInitial scripts, up to the load event or the first render (gzip KB):`);
  for (const s of last.initial) console.log(`  ${kb(gzipped(s)).padStart(6)}  ${s}`);
  console.log(`Lazy, loaded after the first render (idle, scrolling; ${kb(total(last.later))} KB):`);
  for (const s of last.later) console.log(`  ${kb(gzipped(s)).padStart(6)}  ${s}`);
  const met = Math.max(...lcps) <= GOALS.lcpMs && Math.max(...clss) <= GOALS.cls && initial / 1024 <= GOALS.initialJsKb;
  process.exitCode = met ? 0 : 1;
}

await main();
