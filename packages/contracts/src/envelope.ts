import { z } from 'zod';

/** Every response, success or failure, has this shape (ARCHITECTURE §4). */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  errorCode: string | null;
  message: string | null;
}

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    errorCode: z.string().nullable(),
    message: z.string().nullable(),
  });
}

/**
 * The success envelope a route declares as its 200 response. Failures never go through route
 * schemas (one error handler writes them), so here success is always true and the error fields null.
 */
export function okEnvelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
    errorCode: z.null(),
    message: z.null(),
  });
}

/** Request header names of the wire protocol. */
export const HEADERS = {
  merchant: 'merchant',
  language: 'language',
  device: 'device',
  authorization: 'authorization',
  encryption: 'encryption',
} as const;

export const DEVICES = ['WEB', 'H5', 'ANDROID', 'IOS'] as const;
export type Device = (typeof DEVICES)[number];

export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), totalPages: z.number().int(), totalCount: z.number().int() });
}
