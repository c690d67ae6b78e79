import { badRequest } from './errors.ts';

export const NULL_BYTES_MESSAGE = 'Parameters must not contain null bytes';

/**
 * Refuses parameters holding a null byte (U+0000), in names or values at any depth, with a 400, as
 * GitLab's HandleNullBytes middleware does: no valid request has one, and PostgreSQL cannot store one.
 * The contents of uploaded files (buffers) are binary and are not looked into.
 */
export function rejectNullBytes(params: Record<string, unknown>): void {
  if (hasNullByte(params)) throw badRequest(NULL_BYTES_MESSAGE);
}

const MAX_DEPTH = 32;

/** Whether a string, or any name or value within arrays and objects, holds a null byte. */
export function hasNullByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return false;
  if (Array.isArray(value)) return value.some((item) => hasNullByte(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNullByte(item, depth + 1));
}
