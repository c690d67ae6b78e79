import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../core/actor.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { READ_SCOPES, WRITE_SCOPES } from '../../rest/router.ts';
import type { Services } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import {
  npmMetadata,
  parseNpmPath,
  readNpmDeprecation,
  readNpmPublish,
  type NpmTarget,
} from './npm-registry.ts';
import { registryActor } from './registry-auth.ts';
import {
  origin,
  paramsOf,
  readJson,
  sendFile,
  type RegistryHandler,
  type RegistryHandlers,
} from './registry-http.ts';
import type { RegistryLevel } from './registry-scope.service.ts';

type NpmRoute =
  | 'npmProjectGet'
  | 'npmProjectPut'
  | 'npmProjectDelete'
  | 'npmGroupGet'
  | 'npmGroupPut'
  | 'npmGroupDelete'
  | 'npmInstanceGet'
  | 'npmInstancePut'
  | 'npmInstanceDelete'
  | 'npmProjectAudit'
  | 'npmGroupAudit'
  | 'npmInstanceAudit';

/** What `npm audit` posts to a registry (the bulk advisory request, and the quick audit before npm 7). */
const AUDIT_PATHS = ['-/npm/v1/security/advisories/bulk', '-/npm/v1/security/audits/quick'];

const DOCUMENT_LIMIT = 1024 * 1024;

/**
 * The npm registry as the npm CLI speaks it. At the project level: install (metadata, tarballs),
 * publish, dist-tags, deprecate and unpublish. At the group and instance levels: install and
 * dist-tags, through the project holding the package's most recent version.
 */
