/**
 * The merchant's app icons (decision 0039): PNGs rendered from its logo (SVG) with resvg on a square of
 * its background colour. "any" icons keep the logo inside a small margin; the maskable one keeps it in
 * the inner circle a launcher may crop to (the safe zone, 80 % of the side); Apple's touch icon is
 * opaque, as iOS puts a black square behind transparency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const ICON_KINDS = {
  'icon-192.png': { size: 192, box: 0.84, purpose: 'any' },
  'icon-512.png': { size: 512, box: 0.84, purpose: 'any' },
  // A box this wide keeps even a 4:1 wordmark inside the safe-zone circle (its half-diagonal < 0.4 of the side).
  'maskable-512.png': { size: 512, box: 0.72, purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, box: 0.8, purpose: 'any' },
} as const;
export type IconFile = keyof typeof ICON_KINDS;

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICON_KINDS, name);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The logo's SVG text: a data URL is decoded; a path ("/brand/logo.svg") is read from the built web app
 * (the same file the browser gets), never outside it. Null when there is none or it is not SVG.
 */
export function readLogoSvg(logoUrl: string, roots: string[]): string | null {
  const data = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(logoUrl);
  if (data) {
    const payload = data[2] ?? '';
    try {
      return data[1] ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
    } catch {
      return null;
    }
  }
  const pathName = logoUrl.split('?')[0] ?? '';
  if (!pathName.startsWith('/') || !pathName.toLowerCase().endsWith('.svg')) return null;
  const relative = path.posix.normalize(pathName).replace(/^\/+/, '');
  if (relative.startsWith('..')) return null;
  for (const root of roots) {
    try {
      return fs.readFileSync(path.join(root, relative), 'utf8');
    } catch {
      // Not in this root: try the next.
    }
  }
  return null;
}

/** The logo's root `<svg>` made a nested, positioned viewport: its own size and position attributes give way to ours. */
function nestedLogo(svg: string, x: number, y: number, side: number): string | null {
  const open = /<svg\b([^>]*)>/i.exec(svg);
  if (!open) return null;
  let attrs = (open[1] ?? '').replace(/\/$/, '');
  const widthAttr = /\swidth="([\d.]+)/.exec(attrs);
  const heightAttr = /\sheight="([\d.]+)/.exec(attrs);
  if (!/\sviewBox=/i.test(attrs)) {
    if (!widthAttr || !heightAttr) return null;
    attrs += ` viewBox="0 0 ${widthAttr[1]} ${heightAttr[1]}"`;
  }
  attrs = attrs.replace(/\s(x|y|width|height|preserveAspectRatio)="[^"]*"/g, '');
  if (!/\sxmlns=/.test(attrs)) attrs += ' xmlns="http://www.w3.org/2000/svg"';
  const body = svg.slice(open.index + open[0].length);
  return `<svg${attrs} x="${x}" y="${y}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet">${body}`;
}

export interface IconBrand {
  siteName: string;
  logoSvg: string | null;
  background: string;
  accent: string;
}

/** The icon's SVG: background square, then the logo centred in its box, or the name's first letter when no logo can be used. */
export function iconSvg(file: IconFile, brand: IconBrand): string {
  const { size, box } = ICON_KINDS[file];
  const side = Math.round(size * box);
  const offset = Math.round((size - side) / 2);
  const logo = brand.logoSvg ? nestedLogo(brand.logoSvg.replace(/<\?xml[^>]*>|<!DOCTYPE[^>]*>/gi, ''), offset, offset, side) : null;
  const mark = logo ?? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${Math.round(side * 0.6)}" fill="${brand.accent}">${escapeXml(Array.from(brand.siteName.trim())[0] ?? '?')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${brand.background}"/>${mark}</svg>`;
}

export function renderIcon(file: IconFile, brand: IconBrand): Buffer {
  const render = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: true }, fitTo: { mode: 'original' } }).render().asPng();
  try {
    return render(iconSvg(file, brand));
  } catch {
    // A logo resvg cannot parse still gives an icon: the name's letter.
    return render(iconSvg(file, { ...brand, logoSvg: null }));
  }
}
