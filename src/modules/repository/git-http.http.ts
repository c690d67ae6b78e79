import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Actor } from '../../core/actor.ts';
import { readCredentials, type Credentials } from '../../core/credentials.ts';
import { DomainError } from '../../core/errors.ts';
import { MalformedPushError, readPushRequest } from '../../git/push-commands.ts';
import { diffRefs } from '../../git/ref-updates.ts';
import {
  advertiseRefs,
  isGitService,
  requestedProtocol,
  serviceRpc,
  type GitService,
} from '../../git/smart-http.ts';
import type { Services } from '../../services.ts';

/** Where git's smart HTTP requests are routed after `rewriteGitUrl`. */
const PREFIX = '/-/git-http';
const GIT_URL = /^\/(.+?)\.git\/(info\/refs|git-upload-pack|git-receive-pack)(\?.*)?$/;

/**
 * `/<full/path>.git/info/refs` (and the two RPCs) → `/-/git-http/<encoded path>/...`, so that a
 * project path of any depth routes like any other parameter. Other URLs are left alone.
 */
export function rewriteGitUrl(url: string): string {
  const match = GIT_URL.exec(url);
  if (!match) return url;
  return `${PREFIX}/${encodeURIComponent(match[1]!)}/${match[2]!}${match[3] ?? ''}`;
}

interface GitParams {
  path: string;
}

const PROJECT_NOT_FOUND =
  "The project you were looking for could not be found or you don't have permission to view it.";

/**
 * git over HTTP (clone, fetch, push) at `/<full_path>.git`, authenticated by Basic auth with a
 * personal or OAuth access token as the password (any username; `oauth2` for OAuth tokens).
 */
export async function gitHttpPlugin(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;

  // git's request bodies (packfiles) are streamed to git, never parsed or size-limited here.
  app.addContentTypeParser(
    ['application/x-git-upload-pack-request', 'application/x-git-receive-pack-request'],
    (_req, payload, done) => done(null, payload),
  );

  app.get<{ Params: GitParams; Querystring: { service?: string } }>(
    `${PREFIX}/:path/info/refs`,
    async (req, reply) => {
      const service = req.query.service;
      if (!isGitService(service)) {
        return reply
          .code(403)
          .type('text/plain')
          .send('Dumb HTTP is not supported; use a git client of 1.6.6 or later');
      }
      const access = await authorize(req, reply, service);
      if (!access) return reply;
      const body = await advertiseRefs(
        access.repo.path,
        service,
        requestedProtocol(req.headers['git-protocol']),
      );
      return reply
        .header('Content-Type', `application/x-${service}-advertisement`)
        .header('Cache-Control', 'no-cache')
        .send(body);
    },
  );

  app.post<{ Params: GitParams }>(`${PREFIX}/:path/git-upload-pack`, async (req, reply) => {
    const access = await authorize(req, reply, 'git-upload-pack');
    if (!access) return reply;
    const child = serviceRpc(access.repo.path, 'git-upload-pack', req.body as Readable, {
      gzip: req.headers['content-encoding'] === 'gzip',
      protocol: requestedProtocol(req.headers['git-protocol']),
    });
    child.stderr.resume();
    return reply
      .header('Content-Type', 'application/x-git-upload-pack-result')
      .header('Cache-Control', 'no-cache')
      .send(child.stdout);
  });

  app.post<{ Params: GitParams }>(`${PREFIX}/:path/git-receive-pack`, async (req, reply) => {
    const access = await authorize(req, reply, 'git-receive-pack');
    if (!access) return reply;
    const { repo, subject } = access;
    const raw = req.body as Readable;
    const source = req.headers['content-encoding'] === 'gzip' ? raw.pipe(createGunzip()) : raw;
    if (source !== raw) raw.on('error', (error) => source.destroy(error));
    let push;
    try {
      push = await readPushRequest(source);
    } catch (error) {
      if (!(error instanceof MalformedPushError) && !isStreamError(error)) throw error;
      return reply.code(400).type('text/plain').send('Malformed push request');
    }
    // Protected branches and tags: decided now, enforced by the pre-receive hook inside git.
    const verdict = await services.repositories.pushVerdict(req.actor!, access, push.updates);
    const before = await repo.refs();
    const child = serviceRpc(repo.path, 'git-receive-pack', push.body, {
      gzip: false,
      hookEnv: {
        RAILYARD_PUSH_REFUSAL: verdict.refusal ?? '',
        RAILYARD_FAST_FORWARD_ONLY: verdict.fastForwardOnly.join('\n'),
        RAILYARD_FORCE_PUSH_REFUSAL: verdict.forcePushRefusal,
      },
    });
    // receive-pack answers with a short status report: collect it, record the push, then answer,
    // so that a client that sees success can count on the push event having been recorded.
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.resume();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    repo.invalidate();
    if (code === 0) {
      const updates = diffRefs(before, await repo.refs());
      await services.repositories.recordUpdates(req.actor!, subject.project, updates);
    }
    return reply
      .header('Content-Type', 'application/x-git-receive-pack-result')
      .header('Cache-Control', 'no-cache')
      .send(Buffer.concat(chunks));
  });

  /** Authenticates and authorizes; on refusal answers as git clients expect and returns null. */
  async function authorize(
    req: FastifyRequest<{ Params: GitParams }>,
    reply: FastifyReply,
    service: GitService,
  ) {
    let actor: Actor | null = null;
    try {
      const credentials = gitCredentials(req);
      // A job token clones and fetches (its scope, or public and internal repositories); it never pushes.
      actor = await services.authentication.authenticate(credentials, {
        allowJobToken: credentials.jobToken !== undefined && service === 'git-upload-pack',
        jobTokenPublicFeatures: ['repository'],
      });
      req.actor = actor;
      return await services.repositories.forGit(actor, req.params.path, service === 'git-receive-pack');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const anonymous = !actor?.user;
      if (
        error.kind === 'unauthorized' ||
        (anonymous && (error.kind === 'not_found' || error.kind === 'forbidden'))
      ) {
        void reply
          .code(401)
          .header('WWW-Authenticate', 'Basic realm="Railyard"')
          .type('text/plain')
          .send('HTTP Basic: Access denied');
      } else if (error.kind === 'not_found') {
        void reply.code(404).type('text/plain').send(PROJECT_NOT_FOUND);
      } else {
        void reply.code(403).type('text/plain').send(error.describe());
      }
      return null;
    }
  }
}

/** A request body that broke off or could not be decompressed. */
function isStreamError(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'Z_DATA_ERROR' ||
    code === 'Z_BUF_ERROR' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}

/**
 * Basic auth's password is the token (the username is ignored, except `gitlab-ci-token`, whose
 * password is a CI job token), besides the API's own headers.
 */
function gitCredentials(req: FastifyRequest): Credentials {
  const credentials = readCredentials(req.headers, req.query as Record<string, unknown>);
  const basic = req.headers.authorization?.match(/^Basic\s+(.+)$/i)?.[1];
  if (!basic) return credentials;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const password = colon >= 0 ? decoded.slice(colon + 1) : '';
  if (!password) return credentials;
  if (decoded.slice(0, colon) === 'gitlab-ci-token') return { ...credentials, jobToken: password };
  return { ...credentials, bearerToken: password };
}
