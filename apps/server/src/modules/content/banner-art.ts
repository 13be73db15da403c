import { seededRandom } from '../../lib/seeded-random';
import type { BannerArt } from '../../db/schema';

/**
 * The banner image the server draws (no external images): a 1200×400 SVG with the theme's gradient,
 * light and sparkles, and the motif on the right. The left two thirds stay calm because the web
 * client lays the banner's title over them as real text (translatable, readable by screen readers).
 * Sparkle positions come from the banner id, so two banners with the same art still differ.
 */

const THEMES: Record<string, { from: string; to: string; accent: string; ink: string }> = {
  ruby: { from: '#3b0a1a', to: '#9f1239', accent: '#fb7185', ink: '#ffe4e6' },
  emerald: { from: '#022c22', to: '#047857', accent: '#34d399', ink: '#d1fae5' },
  sapphire: { from: '#0b1739', to: '#1d4ed8', accent: '#60a5fa', ink: '#dbeafe' },
  gold: { from: '#2a1a05', to: '#a16207', accent: '#fbbf24', ink: '#fef3c7' },
  violet: { from: '#1e0b3a', to: '#6d28d9', accent: '#c084fc', ink: '#f3e8ff' },
  sunset: { from: '#3a0d05', to: '#ea580c', accent: '#fdba74', ink: '#ffedd5' },
};

const r1 = (n: number) => Math.round(n * 10) / 10;

function card(x: number, y: number, angle: number, suit: string, color: string) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-70" y="-100" width="140" height="200" rx="16" fill="#fffdf7" stroke="#00000022" stroke-width="2"/>`
    + `<text x="-48" y="-58" font-family="Georgia,serif" font-size="40" font-weight="700" fill="${color}">A</text>`
    + `<text x="0" y="32" text-anchor="middle" font-family="Georgia,serif" font-size="96" fill="${color}">${suit}</text></g>`;
}

function chip(x: number, y: number, radius: number, color: string, ink: string) {
  return `<g transform="translate(${x} ${y})"><circle r="${radius}" fill="${color}"/><circle r="${r1(radius * 0.82)}" fill="none" stroke="${ink}" stroke-width="${r1(radius * 0.16)}" stroke-dasharray="${r1(radius * 0.35)} ${r1(radius * 0.28)}"/>`
    + `<circle r="${r1(radius * 0.55)}" fill="${ink}" opacity="0.9"/><circle r="${r1(radius * 0.4)}" fill="none" stroke="${color}" stroke-width="3"/></g>`;
}

function die(x: number, y: number, angle: number, pips: number) {
  const spots: Record<number, [number, number][]> = {
    1: [[0, 0]], 2: [[-28, -28], [28, 28]], 3: [[-28, -28], [0, 0], [28, 28]],
    4: [[-28, -28], [28, -28], [-28, 28], [28, 28]], 5: [[-28, -28], [28, -28], [0, 0], [-28, 28], [28, 28]],
    6: [[-28, -30], [28, -30], [-28, 0], [28, 0], [-28, 30], [28, 30]],
  };
  const dots = (spots[pips] ?? spots[6]!).map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="10" fill="#1f1f2e"/>`).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-60" y="-60" width="120" height="120" rx="22" fill="#fffdf7" stroke="#00000022" stroke-width="2"/>${dots}</g>`;
}

function coinStack(x: number, y: number, count: number, accent: string, ink: string) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cy = y - i * 18;
    out += `<ellipse cx="${x}" cy="${cy + 8}" rx="62" ry="20" fill="#00000033"/><ellipse cx="${x}" cy="${cy}" rx="62" ry="20" fill="${accent}" stroke="${ink}" stroke-width="3"/>`;
  }
  return out + `<text x="${x}" y="${y - (count - 1) * 18 + 9}" text-anchor="middle" font-family="Georgia,serif" font-size="26" font-weight="700" fill="${ink}">$</text>`;
}

function star(x: number, y: number, size: number, fill: string) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? size : size * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${r1(x + radius * Math.cos(angle))},${r1(y + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function motif(name: string, t: { accent: string; ink: string; to: string }, next: () => number) {
  const tilt = () => r1(next() * 24 - 12);
  switch (name) {
    case 'chips':
      return chip(880, 250, 92, t.to, t.ink) + chip(1030, 170, 76, t.accent, t.to) + chip(1060, 310, 58, t.ink, t.to);
    case 'dice':
      return die(900, 220, tilt(), 1 + Math.floor(next() * 6)) + die(1050, 270, tilt(), 1 + Math.floor(next() * 6));
    case 'coins':
      return coinStack(880, 320, 6, t.accent, t.ink) + coinStack(1010, 330, 9, t.accent, t.ink) + coinStack(1120, 320, 4, t.accent, t.ink);
    case 'stars':
      return star(960, 200, 120, t.accent) + star(1110, 110, 40, t.ink) + star(820, 320, 34, t.ink) + star(1120, 320, 26, t.accent);
    case 'trophy':
      return `<g transform="translate(980 205)" fill="${t.accent}" stroke="${t.ink}" stroke-width="4">`
        + '<path d="M-90 -120 H90 V-40 C90 30 40 70 0 74 C-40 70 -90 30 -90 -40 Z"/>'
        + '<path d="M-90 -100 C-150 -100 -150 -10 -80 0" fill="none" stroke-width="14"/><path d="M90 -100 C150 -100 150 -10 80 0" fill="none" stroke-width="14"/>'
        + '<rect x="-16" y="72" width="32" height="50"/><rect x="-70" y="118" width="140" height="28" rx="8"/></g>'
        + star(980, 135, 34, t.ink);
    case 'cards':
    default:
      return card(900, 210, -14 + tilt() / 3, '♠', '#1f1f2e') + card(1040, 200, 12 + tilt() / 3, '♥', '#c81e3a');
  }
}

export function bannerSvg(id: number, art: BannerArt): string {
  const t = THEMES[art.theme] ?? THEMES.gold!;
  const next = seededRandom(id * 2654435761); // the same banner always draws the same picture
  let sparkles = '';
  for (let i = 0; i < 22; i++) {
    sparkles += `<circle cx="${r1(next() * 1200)}" cy="${r1(next() * 400)}" r="${r1(1 + next() * 3.5)}" fill="${t.ink}" opacity="${r1(0.25 + next() * 0.6)}"/>`;
  }
  const glowX = r1(850 + next() * 200);
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" preserveAspectRatio="xMidYMid slice">'
    + `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>`
    + `<radialGradient id="glow"><stop offset="0" stop-color="${t.accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient></defs>`
    + '<rect width="1200" height="400" fill="url(#bg)"/>'
    + `<circle cx="${glowX}" cy="200" r="330" fill="url(#glow)"/>`
    + `<path d="M560 400 L760 0 H820 L620 400 Z M660 400 L860 0 H880 L680 400 Z" fill="${t.ink}" opacity="0.07"/>`
    + sparkles
    + motif(art.motif, t, next)
    + '</svg>';
}
