/**
 * Domain errors: what went wrong, in domain terms. No HTTP status lives here; each face
 * (rest/errors.ts, graphql/errors.ts) maps a kind to its own wire format.
 */
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'insufficient_scope'
  | 'not_found'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'conflict'
  | 'precondition_failed'
  | 'payload_too_large'
  | 'unprocessable'
  | 'rate_limited'
  | 'moved';

/** Field-level validation messages, as GitLab renders model errors: `{ email: ['has already been taken'] }`. */
export type FieldErrors = Record<string, string[]>;

/** Adds one message to a field's list. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Throws the collected validation messages, if there are any, as a 400. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export class DomainError extends Error {
  readonly kind: ErrorKind;
  /** Message text without any status prefix; each face adds its own. */
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  /** The detail is the whole message, with no "403 Forbidden - " prefix (GitLab's render_api_error!). */
  verbatim = false;

  constructor(kind: ErrorKind, detail?: string, fieldErrors?: FieldErrors) {
    super(detail ?? kind);
    this.name = 'DomainError';
    this.kind = kind;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }

  /** A one-line, user-facing description (for GraphQL payload `errors` lists). */
  describe(): string {
    if (this.fieldErrors) {
      return (
        Object.entries(this.fieldErrors)
          // Errors on `base` concern the record as a whole and read without a field name, as in Rails.
          .flatMap(([field, messages]) =>
            messages.map((m) => (field === 'base' ? m : `${humanize(field)} ${m}`)),
          )
          .join(', ')
      );
    }
    return this.detail ?? defaultDescriptions[this.kind];
  }
}

/** A resource that does not exist, or that the caller may not see. `resource` is e.g. 'Project'. */
export class NotFoundError extends DomainError {
  readonly resource: string | undefined;
  constructor(resource?: string) {
    super('not_found', resource ? `${resource} Not Found` : undefined);
    this.resource = resource;
  }
  override describe(): string {
    return this.resource ? `${this.resource} not found` : 'Not found';
  }
}

/** Too many requests: `retryAfterSeconds` says when the window of the limit ends. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('rate_limited', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The token lacks every scope that would allow this request. */
export class InsufficientScopeError extends DomainError {
  readonly scopes: readonly string[];
  constructor(scopes: readonly string[]) {
    super('insufficient_scope', 'The request requires higher privileges than provided by the access token.');
    this.scopes = scopes;
  }
}

/**
 * The resource was reached by an old path (a renamed or transferred project). Each face decides
 * what to do: REST answers 301 with the id-based address, or 405 for writes.
 */
export class MovedError extends DomainError {
  readonly resource: 'projects' | 'groups';
  readonly id: number;
  constructor(resource: 'projects' | 'groups', id: number) {
    super('moved', 'This resource has been moved permanently');
    this.resource = resource;
    this.id = id;
  }
}

const defaultDescriptions: Record<ErrorKind, string> = {
  bad_request: 'Bad request',
  unauthorized: 'Unauthorized',
  forbidden: 'You do not have permission to perform this action',
  insufficient_scope: 'Insufficient scope',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  not_acceptable: 'Not acceptable',
  conflict: 'Conflict',
  precondition_failed: 'The resource was modified since the given time',
  payload_too_large: 'Payload too large',
  unprocessable: 'Unprocessable entity',
  rate_limited: 'Rate limit exceeded',
  moved: 'Moved permanently',
};

/** `project_creation_level` → `Project creation level`, as Rails' humanize names fields in messages. */
export function humanize(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const badRequest = (detail?: string) => new DomainError('bad_request', detail);
export const unauthorized = (detail?: string) => new DomainError('unauthorized', detail);
export const forbidden = (detail?: string) => new DomainError('forbidden', detail);
export const notFound = (resource?: string) => new NotFoundError(resource);
export const conflict = (detail?: string) => new DomainError('conflict', detail);
export const unprocessable = (detail?: string) => new DomainError('unprocessable', detail);
export const methodNotAllowed = (detail?: string) => new DomainError('method_not_allowed', detail);
export const payloadTooLarge = (detail?: string) => new DomainError('payload_too_large', detail);
export const invalid = (fieldErrors: FieldErrors) => new DomainError('bad_request', undefined, fieldErrors);

/** An error whose text is the whole REST message, e.g. 403 `{"message":"You cannot ban blocked users."}`. */
export const verbatimError = (kind: ErrorKind, text: string) =>
  Object.assign(new DomainError(kind, text), { verbatim: true });

/** `field: message` as a validation error on a single attribute. */
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });
