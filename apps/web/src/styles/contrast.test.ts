/**
 * Contrast of the design tokens (WCAG 2.2 AA, 4.5:1 for text), computed from tokens.css itself for
 * the stock colours and for the demo merchant's theme. axe-core cannot judge text on a gradient, so
 * the gradients' stops (dialog surface, primary and secondary buttons, the hero's glow) are checked
 * here, stop by stop (issue 17: "gradient backgrounds checked by hand").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Rgba = [number, number, number, number];

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('\n}', css.indexOf(':root {')));
const declared = Object.fromEntries([...rootBlock.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.replace(/\s+/g, ' ').trim()]));

/** The demo merchant's whitelabel theme (apps/server/src/modules/merchant/defaults.ts). */
const DEMO_THEME = {
  '--color-primary': '#f5b642', '--color-on-primary': '#1a1206', '--color-secondary': '#7c3aed', '--color-accent': '#22d3ee',
  '--color-bg': '#0d0b1a', '--color-surface': '#181530', '--color-text': '#f4f1ff',
};

/** Splits on top-level commas only. */
function args(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (text[i] === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}

/** Evaluates the colour syntax tokens.css uses: hex, black/white/transparent, var(), color-mix(in srgb, …). */
function colour(expr: string, vars: Record<string, string>): Rgba {
  const e = expr.trim();
  if (e === 'white') return [255, 255, 255, 1];
  if (e === 'black') return [0, 0, 0, 1];
  if (e === 'transparent') return [0, 0, 0, 0];
  if (/^#[0-9a-f]{6}$/i.test(e)) return [0, 2, 4].map((i) => parseInt(e.slice(1 + i, 3 + i), 16)).concat(1) as Rgba;
  const v = /^var\((--[\w-]+)\)$/.exec(e);
  if (v) return colour(vars[v[1]!]!, vars);
  const mix = /^color-mix\((.*)\)$/.exec(e);
  if (mix) {
    const [space, a, b] = args(mix[1]!);
    if (space !== 'in srgb' || !a || !b) throw new Error(`unsupported: ${e}`);
    const part = (p: string) => {
      const m = /^(.*?)\s+(\d+(?:\.\d+)?)%$/.exec(p);
      return m ? { c: colour(m[1]!, vars), p: Number(m[2]) / 100 } : { c: colour(p, vars), p: null as number | null };
    };
    const pa = part(a);
    const pb = part(b);
    const wa = pa.p ?? (pb.p === null ? 0.5 : 1 - pb.p);
    const wb = pb.p ?? 1 - wa;
    // Premultiplied alpha, as CSS Color 5 mixes.
    const alpha = pa.c[3] * wa + pb.c[3] * wb;
    const rgb = [0, 1, 2].map((i) => (alpha === 0 ? 0 : (pa.c[i]! * pa.c[3] * wa + pb.c[i]! * pb.c[3] * wb) / alpha));
    return [rgb[0]!, rgb[1]!, rgb[2]!, alpha];
  }
  throw new Error(`unsupported colour: ${e}`);
}

/** A translucent colour laid over an opaque one. */
function over(top: Rgba, under: Rgba): Rgba {
  return [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour stops of a linear-gradient() token. */
function stops(token: string, vars: Record<string, string>): Rgba[] {
  const inner = /^linear-gradient\((.*)\)$/.exec(vars[token]!)![1]!;
  return args(inner).slice(1).map((s) => colour(s.replace(/\s+\d+%$/, ''), vars));
}

const THEMES: [string, Record<string, string>][] = [['tokens.css', declared], ['demo merchant', { ...declared, ...DEMO_THEME }]];

describe.each(THEMES)('text contrast of the design tokens (%s theme)', (_name, vars) => {
  const c = (token: string) => colour(`var(${token})`, vars);
  const bg = c('--color-bg');

  it('body text, muted and subtle text reach 4.5:1 on the page, cards and dialogs (both ends of the dialog gradient)', () => {
    const grounds = { bg, surface: c('--color-surface'), elevated: over(c('--color-bg-elevated'), bg), ...Object.fromEntries(stops('--gradient-surface', vars).map((s, i) => [`dialog stop ${i}`, over(s, bg)])) };
    for (const text of ['--color-text', '--color-muted', '--color-subtle', '--color-primary', '--color-danger', '--color-success', '--color-warning']) {
      for (const [ground, value] of Object.entries(grounds)) {
        expect(contrast(over(c(text), value), value), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('button and badge text reach 4.5:1 on every stop of their gradients', () => {
    for (const stop of stops('--gradient-primary', vars)) expect(contrast(c('--color-on-primary'), stop), 'on-primary on gradient-primary').toBeGreaterThanOrEqual(4.5);
    for (const stop of stops('--gradient-secondary', vars)) expect(contrast([255, 255, 255, 1], stop), 'white on gradient-secondary').toBeGreaterThanOrEqual(4.5);
    expect(contrast([255, 255, 255, 1], c('--color-danger-strong')), 'white on the HOT / count badges').toBeGreaterThanOrEqual(4.5);
  });

  it('hero text stays readable where the hero gradient glows brightest', () => {
    const base = over(c('--color-surface-2'), bg);
    const glows = [over(colour('color-mix(in srgb, var(--color-secondary) 70%, transparent)', vars), base), over(colour('color-mix(in srgb, var(--color-accent) 35%, transparent)', vars), bg)];
    for (const glow of glows) expect(contrast(c('--color-on-hero'), glow)).toBeGreaterThanOrEqual(4.5);
  });
});
