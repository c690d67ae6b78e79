import type { Viewer } from './access.ts';
import { InsufficientScopeError, unauthorized } from './errors.ts';

/** Scopes a personal, impersonation or OAuth token may carry. */
export const TOKEN_SCOPES = [
  'api',
  'read_api',
  'read_user',
  'read_repository',
  'write_repository',
  'sudo',
  'admin_mode',
  'create_runner',
  'manage_runner',
  'k8s_proxy',
  'ai_features',
  'read_service_ping',
  'self_rotate',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export function isTokenScope(value: string): value is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value);
}

/** How the caller proved who they are. */
export type AuthMethod =
  'anonymous' | 'personal_access_token' | 'impersonation_token' | 'oauth' | 'job_token';

/**
 * Features of a public or internal project that a job token may use there although the project's
 * allowlist does not admit the job's project (GitLab's `allow_public_access_for_enabled_project_features`),
 * as long as every one of them is enabled for everyone who can see the project.
 */
export type JobTokenPublicFeature = 'repository' | 'builds';

/** What a CI job token carries besides its user: the job, its project, and what this request may reach. */
export interface JobTokenContext {
  readonly jobId: number;
  /** The job's pipeline (what a package the job publishes records, say). */
  readonly pipelineId: number;
  readonly projectId: number;
  /** The job's project path (its last segment), as GitLab names it in refusals. */
  readonly projectPath: string;
  /** Set per endpoint: see JobTokenPublicFeature. */
  readonly publicFeatures: readonly JobTokenPublicFeature[];
}

/** The user an actor acts as: a snapshot, not an entity, so it can outlive an entity manager. */
export interface ActorUser extends Viewer {
  username: string;
  state: string;
}

/**
 * Who is calling, built once per request (or per WebSocket connection) and passed to every service call.
 * `user` is the effective user (after Sudo); `authenticatedUser` is who owns the credentials.
 */
export interface Actor {
  readonly user: ActorUser | null;
  readonly authenticatedUser: ActorUser | null;
  readonly method: AuthMethod;
  /** Scopes of the token used; empty for anonymous callers. */
  readonly scopes: ReadonlySet<TokenScope>;
  /** Id of the token used, for bookkeeping (last_used_at). */
  readonly tokenId: number | null;
  /** Set when an administrator acts through Sudo. */
  readonly sudo: boolean;
  /** The CI job whose token authenticated the request, when method is 'job_token'. */
  readonly jobId: number | null;
  /** The job token's job and project, when method is 'job_token'. */
  readonly jobToken?: JobTokenContext;
}

export const anonymousActor: Actor = Object.freeze({
  user: null,
  authenticatedUser: null,
  method: 'anonymous',
  scopes: new Set<TokenScope>(),
  tokenId: null,
  sudo: false,
  jobId: null,
});

export function isAdmin(actor: Actor): boolean {
  return actor.user?.isAdmin === true;
}

/** The acting user, or an Unauthorized error for anonymous callers. */
export function requireUser(actor: Actor): ActorUser {
  if (!actor.user) throw unauthorized();
  return actor.user;
}

/** Passes when the token holds any of the given scopes; anonymous callers are not refused here. */
export function requireAnyScope(actor: Actor, allowed: readonly TokenScope[]): void {
  if (actor.method === 'anonymous' || actor.method === 'job_token') return;
  if (allowed.some((s) => actor.scopes.has(s))) return;
  throw new InsufficientScopeError(allowed);
}
