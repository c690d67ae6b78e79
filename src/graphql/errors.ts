import { GraphQLError } from 'graphql';
import type { SchemaTypes } from './builder.ts';
import { DomainError } from '../core/errors.ts';
import { domainErrorFromDatabase } from '../core/database-refusals.ts';

/** GraphQL `extensions.code` for each domain error kind. */
const codes: Record<DomainError['kind'], string> = {
  bad_request: 'BAD_USER_INPUT',
  unauthorized: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  insufficient_scope: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  method_not_allowed: 'BAD_REQUEST',
  not_acceptable: 'BAD_REQUEST',
  conflict: 'CONFLICT',
  precondition_failed: 'PRECONDITION_FAILED',
  payload_too_large: 'BAD_USER_INPUT',
  unprocessable: 'UNPROCESSABLE',
  rate_limited: 'RATE_LIMITED',
  moved: 'NOT_FOUND',
};

/** A domain error as a GraphQL error that survives masking. */
export function toGraphQLError(error: DomainError): GraphQLError {
  const message =
    error.kind === 'forbidden' || error.kind === 'not_found'
      ? "The resource that you are attempting to access does not exist or you don't have permission to perform this action"
      : error.describe();
  return new GraphQLError(message, { extensions: { code: codes[error.kind] } });
}

/**
 * Runs a mutation body and returns its payload; user-facing failures (validation, permission,
 * state) land in the payload's `errors`, as GitLab's mutations report them.
 */
export async function mutationPayload<T extends object>(
  run: () => Promise<T>,
  empty: { [K in keyof T]?: null },
): Promise<(T | typeof empty) & { errors: string[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    const domainError = error instanceof DomainError ? error : domainErrorFromDatabase(error);
    if (domainError) return { ...empty, errors: [describeForMutation(domainError)] };
    throw error;
  }
}

function describeForMutation(error: DomainError): string {
  // A verbatim error states a rule about the resource's state ("You cannot ban blocked users."), not a
  // permission the caller lacks: it is shown as is.
  if (error.verbatim) return error.describe();
  if (error.kind === 'not_found' || error.kind === 'forbidden') {
    return "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
  }
  return error.describe();
}

/** Parts of an object kept for some roles (maintainers, owners) resolve to null for everyone else, as GitLab's. */
export async function nullIfForbidden<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && (error.kind === 'forbidden' || error.kind === 'not_found'))
      return null;
    throw error;
  }
}

/** Query resolvers: a resource the caller may not see resolves to null, as in GitLab. */
export async function nullIfNotFound<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** The `errors` field of a mutation's payload, as GitLab's payloads have it. */
export function mutationErrorsField<Payload extends { errors: string[] }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Payload>,
) {
  return t.stringList({
    description: 'Errors encountered during the mutation.',
    resolve: (payload) => payload.errors,
  });
}
