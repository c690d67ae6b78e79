import { GraphQLError } from 'graphql';
import { readCredentials, type Credentials } from '../core/credentials.ts';
import type { DomainError } from '../core/errors.ts';

/**
 * The credentials one operation over WebSocket carries itself, in `extensions.headers`, or null when
 * it carries none. GraphiQL sends the headers of its headers pane there with every subscription (its
 * `connection_init` carries nothing), so a token typed there counts for the subscriptions it runs.
 */
export function readOperationCredentials(extensions: unknown): Credentials | null {
  if (!isRecord(extensions) || !isRecord(extensions['headers'])) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(extensions['headers'])) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  const credentials = readCredentials(headers);
  return Object.values(credentials).some((value) => value !== undefined) ? credentials : null;
}

/** What credentials that do not work get: 'Invalid token', as over HTTP, or why they are refused. */
export function credentialsRefusal(error: DomainError): GraphQLError {
  if (error.kind === 'unauthorized') {
    return new GraphQLError('Invalid token', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return new GraphQLError(error.describe(), { extensions: { code: 'FORBIDDEN' } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
