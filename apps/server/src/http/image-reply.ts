import type { FastifyReply } from 'fastify';

/**
 * An image asked for under its current version (`?v=` the row's updatedAt, as its address hands it out)
 * never changes at that address: a year. Any other address (no or an old version) may show a newer
 * image tomorrow: revalidated.
 */
const VERSIONED_IMAGE_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_IMAGE_CACHE = 'no-cache';

/** Sends a stored or drawn image (banners, promotions) with its cache rule and the headers that keep it inert. */
export function sendImage(reply: FastifyReply, image: { contentType: string; body: string | Buffer; version: string }, askedVersion: string | undefined) {
  return reply.type(image.contentType).header('cache-control', askedVersion === image.version ? VERSIONED_IMAGE_CACHE : UNVERSIONED_IMAGE_CACHE)
    // An image opened on its own (an SVG above all) must not run anything as a page of our origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('x-content-type-options', 'nosniff').send(image.body);
}
