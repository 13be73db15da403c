/**
 * The routes of the OpenAPI document (`app.swagger()`), for tests that go over every operation: the
 * authentication-order test and the fuzz test.
 */
import type { FastifyInstance } from 'fastify';

/** The parts of a JSON schema the tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As in the document: `/wps/member/withdraw/{id}/confirm`. */
  path: string;
  /** Needs a token (`security` in the route's schema). */
  secured: boolean;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the API (not the /docs pages nor static files); call after `app.ready()`. */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const out: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, op] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(upper)) continue;
      const params = op.parameters ?? [];
      out.push({
        method: upper as Operation['method'],
        path,
        secured: (op.security?.length ?? 0) > 0,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser sends them. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** The document's path with each parameter replaced by `fill(name)` (URL-encoded). */
export function urlOf(op: Operation, fill: (name: string) => string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(wellFormed(fill(name))));
}
