import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';

/**
 * Where uploaded bytes live. Keys are opaque paths chosen by the files service
 * (`<merchant>/<yyyy>/<mm>/<uuid>`); nothing here is ever served directly.
 */
export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no object under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

/** Keys come from our own code, but a path outside the root must be impossible, not just unlikely. */
function checkKey(key: string) {
  if (!KEY.test(key) || key.length > 200) throw new Error(`storage: invalid key ${JSON.stringify(key)}`);
}

/** A directory on the server's disk (embedded mode, one machine). */
export function localStorage(root: string): StorageAdapter {
  const file = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file after a crash.
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, body, { mode: 0o600 });
      await fs.rename(temp, target);
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, …), path-style URLs, requests signed with SigV4 by
 * aws4fetch. Several API processes share it, which a local directory cannot offer.
 */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): StorageAdapter {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', retries: 2 });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const url = (key: string) => {
    checkKey(key);
    return `${base}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => fetchImpl(await client.sign(url(key), init));
  const fail = async (what: string, res: Response) => {
    throw new Error(`storage: S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      // The payload's hash is signed (not UNSIGNED-PAYLOAD), so the store refuses bytes altered on the way.
      const sha256 = crypto.createHash('sha256').update(body).digest('hex');
      const res = await send(key, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType, 'x-amz-content-sha256': sha256 } });
      if (!res.ok) await fail('PUT', res);
    },
    async get(key) {
      const res = await send(key, { method: 'GET' });
      if (res.status === 404) return undefined;
      if (!res.ok) await fail('GET', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail('DELETE', res);
    },
  };
}

/** S3 when a bucket is configured, else a directory (UPLOAD_DIR, or `uploads` under DATA_DIR). */
export function storageFromEnv(env: {
  DATA_DIR: string; UPLOAD_DIR?: string; S3_ENDPOINT?: string; S3_BUCKET?: string; S3_REGION: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string;
}): StorageAdapter {
  if (env.S3_BUCKET) {
    if (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error('Invalid configuration: S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return s3Storage({ endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY });
  }
  return localStorage(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'));
}
