import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, errorMessage, type ErrorCode, type Envelope, parseLanguage, FALLBACK_LANGUAGE } from '@platform/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { AppError } from '../lib/errors';

/** Fastify's own error codes for bad client input, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'system.malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'system.malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'system.payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'system.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'system.invalid_input',
  FST_ERR_VALIDATION: 'system.invalid_input',
  FST_ERR_BAD_URL: 'system.route_not_found',
  // A path segment longer than the router's maxParamLength (app.ts).
  FST_ERR_MAX_PARAM_LENGTH: 'system.uri_too_long',
  // HANDLER_TIMEOUT_MS passed before the route answered (Fastify's own status is 503 too).
  FST_ERR_HANDLER_TIMEOUT: 'system.unavailable',
  FST_ERR_ASYNC_CONSTRAINT: 'system.invalid_input',
};

function languageOf(req: FastifyRequest) {
  // ctx may be missing when the request failed before our onRequest hook ran (e.g. a bad URL).
  return req.ctx?.language ?? parseLanguage(req.headers.language as string | undefined) ?? FALLBACK_LANGUAGE;
}

export function sendError(req: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: unknown, value: unknown = null) {
  const body: Envelope<unknown> & { details?: unknown } = {
    success: false,
    value,
    errorCode: code,
    message: errorMessage(code, languageOf(req), details),
  };
  if (details !== undefined) body.details = details;
  return reply.status(ERROR_STATUS[code]).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function toErrorCode(err: FastifyError): { code: ErrorCode; details?: unknown; value?: unknown } {
  if (err instanceof AppError) return { code: err.code, details: err.details, value: err.value };
  if (hasZodFastifySchemaValidationErrors(err)) {
    return {
      code: 'system.invalid_input',
      details: err.validation.map((v) => ({ path: v.instancePath || '/', message: v.message })),
    };
  }
  if (err.code && FASTIFY_CODES[err.code]) return { code: FASTIFY_CODES[err.code]! };
  if (err instanceof SyntaxError && err.statusCode === 400) return { code: 'system.malformed_json' };
  if (err.statusCode === 429) return { code: 'system.rate_limited' };
  if (err.statusCode === 413) return { code: 'system.payload_too_large' };
  if (err.statusCode === 415) return { code: 'system.unsupported_media_type' };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { code: 'system.invalid_input' };
  return { code: 'system.internal' };
}

/**
 * Errors the router raises before any hook runs (a bad percent-encoding, a path segment over
 * maxParamLength): Fastify's `frameworkErrors` option, so they too leave as envelopes.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return sendError(req, reply, toErrorCode(err).code);
}

/** Node's HTTP parser errors, which happen before there is a request: the codes they answer with. */
function clientErrorCode(err: NodeJS.ErrnoException): ErrorCode {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 'system.headers_too_large';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'system.timeout';
  return 'system.invalid_input';
}

/**
 * Fastify's `clientErrorHandler`: headers over Node's 16 KB, a request that does not arrive within
 * REQUEST_TIMEOUT_MS, or bytes that are not HTTP. There is no request object yet, so the envelope is
 * written to the socket by hand (in the fallback language: the headers were never read), and the
 * connection is closed, as Node itself does. Nothing is written once a response has started: that would
 * corrupt the stream the client is reading.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(err);
  this.log.debug({ err, code }, 'client error');
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ success: false, value: null, errorCode: code, message: errorMessage(code, FALLBACK_LANGUAGE) });
  socket.end([
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    'connection: close',
    '',
    body,
  ].join('\r\n'), () => socket.destroy());
}

/**
 * Every failure leaves as an envelope. Unknown paths answer 404, known paths with another method 405,
 * and anything unexpected 500 with the details only in the log.
 */
export function installErrorHandling(app: FastifyInstance, opts: {
  spaFallback?: (req: FastifyRequest, reply: FastifyReply) => unknown;
  /** Paths that are files, never a page of the SPA: a miss answers 404. */
  notPages?: (path: string) => boolean;
}) {
  // A second router that knows every path regardless of method, to tell 405 from 404.
  const paths = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    // The static catch-all (GET /*) would make every path look known.
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      try {
        paths.on(m as never, route.url, () => {});
      } catch { /* duplicate registrations (HEAD for GET) are fine */ }
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return sendError(req, reply, 'system.internal');
    }
    const { code, details, value } = toErrorCode(err);
    if (code === 'system.internal') req.log.error({ err }, 'unhandled error');
    const headers = (err as { headers?: Record<string, string> }).headers;
    if (code === 'system.rate_limited' && headers) reply.headers(headers);
    return sendError(req, reply, code, details, value);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const allowed = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => paths.find(m as never, path));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(req, reply, 'system.method_not_allowed');
    }
    if (opts.spaFallback && (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/wps/') && !path.startsWith('/lgw/') && !opts.notPages?.(path)) {
      return opts.spaFallback(req, reply);
    }
    return sendError(req, reply, 'system.route_not_found');
  });
}
