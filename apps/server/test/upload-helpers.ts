import crypto from 'node:crypto';
import type { TestPlatform } from './helpers';

/** The smallest valid images: what the magic-byte check looks at, plus some body. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]);

export interface Part { name: string; filename?: string; contentType?: string; body: Buffer | string }

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${p.filename ? `content-type: ${p.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const image = (body: Buffer, filename = 'receipt.png', contentType = 'image/png'): Part => ({ name: 'file', filename, contentType, body });

let next = 0;
/** A freshly registered player of a merchant: its auth header and member id. */
export async function newPlayer(p: TestPlatform, merchant = 'thailand', prefix = 'up') {
  const n = next++;
  // At most 16 characters however high the count goes: the API files of a worker share this module
  // (isolate: false, decision 0061), so the count runs on across files.
  const username = `${prefix}${n.toString(36)}${crypto.randomBytes(4).toString('hex')}`.slice(0, 16);
  const password = 'Secret#123';
  const digits = String(20_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0');
  // Thailand: 0 + 9 digits; every other demo merchant accepts 10 digits.
  const mobileNum = merchant === 'thailand' ? `08${digits}` : `55${digits}`;
  const headers = { merchant };
  const { body } = await p.call({
    method: 'PUT', url: '/wps/member/register', headers,
    payload: { username, password, confirmPassword: password, mobileNum, acceptTerms: true, confirmAge: true },
  });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string, merchant };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  return { auth, id: info.body.value.id as number, username };
}

/** Uploads parts as the member; answers the parsed envelope and the raw response. */
export async function upload(p: TestPlatform, auth: Record<string, string>, parts: Part[], purpose = 'deposit_receipt') {
  const { payload, contentType } = multipart(parts);
  return p.call({ method: 'POST', url: `/wps/member/files?purpose=${purpose}`, headers: { ...auth, 'content-type': contentType }, payload });
}
