import type { z } from 'zod';
import { type DomainError, InsufficientScopeError, NotFoundError, type ErrorKind } from '../core/errors.ts';

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
  conflict: 409,
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
  409: 'Conflict',
  413: 'Request Entity Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/**
 * Kinds whose detail GitLab renders as the whole message ("Email has already been taken"), as its
 * conflict!, unprocessable_entity! and not_allowed! helpers do; the others read "403 Forbidden - reason".
 */
const VERBATIM_KINDS = new Set<ErrorKind>(['conflict', 'unprocessable', 'method_not_allowed']);

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
      headers: { 'Retry-After': '60' },
    };
  }
  const prefix = `${status} ${statusText[status] ?? ''}`.trim();
  if (!error.detail) return { status, body: { message: prefix } };
  const message = VERBATIM_KINDS.has(error.kind) ? error.detail : `${prefix} - ${error.detail}`;
  return { status, body: { message } };
}

/** A parameter problem: "400 Bad request - name is missing". */
export function renderParamsError(error: z.ZodError): ErrorResponse {
  const problems = error.issues.map((issue) => {
    const param = formatPath(issue.path);
    if (issue.code === 'invalid_type' && issue.input === undefined) return `${param} is missing`;
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

function formatPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return (head ?? 'params') + rest.map((p) => `[${p}]`).join('');
}
