/**
 * The credentials a request presents, read from headers and parameters the same way on every
 * face (REST, GraphQL over HTTP, git over HTTP). Which ones are honoured is decided by the caller:
 * job tokens, for instance, only on endpoints that accept them.
 */
export interface Credentials {
  /** `PRIVATE-TOKEN` header or `private_token` parameter: a personal or impersonation token. */
  privateToken?: string;
  /** `Authorization: Bearer` header or `access_token` parameter: OAuth, personal or impersonation token. */
  bearerToken?: string;
  /** `JOB-TOKEN` header or `job_token` parameter. */
  jobToken?: string;
  /** `Sudo` header or `sudo` parameter: a user id or username. */
  sudo?: string;
}

type HeaderBag = Record<string, string | string[] | undefined>;
type ParamBag = Record<string, unknown>;

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

export function readCredentials(headers: HeaderBag, params: ParamBag = {}): Credentials {
  const authorization = first(headers['authorization']);
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return {
    privateToken: first(headers['private-token']) ?? first(params['private_token']),
    bearerToken: bearer ?? first(params['access_token']),
    jobToken: first(headers['job-token']) ?? first(params['job_token']),
    sudo: first(headers['sudo']) ?? first(params['sudo']),
  };
}

/** Credentials from a graphql-ws `connection_init` payload: `{ authToken }` or header-like keys. */
export function readConnectionParams(payload: Record<string, unknown> | undefined): Credentials {
  if (!payload) return {};
  const headers: HeaderBag = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === 'string') headers[key.toLowerCase()] = value;
  }
  const token = first(payload['authToken']) ?? first(payload['token']);
  const credentials = readCredentials(headers);
  return token ? { ...credentials, bearerToken: credentials.bearerToken ?? token } : credentials;
}
