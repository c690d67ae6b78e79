import type { DeletePrecondition } from '../core/precondition.ts';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { type z } from 'zod';
import type { Actor, JobTokenPublicFeature, TokenScope } from '../core/actor.ts';
import { requireAnyScope, requireUser } from '../core/actor.ts';
import type { Page } from '../core/pagination.ts';
import type { Urls } from '../core/urls.ts';
import type { Services } from '../services.ts';

/** Scopes a read may use, by default: `api`, or `read_api` (reads only). */
export const READ_SCOPES: readonly TokenScope[] = ['api', 'read_api'];
/** Scopes a write may use, by default. */
export const WRITE_SCOPES: readonly TokenScope[] = ['api'];
/** User endpoints also accept `read_user` for reads. */
export const READ_USER_SCOPES: readonly TokenScope[] = ['api', 'read_api', 'read_user'];

/**
 * The repository reads GitLab opens to CI job tokens; outside the token's allowlist they still reach
 * public and internal projects whose repository is enabled for everyone.
 */
export const JOB_TOKEN_REPOSITORY_READ = { publicFeatures: ['repository'] } as const;

export interface RouteContext<Input> {
  /** Path, query and body parameters merged (path wins, then body, then query) and validated. */
  input: Input;
  actor: Actor;
  services: Services;
  urls: Urls;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The request's `If-Unmodified-Since`, for the deletes that honour it as GitLab's do. */
  precondition: DeletePrecondition;
  /** Sets the pagination headers of a page and returns its items mapped through `present`. */
  paginate: <T, R>(page: Page<T>, present: (item: T) => R) => R[];
}

export type Handler<Input> = (ctx: RouteContext<Input>) => Promise<unknown>;

export interface RouteOptions<Schema extends z.ZodType> {
  /** Parameters: a zod object over the merged path, query and body parameters. */
  input?: Schema;
  /** Token scopes that may call this route; defaults by method (READ_SCOPES or WRITE_SCOPES). */
  scopes?: readonly TokenScope[];
  /**
   * `required`: anonymous callers get a 401 before anything runs. `optional`: services decide (routes
   * authenticated by a runner, job or trigger token in the request). Default: `required` for writes
   * (GitLab's `authenticate_non_get!`), `optional` for reads.
   */
  auth?: 'required' | 'optional';
  /**
   * Accept CI job tokens (JOB-TOKEN / job_token) on this route: only the endpoints GitLab lists do.
   * `publicFeatures`: what the route reads, which a job token may reach in a public or internal
   * project outside its allowlist while those features are enabled for everyone.
   */
  jobToken?: true | { publicFeatures: readonly JobTokenPublicFeature[] };
  /** Status on success; defaults to 201 for POST, 204 for an empty DELETE, 200 otherwise. */
  status?: number;
  /**
   * Read the body as a multipart form (file uploads): files up to 10 MiB, or up to what
   * `maxFileBytes` answers for this route (a setting such as `max_attachment_size`).
   */
  multipart?: true | { maxFileBytes: (services: Services) => Promise<number> };
}

export interface RouteDefinition {
  method: HTTPMethods;
  url: string;
  options: RouteOptions<z.ZodType>;
  handler: Handler<unknown>;
}

/** Collects the routes of one module; `rest/routes.ts` mounts every module's router under /api/v4. */
export class Router {
  readonly routes: RouteDefinition[] = [];

  get<S extends z.ZodType = z.ZodObject>(
    url: string,
    options: RouteOptions<S>,
    handler: Handler<z.infer<S>>,
  ): this {
    return this.add('GET', url, options, handler);
  }
  post<S extends z.ZodType = z.ZodObject>(
    url: string,
    options: RouteOptions<S>,
    handler: Handler<z.infer<S>>,
  ): this {
    return this.add('POST', url, options, handler);
  }
  put<S extends z.ZodType = z.ZodObject>(
    url: string,
    options: RouteOptions<S>,
    handler: Handler<z.infer<S>>,
  ): this {
    return this.add('PUT', url, options, handler);
  }
  patch<S extends z.ZodType = z.ZodObject>(
    url: string,
    options: RouteOptions<S>,
    handler: Handler<z.infer<S>>,
  ): this {
    return this.add('PATCH', url, options, handler);
  }
  delete<S extends z.ZodType = z.ZodObject>(
    url: string,
    options: RouteOptions<S>,
    handler: Handler<z.infer<S>>,
  ): this {
    return this.add('DELETE', url, options, handler);
  }

  private add<S extends z.ZodType>(
    method: HTTPMethods,
    url: string,
    options: RouteOptions<S>,
    handler: Handler<z.infer<S>>,
  ): this {
    this.routes.push({ method, url, options, handler: handler as Handler<unknown> });
    return this;
  }
}

export function defaultScopes(method: HTTPMethods): readonly TokenScope[] {
  return isRead(method) ? READ_SCOPES : WRITE_SCOPES;
}

/** Does the route refuse anonymous callers (401) before anything runs? */
export function needsUser(route: RouteDefinition): boolean {
  return (route.options.auth ?? (isRead(route.method) ? 'optional' : 'required')) === 'required';
}

function isRead(method: HTTPMethods): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The checks every route runs before its handler: authentication mode and token scopes. */
export function checkRouteAccess(route: RouteDefinition, actor: Actor): void {
  if (needsUser(route)) requireUser(actor);
  // With Sudo, the token was already required to hold the `sudo` scope, as GitLab does.
  if (!actor.sudo) requireAnyScope(actor, route.options.scopes ?? defaultScopes(route.method));
}

/** How authentication treats a job token on this route. */
export function jobTokenOptions(route: RouteDefinition): {
  allowJobToken: boolean;
  jobTokenPublicFeatures: readonly JobTokenPublicFeature[];
} {
  const setting = route.options.jobToken;
  return {
    allowJobToken: setting !== undefined,
    jobTokenPublicFeatures: typeof setting === 'object' ? setting.publicFeatures : [],
  };
}

export function successStatus(route: RouteDefinition, body: unknown): number {
  if (route.options.status) return route.options.status;
  if (route.method === 'POST') return 201;
  if (route.method === 'DELETE' && body === undefined) return 204;
  return 200;
}

export type { Page };
