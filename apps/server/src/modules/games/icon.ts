import crypto from 'node:crypto';
import type { GameIconSpec } from '../../db/schema';

/**
 * Game and vendor icons are drawn here, as SVG, from the catalogue row: no external images (issue 5).
 * The stored spec gives the gradient, the shape and the initials; the node id turns the shape and
 * places the dots, so two games with similar specs still look different.
 */

const SIZE = 200;
const C = SIZE / 2;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function polygon(points: number, radius: number, inner: number | null, turn: number): string {
  const step = Math.PI / (inner === null ? points / 2 : points);
  const out: string[] = [];
  for (let i = 0; i < (inner === null ? points : points * 2); i++) {
    const r = inner === null || i % 2 === 0 ? radius : inner;
    const a = i * step * (inner === null ? 2 : 1) + turn;
    out.push(`${(C + r * Math.cos(a)).toFixed(1)},${(C + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${out.join(' ')}"/>`;
}

function shapeSvg(shape: string, turn: number): string {
  switch (shape) {
    case 'diamond': return polygon(4, 74, null, turn);
    case 'hexagon': return polygon(6, 72, null, turn);
    case 'star': return polygon(5, 78, 36, turn);
    case 'burst': return polygon(12, 80, 58, turn);
    case 'shield': return `<path d="M${C} 26 L${C + 62} 48 Q${C + 58} 140 ${C} 176 Q${C - 58} 140 ${C - 62} 48 Z"/>`;
    case 'ring': return `<circle cx="${C}" cy="${C}" r="66" fill="none" stroke-width="16"/>`;
    case 'wave': return `<path d="M0 ${C + 10} Q${C / 2} ${C - 40 + (turn * 10) % 30} ${C} ${C + 10} T${SIZE} ${C + 10} V${SIZE} H0 Z"/>`;
    default: return `<circle cx="${C}" cy="${C}" r="70"/>`;
  }
}

/** Dots placed from the id's bits: a cheap fingerprint that makes every game's icon distinct. */
function dots(id: number): string {
  const hash = crypto.createHash('sha256').update(String(id)).digest();
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 14 + (hash[i * 2]! / 255) * (SIZE - 28);
    const y = 14 + (hash[i * 2 + 1]! / 255) * (SIZE - 28);
    out.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${3 + (hash[12 + i]! % 6)}"/>`);
  }
  return out.join('');
}

export function gameIconSvg(id: number, spec: GameIconSpec, vendorCode: string): string {
  const [h1, h2] = spec.hues;
  const turn = ((id * 37) % 360) * (Math.PI / 180);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},72%,52%)"/><stop offset="1" stop-color="hsl(${h2},70%,26%)"/></linearGradient></defs>`
    + `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#g)"/>`
    + `<g fill="#fff" fill-opacity="0.12">${dots(id)}</g>`
    + `<g fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-opacity="0.35" stroke-width="3">${shapeSvg(spec.shape, turn)}</g>`
    + `<text x="${C}" y="${C + 22}" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(spec.text)}</text>`
    + `<text x="${C}" y="${SIZE - 16}" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-size="18" fill="#fff" fill-opacity="0.8">${escapeXml(vendorCode)}</text>`
    + '</svg>';
}

/** A vendor's badge: hue from its code, the code in the middle. */
export function vendorIconSvg(code: string): string {
  const hash = crypto.createHash('sha256').update(code).digest();
  const hue = (hash[0]! * 256 + hash[1]!) % 360;
  const fontSize = code.length > 4 ? 34 : 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE / 2}" viewBox="0 0 ${SIZE} ${SIZE / 2}">`
    + `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,30%)"/></linearGradient></defs>`
    + `<rect width="${SIZE}" height="${SIZE / 2}" rx="18" fill="url(#v)"/>`
    + `<text x="${C}" y="${SIZE / 4 + fontSize / 3}" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(code)}</text>`
    + '</svg>';
}

/** The shapes an icon spec may name (shapeSvg draws them; anything else is a circle). */
export const ICON_SHAPES = ['circle', 'diamond', 'hexagon', 'star', 'shield', 'burst', 'ring', 'wave'] as const;

/** Up to two letters from an English name: the first letters of its first two words. */
export function initials(name: string): string {
  const words = name.replace(/[^A-Za-z0-9 ]/g, '').split(' ').filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? words[0]?.[1] ?? '')).toUpperCase();
}

/** For operator-added games: the same kind of spec the seed makes, derived from the game's codes. */
export function iconSpecFor(vendorCode: string, gameCode: string, englishName: string): GameIconSpec {
  const hash = crypto.createHash('sha256').update(`${vendorCode}:${gameCode}`).digest();
  const h1 = (hash[0]! * 256 + hash[1]!) % 360;
  return {
    hues: [h1, (h1 + 40 + (hash[2]! % 120)) % 360],
    shape: ICON_SHAPES[hash[3]! % ICON_SHAPES.length]!,
    text: initials(englishName) || gameCode.slice(0, 2).toUpperCase(),
  };
}

/**
 * The content version in every icon's address (`?v=`): a game's spec and a vendor's code never change,
 * so an icon changes only when the drawing code does, and this hash of that code changes with it. A new
 * deploy that draws differently hands out new addresses; browsers keep the old ones for a year otherwise.
 */
export const ICON_VERSION = crypto.createHash('sha256')
  .update([polygon, shapeSvg, dots, gameIconSvg, vendorIconSvg].map((f) => f.toString()).join('\n'))
  .digest('hex').slice(0, 10);
