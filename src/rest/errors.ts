import type { z } from 'zod';
import {
  type DomainError,
  InsufficientScopeError,
  NotFoundError,
  RateLimitedError,
  type ErrorKind,
} from '../core/errors.ts';

/** The status code and JSON body of an error, as the v4 API renders it. */
export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const statusByKind: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  moved: 301,
};

const statusText: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Request Entity Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/**
 * Kinds whose detail GitLab renders as the whole message ("Email has already been taken"), as its
 * conflict!, unprocessable_entity! and not_allowed! helpers do; the others read "403 Forbidden - reason".
 */
const VERBATIM_KINDS = new Set<ErrorKind>([
  'conflict',
  'unprocessable',
  'method_not_allowed',
  'not_acceptable',
]);

/** Renders a domain error: `{message: "404 Project Not Found"}`, `{message: {field: [...]}}` or a scope error. */
export function renderDomainError(error: DomainError): ErrorResponse {
  const status = statusByKind[error.kind];
  if (error instanceof InsufficientScopeError) {
    return {
      status,
      body: {
        error: 'insufficient_scope',
        error_description: error.detail,
        scope: error.scopes.join(' '),
      },
    };
  }
  if (error.fieldErrors) return { status, body: { message: error.fieldErrors } };
  if (error instanceof NotFoundError) {
    return { status, body: { message: error.detail ? `404 ${error.detail}` : '404 Not found' } };
  }
  if (status === 429) {
    return {
      status,
      body: { message: error.detail ?? '429 Too Many Requests' },
      headers: {
        'Retry-After': String(error instanceof RateLimitedError ? error.retryAfterSeconds : 60),
      },
    };
  }
  const prefix = `${status} ${statusText[status] ?? ''}`.trim();
  if (!error.detail) return { status, body: { message: prefix } };
  const message =
    VERBATIM_KINDS.has(error.kind) || error.verbatim ? error.detail : `${prefix} - ${error.detail}`;
  return { status, body: { message } };
}

/** Parameters that failed validation, with the raw values (to tell "missing" from "invalid"). */
export class ParamsError extends Error {
  readonly zodError: z.ZodError;
  readonly raw: Record<string, unknown>;
  constructor(zodError: z.ZodError, raw: Record<string, unknown>) {
    super(zodError.message);
    this.zodError = zodError;
    this.raw = raw;
  }
}

/** A parameter problem: "400 Bad request - name is missing". */
export function renderParamsError(error: ParamsError): ErrorResponse {
  const problems = error.zodError.issues.map((issue) => {
    const param = formatPath(issue.path);
    if (issue.code === 'invalid_type' && valueAt(error.raw, issue.path) === undefined)
      return `${param} is missing`;
    if (issue.code === 'invalid_value' || issue.message === 'does not have a valid value') {
      return `${param} does not have a valid value`;
    }
    if (issue.code === 'too_big' || issue.code === 'too_small' || issue.code === 'custom') {
      return `${param} ${issue.message}`;
    }
    return `${param} is invalid`;
  });
  return { status: 400, body: { message: `400 Bad request - ${[...new Set(problems)].join(', ')}` } };
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function formatPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return (head ?? 'params') + rest.map((p) => `[${p}]`).join('');
}
