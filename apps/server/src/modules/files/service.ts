import crypto from 'node:crypto';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { UPLOAD_LIMITS, type ImageContentType, type UploadPurpose } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../audit/service';
import { detectImageType } from './images';
import * as repo from './repo';
import type { StorageAdapter } from './storage';

/** The member an upload belongs to (what members.authenticate returns is enough). */
export interface FileOwner { id: number; merchantCode: string }

export interface StoredFile { contentType: string; size: number; body: Buffer }

/** An operator's image in storage: the key its owner keeps, and its checked type. */
export interface StoredImage { storageKey: string; contentType: ImageContentType }

/** What an owner's change of its picture answers: its own result, and the key of the file it replaced. */
export interface ImageChange<T> { result: T; replaced: string | null }

/** @fastify/multipart's own limit errors, which it throws while a part streams in. */
const LIMIT_CODES: Record<string, 'file.too_large' | 'file.too_many'> = {
  FST_REQ_FILE_TOO_LARGE: 'file.too_large',
  FST_FILES_LIMIT: 'file.too_many',
  FST_PARTS_LIMIT: 'file.too_many',
  FST_FIELDS_LIMIT: 'file.too_many',
};

function limitError(err: unknown): AppError | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LIMIT_CODES[code] ? new AppError(LIMIT_CODES[code]) : undefined;
}

/** The limits @fastify/multipart enforces while parsing (a part past them is never buffered whole). */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.maxBytes,
  files: UPLOAD_LIMITS.maxFiles,
  fields: 20,
  fieldSize: 4096,
  parts: UPLOAD_LIMITS.maxFiles + 20,
  headerPairs: 100,
} as const;

/**
 * The image parts of a multipart request, checked (at most `max`, each 1 byte to 5 MB, PNG or JPEG by
 * its bytes); other form fields go to `onField`.
 */
async function readImages(parts: AsyncIterable<Multipart>, max: number, onField?: (name: string, value: string) => void) {
  const files: { body: Buffer; contentType: ImageContentType }[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') onField?.(part.fieldname, part.value);
        continue;
      }
      if (files.length >= max) throw new AppError('file.too_many');
      const body = await (part as MultipartFile).toBuffer();
      if (body.length === 0) throw new AppError('file.required');
      if (body.length > UPLOAD_LIMITS.maxBytes) throw new AppError('file.too_large');
      const contentType = detectImageType(body);
      if (!contentType) throw new AppError('file.type_not_allowed');
      files.push({ body, contentType });
    }
  } catch (err) {
    // Anything else thrown while parsing comes from the client's bytes (busboy: "Unexpected end
    // of multipart data", bad headers): bad input, not a server failure.
    throw limitError(err) ?? (err instanceof AppError ? err : new AppError('system.invalid_input', [{ path: '/', message: 'malformed multipart body' }]));
  }
  return files;
}

/**
 * Uploaded images: checked (count, size, PNG/JPEG by their bytes), stored through the storage
 * adapter, described in `uploads`, and handed out only to their owner or an operator of their merchant.
 */
