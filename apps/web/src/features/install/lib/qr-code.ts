/**
 * The QR code of /down as an SVG data address, made synchronously from the modules QRCode.create
 * computes (error correction M), so the server draws it with the page (decision 0040) instead of the
 * browser after its script. Black on white with a quiet zone of 2: what every phone camera reads,
 * whatever the page's colours. Null when the text does not fit a QR code.
 */
import QRCode from 'qrcode';

export const QR_MARGIN = 2;

export function qrCodeImage(text: string): string | null {
  let modules: QRCode.BitMatrix;
  try {
    modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  } catch {
    return null;
  }
  const side = modules.size + QR_MARGIN * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">`
    + `<rect width="${side}" height="${side}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
