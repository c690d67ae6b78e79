import type { FastifyRequest } from 'fastify';
import { requireAnyScope, requireUser, type Actor, type TokenScope } from '../../core/actor.ts';
import { readCredentials, type Credentials } from '../../core/credentials.ts';
import type { Services } from '../../services.ts';

/**
 * The credentials package clients send: GitLab's token headers, `Authorization: Bearer` (npm's
 * `_authToken`), and Basic auth with a token as the password (twine, pip, curl): the user name
 * `gitlab-ci-token` marks a CI job token; any other name goes with a personal or OAuth token.
 */
export function registryCredentials(req: FastifyRequest): Credentials {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const credentials = readCredentials(req.headers, query);
  const header = req.headers.authorization;
  const basic = /^Basic\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!basic) return credentials;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return credentials;
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  if (password === '') return credentials;
  return user === 'gitlab-ci-token'
    ? { ...credentials, jobToken: password }
    : { ...credentials, bearerToken: password };
}

/**
 * The caller of a registry request; job tokens are accepted, as on every GitLab package endpoint.
 * `user`: anonymous callers are asked for credentials (401) before anything runs, as on every write.
 */
export async function registryActor(
  req: FastifyRequest,
  services: Services,
  scopes: readonly TokenScope[],
  options: { user?: boolean } = {},
): Promise<Actor> {
  const actor = await services.authentication.authenticate(registryCredentials(req), { allowJobToken: true });
  req.actor = actor;
  if (options.user) requireUser(actor);
  if (!actor.sudo) requireAnyScope(actor, scopes);
  return actor;
}
