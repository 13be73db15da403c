import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV file as a download (decision 0055): streamed as it is written, never kept by a cache or proxy
 * (it holds player data), and named so the browser saves it under the server's name.
 */
export function sendCsv(reply: FastifyReply, file: { filename: string; stream: Readable }) {
  return reply.type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
