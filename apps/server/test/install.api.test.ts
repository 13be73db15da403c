/** Installable (decision 0039): the manifest and icons per merchant domain, and the support channels operators set. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webManifestSchema } from '@platform/contracts';
import { createTestPlatform, type TestPlatform } from './helpers';
import { decryptServiceLink } from '../../web/src/lib/service-link';

const LOGO = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/brand/logo.svg'), 'utf8');

/** Width, height and colour type from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
function pngHeader(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let p: TestPlatform;
let ops: Record<string, string>;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-install-'));
  fs.mkdirSync(path.join(dist, 'brand'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dist, 'brand', 'logo.svg'), LOGO);
  p = await createTestPlatform({ WEB_DIST: dist });
  ops = { authorization: await p.operatorToken() };
});

afterAll(async () => {
  await p?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app manifest per merchant domain', () => {
  it('answers a valid manifest for the merchant whose domain was asked, at both addresses', async () => {
    for (const url of ['/manifest.webmanifest', '/manifest.json']) {
      const res = await p.app.inject({ method: 'GET', url, headers: { host: 'thailand.royallotus.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = webManifestSchema.parse(res.json());
      const { whitelabel } = p.services.merchants.settings('thailand');
      expect(manifest).toMatchObject({ name: whitelabel.siteName, start_url: '/', display: 'standalone', lang: 'th-TH', background_color: whitelabel.theme.background });
      expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]);
      for (const icon of manifest.icons) expect(icon.src).toMatch(/\?v=[0-9a-f]{12}$/);
    }
  });

  it('follows the merchant of the Host (main domain or mirror) and its whitelabel; an unknown host gets the default merchant', async () => {
    const wl = p.services.merchants.settings('brazil').whitelabel;
    const set = await p.call({
      method: 'PUT', url: '/wps/operator/merchants/brazil/whitelabel', headers: ops,
      payload: { ...wl, siteName: 'Lótus Real Brasil', theme: { ...wl.theme, background: '#102030' } },
    });
    expect(set.body.success).toBe(true);
    const manifestOf = async (host: string) => webManifestSchema.parse((await p.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } })).json());

    const brazil = await manifestOf('brazil.royallotus.example');
    expect(brazil).toMatchObject({ name: 'Lótus Real Brasil', short_name: 'Lótus Real B', theme_color: '#102030', background_color: '#102030', lang: 'pt-BR' });
    expect(await manifestOf('m2.brazil.royallotus.example')).toEqual(brazil);
    const thailand = await manifestOf('thailand.royallotus.example');
    expect(thailand.name).toBe('Royal Lotus');
    expect(thailand.icons[0]!.src).not.toBe(brazil.icons[0]!.src);
    expect(await manifestOf('unknown.example.org')).toEqual(thailand);
  });

  it('revalidates the manifest by its ETag', async () => {
    const first = await p.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'thailand.royallotus.example' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await p.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'thailand.royallotus.example', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves every icon as a PNG of its size, for a year when asked with its version', async () => {
    const manifest = webManifestSchema.parse((await p.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'india.royallotus.example' } })).json());
    for (const icon of manifest.icons) {
      const res = await p.app.inject({ method: 'GET', url: icon.src, headers: { host: 'india.royallotus.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngHeader(res.rawPayload)).toEqual({ width: size, height: size });
    }
    const apple = await p.app.inject({ method: 'GET', url: '/apple-touch-icon.png', headers: { host: 'india.royallotus.example' } });
    expect(apple.statusCode).toBe(200);
    expect(pngHeader(apple.rawPayload)).toEqual({ width: 180, height: 180 });
    // Unversioned: may change with the brand, so kept an hour only.
    expect(apple.headers['cache-control']).toBe('public, max-age=3600');
    expect((await p.app.inject({ method: 'GET', url: '/icons/other.png' })).statusCode).toBe(404);
  });

  it('draws the icon from the logo: a logo the merchant changes changes the icon and its version', async () => {
    const before = webManifestSchema.parse((await p.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'mexico.royallotus.example' } })).json());
    const iconBefore = (await p.app.inject({ method: 'GET', url: before.icons[1]!.src, headers: { host: 'mexico.royallotus.example' } })).rawPayload;
    const wl = p.services.merchants.settings('mexico').whitelabel;
    const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ff0000"/></svg>').toString('base64')}`;
    expect((await p.call({ method: 'PUT', url: '/wps/operator/merchants/mexico/whitelabel', headers: ops, payload: { ...wl, logoUrl: logo } })).body.success).toBe(true);
    const after = webManifestSchema.parse((await p.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'mexico.royallotus.example' } })).json());
    expect(after.icons[1]!.src).not.toBe(before.icons[1]!.src);
    const iconAfter = (await p.app.inject({ method: 'GET', url: after.icons[1]!.src, headers: { host: 'mexico.royallotus.example' } })).rawPayload;
    expect(pngHeader(iconAfter)).toEqual({ width: 512, height: 512 });
    expect(iconAfter.equals(iconBefore)).toBe(false);
  });
});

describe('support channels set by operators', () => {
  const channels = [
    { type: 'LINE', label: 'LINE @royal', value: 'https://line.me/R/ti/p/@royal' },
    { type: 'TELEGRAM', label: 'Telegram', value: 'https://t.me/royal_help' },
    { type: 'WHATSAPP', label: 'WhatsApp', value: 'https://wa.me/66812345678' },
    { type: 'EMAIL', label: 'E-mail', value: 'help@royal.example' },
  ];

  it('stores the channels (audited) and hands them to players encrypted in the permission payload', async () => {
    const set = await p.call({ method: 'PUT', url: '/wps/operator/merchants/myanmar/support-channels', headers: ops, payload: { channels } });
    expect(set.body.success).toBe(true);
    expect(set.body.value.map((c: { url: string }) => c.url)).toEqual([
      'https://line.me/R/ti/p/@royal', 'https://t.me/royal_help', 'https://wa.me/66812345678', 'mailto:help@royal.example',
    ]);
    const read = await p.call({ method: 'GET', url: '/wps/operator/merchants/myanmar/support-channels', headers: ops });
    expect(read.body.value).toEqual(set.body.value);

    const permission = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'myanmar' } });
    const links = permission.body.value.info.customerService as { type: string; link: string }[];
    expect(links.map((l) => l.type)).toEqual(['LINE', 'TELEGRAM', 'WHATSAPP', 'EMAIL']);
    expect(await decryptServiceLink(links[3]!.link)).toBe('mailto:help@royal.example');

    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?merchantCode=myanmar&action=merchant.support_channels.set', headers: ops });
    expect(audit.body.value.list ?? audit.body.value).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'merchant.support_channels.set' })]));
  });

  it.each([
    ['an e-mail that is not one', { type: 'EMAIL', label: 'Mail', value: 'help(at)royal' }],
    ['a LINE link to another host', { type: 'LINE', label: 'LINE', value: 'https://evil.example/line' }],
    ['a plain http link', { type: 'TELEGRAM', label: 'Telegram', value: 'http://t.me/royal' }],
    ['a script link', { type: 'LIVE_CHAT', label: 'Chat', value: 'javascript:alert(1)' }],
    ['a phone without country code', { type: 'PHONE', label: 'Call', value: '0812345678' }],
  ])('refuses %s with system.invalid_input', async (_name, channel) => {
    const res = await p.call({ method: 'PUT', url: '/wps/operator/merchants/myanmar/support-channels', headers: ops, payload: { channels: [channel] } });
    expect(res.res.statusCode).toBe(400);
    expect(res.body.errorCode).toBe('system.invalid_input');
  });
});
