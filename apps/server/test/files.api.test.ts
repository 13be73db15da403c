import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/modules/files/storage';
import { createTestPlatform, type TestPlatform } from './helpers';
import { JPEG, PNG, image, multipart, newPlayer, upload } from './upload-helpers';

let p: TestPlatform;
let uploadDir: string;
let ops: { authorization: string };

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', UPLOAD_DIR: uploadDir });
  ops = { authorization: await p.operatorToken() };
});
afterAll(async () => {
  await p.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;
const uploadCount = async () => Number((await rows(sql`SELECT COUNT(*)::int AS n FROM uploads`))[0].n);
async function storedFiles(dir = uploadDir): Promise<number> {
  let n = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++;
  return n;
}

describe('uploads', () => {
  it('stores up to 3 PNG/JPEG images for the member and gives them back only to their owner', async () => {
    const a = await newPlayer(p);
    const { res, body } = await upload(p, a.auth, [image(PNG), image(JPEG, 'b.jpg', 'image/jpeg'), image(PNG, 'c.png')]);
    expect(res.statusCode).toBe(200);
    expect(body.value.ids).toHaveLength(3);
    const [row] = await rows(sql`SELECT merchant_code, member_id, purpose, content_type, size, sha256, storage_key FROM uploads WHERE id = ${body.value.ids[1]}`);
    expect(row).toMatchObject({ merchant_code: 'thailand', member_id: a.id, purpose: 'deposit_receipt', content_type: 'image/jpeg', size: JPEG.length });
    expect(row.storage_key).not.toContain('..');

    const read = await p.app.inject({ method: 'GET', url: `/wps/member/files/${body.value.ids[1]}`, headers: a.auth });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(read.rawPayload, JPEG)).toBe(0);

    // Another member of the same merchant, another merchant's member, and nobody: as if it did not exist.
    const b = await newPlayer(p);
    const other = await p.call({ method: 'GET', url: `/wps/member/files/${body.value.ids[1]}`, headers: b.auth });
    expect(other.res.statusCode).toBe(404);
    expect(other.body.errorCode).toBe('file.not_found');
    const foreign = await newPlayer(p, 'brazil');
    expect((await p.call({ method: 'GET', url: `/wps/member/files/${body.value.ids[1]}`, headers: foreign.auth })).res.statusCode).toBe(404);
    expect((await p.call({ method: 'GET', url: `/wps/member/files/${body.value.ids[1]}` })).res.statusCode).toBe(401);
    // Never served from a static path either.
    expect((await p.app.inject({ method: 'GET', url: `/uploads/${row.storage_key}` })).statusCode).toBe(404);
  });

  it('lets operators of the merchant read a member\'s file, and nobody else', async () => {
    const a = await newPlayer(p);
    const { body } = await upload(p, a.auth, [image(PNG)]);
    const id = body.value.ids[0];
    const read = await p.app.inject({ method: 'GET', url: `/wps/operator/merchants/thailand/files/${id}`, headers: ops });
    expect(read.statusCode).toBe(200);
    expect(Buffer.compare(read.rawPayload, PNG)).toBe(0);
    expect((await p.call({ method: 'GET', url: `/wps/operator/merchants/brazil/files/${id}`, headers: ops })).res.statusCode).toBe(404);
    expect((await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/files/${id}` })).res.statusCode).toBe(401);
    expect((await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/files/${id}`, headers: a.auth })).res.statusCode).toBe(401);
  });

  it('an operator bound to another merchant is refused this merchant\'s files (403) and finds none of them under its own (404)', async () => {
    const a = await newPlayer(p);
    const id = (await upload(p, a.auth, [image(PNG)])).body.value.ids[0];
    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'br_files', 'Br-files#2026', 'brazil', { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'br_files', password: 'Br-files#2026' } });
    const br = { authorization: login.body.value.token as string };
    expect((await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/files/${id}`, headers: br })).body.errorCode).toBe('auth.forbidden');
    expect((await p.call({ method: 'GET', url: `/wps/operator/merchants/brazil/files/${id}`, headers: br })).res.statusCode).toBe(404);
  });

  it('refuses what is not a PNG or JPEG by its bytes, too many or too large files, and stores nothing', async () => {
    const a = await newPlayer(p);
    const before = { rows: await uploadCount(), files: await storedFiles() };
    const cases: [string, ReturnType<typeof image>[], number, string][] = [
      ['a GIF called .png', [image(Buffer.from('GIF89a\x01\x00\x01\x00'), 'x.png', 'image/png')], 415, 'file.type_not_allowed'],
      ['an SVG', [image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml')], 415, 'file.type_not_allowed'],
      ['HTML claiming image/jpeg', [image(Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg')], 415, 'file.type_not_allowed'],
      ['a valid image then a bad one', [image(PNG), image(Buffer.from('%PDF-1.7'), 'x.pdf')], 415, 'file.type_not_allowed'],
      ['four images', [image(PNG), image(PNG), image(PNG), image(PNG)], 400, 'file.too_many'],
      ['an image over 5 MB', [image(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))], 413, 'file.too_large'],
      ['an empty file', [image(Buffer.alloc(0))], 400, 'file.required'],
      ['no file at all', [{ name: 'note', body: 'hello' }], 400, 'file.required'],
    ];
    for (const [what, parts, status, code] of cases) {
      const { res, body } = await upload(p, a.auth, parts);
      expect({ what, status: res.statusCode, code: body.errorCode }).toEqual({ what, status, code });
    }
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload(p, a.auth, [image(exact)])).res.statusCode).toBe(200);
    expect(await uploadCount()).toBe(before.rows + 1);
    expect(await storedFiles()).toBe(before.files + 1);
  });

  it('answers bad requests with 4xx envelopes', async () => {
    const a = await newPlayer(p);
    const before = await uploadCount();
    const json = await p.call({ method: 'POST', url: '/wps/member/files?purpose=deposit_receipt', headers: a.auth, payload: { file: 'x' } });
    expect(json.res.statusCode).toBe(415);
    const { payload, contentType } = multipart([image(PNG)]);
    for (const url of ['/wps/member/files', '/wps/member/files?purpose=avatar', '/wps/member/files?purpose=']) {
      const res = await p.call({ method: 'POST', url, headers: { ...a.auth, 'content-type': contentType }, payload });
      expect(res.res.statusCode).toBe(400);
      expect(res.body.errorCode).toBe('system.invalid_input');
    }
    const noAuth = await p.call({ method: 'POST', url: '/wps/member/files?purpose=deposit_receipt', headers: { 'content-type': contentType }, payload });
    expect(noAuth.res.statusCode).toBe(401);
    const broken = await p.call({ method: 'POST', url: '/wps/member/files?purpose=deposit_receipt', headers: { ...a.auth, 'content-type': contentType }, payload: payload.subarray(0, 60) });
    expect(broken.res.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.res.statusCode).toBeLessThan(500);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1"]) {
      const res = await p.call({ method: 'GET', url: `/wps/member/files/${encodeURIComponent(id)}`, headers: a.auth });
      expect([400, 404]).toContain(res.res.statusCode);
    }
    expect(await uploadCount()).toBe(before);
  });

  it('assertOwned accepts only the member\'s own ids', async () => {
    const a = await newPlayer(p);
    const b = await newPlayer(p);
    const mine = (await upload(p, a.auth, [image(PNG)])).body.value.ids as string[];
    const theirs = (await upload(p, b.auth, [image(PNG)])).body.value.ids as string[];
    const member = { id: a.id, merchantCode: 'thailand' };
    await expect(p.services.files.assertOwned(member, mine)).resolves.toBeUndefined();
    await expect(p.services.files.assertOwned(member, [...mine, ...theirs])).rejects.toMatchObject({ code: 'file.not_found' });
    await expect(p.services.files.assertOwned({ id: a.id, merchantCode: 'brazil' }, mine)).rejects.toMatchObject({ code: 'file.not_found' });
  });
});

describe('S3-compatible storage', () => {
  it('sends path-style PUT, GET and DELETE requests signed with SigV4', async () => {
    const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    const objects = new Map<string, Buffer>();
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.method === 'PUT') objects.set(req.url!, body);
        if (req.method === 'DELETE') objects.delete(req.url!);
        const found = objects.get(req.url!);
        if (req.method === 'GET' && !found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(req.method === 'DELETE' ? 204 : 200).end(req.method === 'GET' ? found : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const config = { endpoint, bucket: 'receipts', region: 'ap-southeast-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
    try {
      const s3 = s3Storage(config);
      await s3.put('thailand/2026/11/abc', PNG, 'image/png');
      expect(Buffer.compare((await s3.get('thailand/2026/11/abc'))!, PNG)).toBe(0);
      await s3.delete('thailand/2026/11/abc');
      expect(await s3.get('thailand/2026/11/abc')).toBeUndefined();

      const put = seen[0]!;
      expect(put).toMatchObject({ method: 'PUT', url: '/receipts/thailand/2026/11/abc' });
      expect(Buffer.compare(put.body, PNG)).toBe(0);
      expect(put.headers['content-type']).toBe('image/png');
      const date = put.headers['x-amz-date'] as string;
      expect(put.headers.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${date.slice(0, 8)}/ap-southeast-1/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`));
      // The payload hash is signed, and the signature is what SigV4 gives for exactly this request.
      expect(put.headers['x-amz-content-sha256']).toBe((await import('node:crypto')).createHash('sha256').update(PNG).digest('hex'));
      const expected = await new AwsV4Signer({
        method: 'PUT', url: `${endpoint}/receipts/thailand/2026/11/abc`, headers: { 'content-type': 'image/png', 'x-amz-content-sha256': put.headers['x-amz-content-sha256'] as string }, body: new Uint8Array(PNG),
        accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', datetime: date,
      }).sign();
      expect(put.headers.authorization).toBe(expected.headers.get('authorization'));
      expect(seen.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
      await expect(s3.get('../etc/passwd')).rejects.toThrow(/invalid key/);
    } finally {
      server.close();
    }
  });
});