export function npmHandlers(services: Services): RegistryHandlers<NpmRoute> {
  const { packages, npmLifecycle, registryScope } = services;

  /** Answers a read from one project's registry; `base` is where the document's tarballs are fetched. */
  async function read(subject: ProjectSubject, target: NpmTarget, base: string, reply: FastifyReply) {
    if (target.kind === 'revision') throw notFound();
    if (target.kind === 'tarball') {
      const { file, body } = await packages.fileToDownload(subject, 'npm', {
        name: target.name,
        fileName: target.fileName,
      });
      return sendFile(reply, file.fileName, body, 'application/octet-stream');
    }
    const versions = await packages.versions(subject, 'npm', { name: target.name });
    if (versions.length === 0) throw notFound('Package');
    if (target.kind === 'dist-tags') return npmMetadata(target.name, versions, '').distTags;
    return npmMetadata(target.name, versions, base).document;
  }

  /** A dist-tag set (PUT, the version as a JSON string) or removed (DELETE), in `projectId`'s registry. */
  async function tag(actor: Actor, req: FastifyRequest, projectId: string, target: NpmTarget) {
    if (target.kind !== 'dist-tags' || !target.tag) throw notFound();
    if (req.method === 'DELETE') {
      await packages.setTag(actor, projectId, target.name, target.tag, null);
      return;
    }
    const version = await readJson(req.body, 64 * 1024);
    if (typeof version !== 'string') throw badRequest('version is invalid');
    await packages.setTag(actor, projectId, target.name, target.tag, version);
  }

  /** The level of a group or instance route. */
  const levelOf = (req: FastifyRequest): RegistryLevel =>
    paramsOf(req).id !== undefined ? { group: paramsOf(req).id! } : { instance: true };
  const levelBase = (req: FastifyRequest) => {
    const id = paramsOf(req).id;
    return id !== undefined
      ? `${origin(req)}/api/v4/groups/${encodeURIComponent(id)}/-/packages/npm`
      : `${origin(req)}/api/v4/packages/npm`;
  };

  /** GET above the project level: the project holding the package answers. */
  const levelGet: RegistryHandler = async (req, reply) => {
    const actor = await registryActor(req, services, READ_SCOPES);
    const target = parseNpmPath(paramsOf(req)['*'] ?? '');
    const subject = await registryScope.npmProject(actor, levelOf(req), target.name);
    return read(subject, target, levelBase(req), reply);
  };

  /** PUT and DELETE above the project level: dist-tags only (packages are published to projects). */
  const levelTag: RegistryHandler = async (req, reply) => {
    const actor = await registryActor(req, services, WRITE_SCOPES, { user: true });
    const target = parseNpmPath(paramsOf(req)['*'] ?? '');
    if (target.kind !== 'dist-tags' || !target.tag) throw notFound();
    const subject = await registryScope.npmProject(actor, levelOf(req), target.name);
    await tag(actor, req, String(subject.project.id), target);
    return reply.code(204).send();
  };

  /**
   * `npm audit` against this registry: no advisory is known here (GitLab answers the same when it does
   * not forward to npmjs.org), to callers who may read the registry it was sent to.
   */
  const audit: RegistryHandler = async (req, reply) => {
    const actor = await registryActor(req, services, READ_SCOPES, { user: true });
    if (!AUDIT_PATHS.includes(paramsOf(req)['*'] ?? '')) throw notFound();
    const id = paramsOf(req).id;
    if (req.routeOptions.url?.startsWith('/api/v4/projects/')) await packages.readable(actor, id!);
    else if (id !== undefined) await registryScope.groupProjectIds(actor, id);
    return reply.code(200).send([]);
  };

  return {
    npmProjectAudit: audit,
    npmGroupAudit: audit,
    npmInstanceAudit: audit,
    npmProjectGet: async (req, reply) => {
      const actor = await registryActor(req, services, READ_SCOPES);
      const subject = await packages.readable(actor, paramsOf(req).id!);
      const target = parseNpmPath(paramsOf(req)['*'] ?? '');
      return read(
        subject,
        target,
        `${origin(req)}/api/v4/projects/${subject.project.id}/packages/npm`,
        reply,
      );
    },

    npmProjectPut: async (req, reply) => {
      const actor = await registryActor(req, services, WRITE_SCOPES, { user: true });
      const projectId = paramsOf(req).id!;
      const target = parseNpmPath(paramsOf(req)['*'] ?? '');
      if (target.kind === 'dist-tags') {
        await tag(actor, req, projectId, target);
        return reply.code(204).send();
      }
      if (target.kind === 'revision') {
        // npm unpublish of one version sends the document without it first; the version goes with
        // its tarball's DELETE that follows.
        if (target.fileName) throw notFound();
        await npmLifecycle.maintained(actor, projectId);
        await readJson(req.body, DOCUMENT_LIMIT);
        return reply.code(200).send({ message: '200 OK' });
      }
      if (target.kind !== 'metadata') throw notFound();
      if (req.headers['npm-command'] === 'deprecate') {
        await npmLifecycle.maintained(actor, projectId);
        const messages = readNpmDeprecation(await readJson(req.body, DOCUMENT_LIMIT), target.name);
        await npmLifecycle.deprecate(actor, projectId, target.name, messages);
        return reply.code(200).send({ message: '200 OK' });
      }
      const subject = await packages.writable(actor, projectId, 'npm', target.name);
      const limit = await packages.maxFileBytes('npm');
      const publish = await readNpmPublish(req.body, target.name, limit);
      await packages.publish(actor, subject, {
        type: 'npm',
        name: target.name,
        version: publish.version,
        fileName: publish.fileName,
        body: publish.tarball,
        metadata: { manifest: publish.manifest },
        tags: publish.tags,
      });
      return reply.code(200).send({ message: '200 OK' });
    },

    npmProjectDelete: async (req, reply) => {
      const actor = await registryActor(req, services, WRITE_SCOPES, { user: true });
      const projectId = paramsOf(req).id!;
      const target = parseNpmPath(paramsOf(req)['*'] ?? '');
      if (target.kind === 'revision') {
        await npmLifecycle.unpublish(actor, projectId, target.name, {
          ...(target.fileName ? { fileName: target.fileName } : {}),
        });
        return reply.code(200).send({ message: '200 OK' });
      }
      await tag(actor, req, projectId, target);
      return reply.code(204).send();
    },

    npmGroupGet: levelGet,
    npmGroupPut: levelTag,
    npmGroupDelete: levelTag,
    npmInstanceGet: levelGet,
    npmInstancePut: levelTag,
    npmInstanceDelete: levelTag,
  };
}
