import type { HTTPMethods } from 'fastify';

/**
 * A route under /api/v4 that a Fastify plugin serves itself instead of a Router (the package
 * registries read raw bodies and streams). Declared, so that whatever lists every /api/v4 route
 * (the authorization matrix, the bad-input sweep) finds it too.
 */
export interface PluginRoute {
  method: HTTPMethods;
  /** The path below /api/v4, in Fastify's syntax (`:param`, a trailing `*`). */
  url: string;
  /** The query or body parameters the route reads besides its path. */
  parameters: readonly string[];
}
