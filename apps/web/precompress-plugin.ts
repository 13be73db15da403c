import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

function filesUnder(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if (missing(err)) return [];
    throw err;
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The brotli (best quality) and gzip (level 9) copies of `data`. Brotli 11 takes about a second per
 * megabyte, so with a cache directory the copies are kept by content hash: a rebuild compresses only the
 * chunks that changed.
 */
async function compressed(data: Buffer, cacheDir: string | undefined): Promise<{ br: Buffer; gz: Buffer }> {
  const key = cacheDir && crypto.createHash('sha256').update(data).digest('hex');
  if (cacheDir && key) {
    try {
      return { br: fs.readFileSync(path.join(cacheDir, `${key}.br`)), gz: fs.readFileSync(path.join(cacheDir, `${key}.gz`)) };
    } catch (err) {
      if (!missing(err)) throw err;
    }
  }
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  if (cacheDir && key) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, `${key}.br`), br);
    fs.writeFileSync(path.join(cacheDir, `${key}.gz`), gz);
  }
  return { br, gz };
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) next to every text file
 * of the build over 1 KB; the server sends them by Accept-Encoding (@fastify/static preCompressed), so
 * no asset is compressed per request. Source maps are left alone: only developers fetch them. Files run
 * in parallel (zlib's thread pool). Returns the bytes before and after (brotli) for the build log.
 */
export async function precompressDir(dir: string, cacheDir?: string): Promise<{ files: number; raw: number; br: number }> {
  const totals = { files: 0, raw: 0, br: 0 };
  await Promise.all(filesUnder(dir).filter((f) => TEXT.test(f)).map(async (file) => {
    try {
      const data = fs.readFileSync(file);
      if (data.length < MIN_BYTES) return;
      const { br, gz } = await compressed(data, cacheDir);
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
      totals.files++;
      totals.raw += data.length;
      totals.br += Math.min(br.length, data.length);
    } catch (err) {
      // Another build emptied the directory meanwhile (journeys and benches build when sources changed): its own run compresses.
      if (!missing(err)) throw err;
    }
  }));
  return totals;
}

/** `vite build` ends with the precompressed copies, whoever runs it (npm run build, scripts/builds.mjs, benches). */
export function precompress(): Plugin {
  let outDir: string | undefined;
  let cacheDir: string | undefined;
  return {
    name: 'platform:precompress',
    apply: 'build',
    configResolved(config) {
      // The server-rendering bundle (dist-ssr) is read from disk by the server, never sent.
      outDir = config.build.ssr ? undefined : path.resolve(config.root, config.build.outDir);
      cacheDir = path.join(config.cacheDir, 'precompress');
    },
    async closeBundle() {
      if (!outDir) return;
      const t = await precompressDir(outDir, cacheDir);
      this.info(`precompressed ${t.files} files: ${(t.raw / 1024).toFixed(0)} KiB → ${(t.br / 1024).toFixed(0)} KiB brotli`);
    },
  };
}
