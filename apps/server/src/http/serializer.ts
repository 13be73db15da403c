import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Response serializer compiled from each route's zod response schema into fast-json-stringify (what
 * Fastify itself uses for JSON schemas). Like a zod parse it writes only the declared fields, so the
 * schema stays the list of fields allowed to leave the server, at a fraction of the cost per request.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
};

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes `x.nullable()` as `anyOf: [{type: x}, {type: 'null'}]`, which fast-json-stringify resolves by
 * validating every value at run time; `type: [x, 'null']` says the same and serializes directly.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplifyNullable(v)])) as Record<string, unknown>;
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && PRIMITIVES.has(other.type) && Object.keys(other).length === 1) {
      delete out.anyOf;
      out.type = [other.type, 'null'];
    }
  }
  return out;
}
