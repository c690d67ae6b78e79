import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAnyScope, type Actor } from '../../core/actor.ts';
import { readCredentials } from '../../core/credentials.ts';
import { domainErrorFromDatabase } from '../../core/database-refusals.ts';
import { DomainError, MovedError } from '../../core/errors.ts';
import { renderDomainError } from '../../rest/errors.ts';
import type { Services } from '../../services.ts';
import { rawContentHeaders } from '../repository/raw-content.ts';

/** Where the web raw routes of project snippets are routed after `rewriteSnippetRawUrl`. */
const PREFIX = '/-/project-snippets';
const RAW_URL = /^\/(.+?)\/-\/snippets\/(\d+)\/raw(\/[^?]*)?(\?.*)?$/;

/**
 * `/<project full path>/-/snippets/<id>/raw[/<ref>/<path>]` → `/-/project-snippets/<encoded path>/...`,
 * so that a project path of any depth routes like any other parameter. Other URLs are left alone.
 */
export function rewriteSnippetRawUrl(url: string): string {
  const match = RAW_URL.exec(url);
  if (!match) return url;
  return `${PREFIX}/${encodeURIComponent(match[1]!)}/${match[2]!}/raw${match[3] ?? ''}${match[4] ?? ''}`;
}

interface RawQuery {
  inline?: string;
  private_token?: string;
  access_token?: string;
}

/**
 * The web addresses GitLab gives as a project snippet's `raw_url` (the first file) and as each
 * file's `raw_url`, serving the file as the API's raw endpoints do, to the same callers. Like
 * GitLab's web raw routes, they take a personal access or OAuth token (`PRIVATE-TOKEN` or
 * `private_token`, `Authorization: Bearer` or `access_token`) with the `api` or `read_api` scope,
 * since there is no web session; neither job tokens nor Sudo.
 */
export async function snippetsWebPlugin(
  app: FastifyInstance,
  options: { services: Services },
): Promise<void> {
  const { services } = options;

  // Unexpected errors stay masked, as on the API (this plugin's routes only).
  app.setErrorHandler((error, req, reply) => {
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: '500 Internal Server Error' });
  });

  app.get<{ Params: { project: string; id: string }; Querystring: RawQuery }>(
    `${PREFIX}/:project/:id/raw`,
    async (req, reply) =>
      answer(req, reply, async (actor) =>
        services.snippets.raw(actor, req.params.project, Number(req.params.id)),
      ),
  );

  app.get<{ Params: { project: string; id: string; ref: string; '*': string }; Querystring: RawQuery }>(
    `${PREFIX}/:project/:id/raw/:ref/*`,
    async (req, reply) =>
      answer(req, reply, async (actor) =>
        services.snippets.fileRaw(
          actor,
          req.params.project,
          Number(req.params.id),
          req.params.ref,
          req.params['*'],
        ),
      ),
  );

  async function answer(
    req: FastifyRequest<{ Querystring: RawQuery }>,
    reply: FastifyReply,
    read: (actor: Actor) => Promise<{ name: string; content: Buffer }>,
  ) {
    let actor: Actor | null = null;
    try {
      const { privateToken, bearerToken } = readCredentials(
        req.headers,
        req.query as Record<string, unknown>,
      );
      actor = await services.authentication.authenticate(
        { privateToken, bearerToken },
        { allowJobToken: false, jobTokenPublicFeatures: [] },
      );
      req.actor = actor;
      requireAnyScope(actor, ['api', 'read_api']);
      const file = await read(actor);
      return reply
        .headers(
          rawContentHeaders(file.content.subarray(0, 8000), file.name, {
            attachment: req.query.inline === 'false',
          }),
        )
        .send(file.content);
    } catch (error) {
      if (error instanceof MovedError && actor) {
        // An old path of a renamed or transferred project: the same address under its path now.
        const { project } = await services.projects.find(actor, error.id);
        return reply.redirect(movedTo(req.originalUrl, project.fullPath), 301);
      }
      const refused = error instanceof DomainError ? error : domainErrorFromDatabase(error);
      if (!refused) throw error;
      const rendered = renderDomainError(refused);
      return reply.code(rendered.status).send(rendered.body);
    }
  }
}

/** The web raw address `url` with the project's full path replaced. */
function movedTo(url: string, fullPath: string): string {
  const match = RAW_URL.exec(url)!;
  return `/${fullPath}/-/snippets/${match[2]!}/raw${match[3] ?? ''}${match[4] ?? ''}`;
}
