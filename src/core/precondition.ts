import { DomainError } from './errors.ts';

/**
 * The condition a client may put on deleting something: GitLab's `If-Unmodified-Since`, which
 * refuses (412) to delete a resource changed after the given time.
 */
export interface DeletePrecondition {
  unmodifiedSince?: Date;
}

/** Throws a 412 when the resource was modified after the precondition's time. */
export function checkUnmodifiedSince(
  precondition: DeletePrecondition | undefined,
  lastModified: Date | null | undefined,
): void {
  const since = precondition?.unmodifiedSince;
  if (since && lastModified && lastModified.getTime() > since.getTime()) {
    throw new DomainError('precondition_failed');
  }
}

/** The precondition of a request's headers; an unreadable date is no condition, as GitLab treats it. */
export function preconditionFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): DeletePrecondition {
  const value = headers['if-unmodified-since'];
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? {} : { unmodifiedSince: new Date(time) };
}