export function createFilesService(deps: { db: Db; storage: StorageAdapter; now?: () => Date }) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function read(row: repo.UploadRow | undefined): Promise<StoredFile> {
    if (!row) throw new AppError('file.not_found');
    const body = await storage.get(row.storageKey);
    if (!body) throw new AppError('file.not_found');
    return { contentType: row.contentType, size: row.size, body };
  }

  /**
   * One image an operator sends for the merchant's site content (a banner, a promotion's picture), checked
   * as member uploads are, stored through the storage adapter under `<merchant>/<folder>/`.
   */
  async function saveOperatorImage(merchantCode: string, folder: string, parts: AsyncIterable<Multipart>): Promise<StoredImage> {
    const [file] = await readImages(parts, 1);
    if (!file) throw new AppError('file.required');
    const storageKey = `${merchantCode}/${folder}/${crypto.randomUUID()}`;
    await storage.put(storageKey, file.body, file.contentType);
    return { storageKey, contentType: file.contentType };
  }

  return {
    /**
     * Reads every part of a multipart request (`req.parts()`), keeps the image parts, and stores them
     * for the member: all or nothing. Returns their ids in upload order (none when no file was sent;
     * callers that need one say so). Other form fields go to `onField`. Refusals: more than 3 files
     * (`file.too_many`), a file over 5 MB (`file.too_large`), a file that is not PNG or JPEG by its
     * bytes (`file.type_not_allowed`), an empty file (`file.required`).
     */
    async saveImages(ctx: RequestContext, member: FileOwner, purpose: UploadPurpose, parts: AsyncIterable<Multipart>, opts: { onField?: (name: string, value: string) => void } = {}): Promise<string[]> {
      if (member.merchantCode !== ctx.merchant.merchantCode) throw new AppError('auth.forbidden');
      const files = await readImages(parts, UPLOAD_LIMITS.maxFiles, opts.onField);
      if (!files.length) return [];
      const at = now();
      const rows = files.map((f) => {
        const id = crypto.randomUUID();
        const month = String(at.getUTCMonth() + 1).padStart(2, '0');
        return {
          id, merchantCode: member.merchantCode, memberId: member.id, purpose, contentType: f.contentType, size: f.body.length,
          sha256: crypto.createHash('sha256').update(f.body).digest('hex'), storageKey: `${member.merchantCode}/${at.getUTCFullYear()}/${month}/${id}`,
        };
      });
      // Bytes first, rows second: a row never points at nothing; a failure removes what was stored.
      try {
        for (const [i, row] of rows.entries()) await storage.put(row.storageKey, files[i]!.body, row.contentType);
        await repo.insertUploads(db, rows.map((r) => ({ ...r, createdAt: at })));
      } catch (err) {
        await Promise.allSettled(rows.map((r) => storage.delete(r.storageKey)));
        throw err;
      }
      return rows.map((r) => r.id);
    },

    /** Every id must be one of the member's uploads; otherwise `file.not_found`, as if it did not exist. */
    async assertOwned(member: FileOwner, ids: string[], executor: Db = db): Promise<void> {
      const unique = [...new Set(ids)];
      if (!unique.length) return;
      const owned = await repo.ownedIds(executor, member.merchantCode, member.id, unique);
      if (unique.some((id) => !owned.has(id))) throw new AppError('file.not_found');
    },

    /** The member's own file; anybody else's (another member, another merchant) is not found. */
    async readForMember(member: FileOwner, id: string): Promise<StoredFile> {
      return read(await repo.findUpload(db, member.merchantCode, id, member.id));
    },

    /**
     * An owner's picture replaced by an uploaded one: `change` is the owner's audited change, given the
     * stored image and answering the key it replaced. The new file is deleted when the change fails, the
     * replaced one once the change is in (so a reader never meets a row naming a deleted file).
     */
    async replaceImage<T>(merchantCode: string, folder: string, parts: AsyncIterable<Multipart>, change: (image: StoredImage) => Promise<ImageChange<T>>): Promise<T> {
      const image = await saveOperatorImage(merchantCode, folder, parts);
      let done: ImageChange<T>;
      try {
        done = await change(image);
      } catch (err) {
        await storage.delete(image.storageKey);
        throw err;
      }
      if (done.replaced && done.replaced !== image.storageKey) await storage.delete(done.replaced);
      return done.result;
    },

    /** The same for clearing the picture: the file `change` answers as replaced is deleted once it is in. */
    async clearImage<T>(change: () => Promise<ImageChange<T>>): Promise<T> {
      const done = await change();
      if (done.replaced) await storage.delete(done.replaced);
      return done.result;
    },

    async readStored(storageKey: string): Promise<Buffer> {
      const body = await storage.get(storageKey);
      if (!body) throw new AppError('file.not_found');
      return body;
    },

    /** Any file of the merchant, for its operators (an operator bound to another merchant: not found). */
    async readForOperator(actor: Actor, merchantCode: string, id: string): Promise<StoredFile> {
      if (actor.merchantCode !== null && actor.merchantCode !== merchantCode) throw new AppError('file.not_found');
      return read(await repo.findUpload(db, merchantCode, id));
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
