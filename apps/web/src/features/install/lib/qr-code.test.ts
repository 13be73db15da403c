import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_MARGIN, qrCodeImage } from './qr-code';

/** The dark cells the image paints, read back from its path (one `M x y h1v1h-1z` square each). */
function paintedCells(image: string): { side: number; cells: Set<string> } {
  const svg = decodeURIComponent(image.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
  expect(squares.map((m) => m[0]).join('')).toBe(d);
  return { side, cells: new Set(squares.map((m) => `${m[1]},${m[2]}`)) };
}

describe('the QR code of /down', () => {
  const url = 'https://thailand.royallotus.example/';

  it('paints exactly the dark modules of the code, inside a white quiet zone', () => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const { side, cells } = paintedCells(qrCodeImage(url)!);
    expect(side).toBe(modules.size + 2 * QR_MARGIN);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) expected.add(`${col + QR_MARGIN},${row + QR_MARGIN}`);
    }
    expect(cells).toEqual(expected);
    // The three finder patterns: a dark 7x7 ring at the top left, top right and bottom left corners.
    for (const [x0, y0] of [[0, 0], [modules.size - 7, 0], [0, modules.size - 7]] as const) {
      for (let i = 0; i < 7; i++) {
        for (const [x, y] of [[x0 + i, y0], [x0 + i, y0 + 6], [x0, y0 + i], [x0 + 6, y0 + i]] as const) {
          expect(cells.has(`${x + QR_MARGIN},${y + QR_MARGIN}`), `${x},${y}`).toBe(true);
        }
      }
    }
  });

  it('is the same for the same address (the server and the browser draw the same page), and null when nothing fits', () => {
    expect(qrCodeImage(url)).toBe(qrCodeImage(url));
    expect(qrCodeImage('x'.repeat(5000))).toBeNull();
  });
});
