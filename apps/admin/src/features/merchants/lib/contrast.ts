/**
 * WCAG 2.2 contrast between two colours (#rrggbb), for the theme editor's warning: body text and
 * button labels need 4.5:1 (success criterion 1.4.3, level AA). The player site draws text on the
 * background and surface colours, and the primary colour's contrast colour on the primary.
 */
import type { Theme } from '@platform/contracts';

export const AA_NORMAL_TEXT = 4.5;

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour; NaN for anything else. */
export function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return Number.NaN;
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** (lighter + 0.05) / (darker + 0.05), from 1 to 21; NaN when a colour is not #rrggbb. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The pairs of the theme that carry text on the player site. */
export const TEXT_PAIRS = [
  { text: 'text', on: 'background' },
  { text: 'text', on: 'surface' },
  { text: 'primaryContrast', on: 'primary' },
] as const satisfies readonly { text: keyof Theme; on: keyof Theme }[];

export interface ContrastProblem { text: keyof Theme; on: keyof Theme; ratio: number }

/** Every text pair below AA, with its ratio rounded down to two decimals (never shown as passing). */
export function contrastProblems(theme: Theme): ContrastProblem[] {
  return TEXT_PAIRS.flatMap(({ text, on }) => {
    const ratio = contrastRatio(theme[text], theme[on]);
    return Number.isNaN(ratio) || ratio < AA_NORMAL_TEXT ? [{ text, on, ratio: Math.floor(ratio * 100) / 100 }] : [];
  });
}
