import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/** Deep enough for any body we accept; deeper input is refused by the schemas anyway. */
const MAX_DEPTH = 32;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * The zod validator, plus one rule for every route: no NUL characters. PostgreSQL text and jsonb
 * cannot store them and no field of ours means one, so they are bad input (400), not a database
 * error (500) deep inside a service.
 */
export const validatorWithoutNul: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => (hasNul(data) ? { error: new AppError('system.invalid_input', [{ path: '/', message: 'NUL characters are not allowed' }]) } : validate(data));
};
