/**
 * axe-core for the journeys: one page state at a time, the WCAG 2.0–2.2 A + AA rules (tags wcag2a, wcag2aa and the 2.1/2.2 ones), and only the
 * serious and critical findings kept (the acceptance bar of issue 17). Findings are collected
 * across states and reported together, so one run shows every fault at once.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface Finding {
  state: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** The longest CSS transition of the shell (dialog fade, drawer slide) plus a frame. */
const TRANSITION_MS = 260;

/** Waits until the page is done: no start-up loader, no busy region, open dialogs past their fade. */
export async function settle(page: Page): Promise<void> {
  const pending = () => {
    if (document.querySelector('[data-testid="global-loader"]')) return 'start-up loader';
    if (document.querySelector('[data-testid="route-progress"][data-active="true"]')) return 'route loading';
    if (document.querySelector('main [aria-busy="true"], [role="dialog"] [aria-busy="true"]')) return 'busy region';
    // Dialogs fade in and out over 200 ms: wait for the open state, or for a closing one to go.
    if (document.querySelector('.dialog-layer[data-state="closed"]')) return 'dialog fading';
    // A fade still running (a busy machine lags behind the 200 ms) would be measured half-transparent.
    if (document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')) return 'transition';
    return document.querySelector('#main > *, [role="dialog"]') ? '' : 'empty page';
  };
  // Polled from here rather than with waitForFunction, whose in-page polling stalled behind open dialogs.
  const deadline = Date.now() + 30_000;
  let state = await page.evaluate(pending);
  while (state !== '') {
    if (Date.now() > deadline) throw new Error(`page did not settle at ${page.url()}: ${state}`);
    await page.waitForTimeout(150);
    state = await page.evaluate(pending);
  }
  await page.waitForTimeout(TRANSITION_MS);
}

/** Runs axe on the page as it is now and returns its serious and critical findings, labelled with the state. */
export async function audit(page: Page, state: string): Promise<Finding[]> {
  const t0 = Date.now();
  // Only violations are computed into results (passes and "incomplete" lists cost run time); options()
  // replaces the builder's options, so it comes before withTags().
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const found = result.violations

    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      state,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`),
      summary: v.help,
    }));
  if (process.env.A11Y_TRACE === '1') process.stderr.write(`a11y audit ${state} ${Date.now() - t0} ms\n${report(found)}\n`);
  return found;
}

/** One line per finding, for the assertion message. */
export function report(findings: Finding[]): string {
  return findings.map((f) => `[${f.state}] ${f.rule} (${f.impact}): ${f.summary}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/**
 * Goes to a path inside the app as a link would (history push + popstate, which the router follows),
 * so the page is not reloaded for every state: a reload costs more than the audit on a busy machine.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction((to) => window.location.pathname + window.location.search === to, path);
  // Two frames: the router has started the navigation and React has drawn its progress bar.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settle(page);
}
