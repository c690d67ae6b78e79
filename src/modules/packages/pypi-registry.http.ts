import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../core/errors.ts';
import { READ_SCOPES, WRITE_SCOPES } from '../../rest/router.ts';
import type { Services } from '../../services.ts';
import { normalizePypiName } from './packages.service.ts';
import { pypiFileName, pypiIndexPage, pypiSimplePage } from './pypi-registry.ts';
import { registryActor } from './registry-auth.ts';
import { origin, paramsOf, sendFile, type RegistryHandlers } from './registry-http.ts';

type PypiRoute =
  | 'pypiUpload'
  | 'pypiProjectIndex'
  | 'pypiProjectPackage'
  | 'pypiProjectFile'
  | 'pypiGroupIndex'
  | 'pypiGroupPackage'
  | 'pypiGroupFile';

/** A project name as PEP 508 spells it, and a version in PEP 440's alphabet. */
const PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,253}[A-Za-z0-9])?$/;
const PYPI_VERSION = /^[A-Za-z0-9][A-Za-z0-9._+!-]{0,254}$/;

/**
 * The PyPI registry: twine uploads to a project, and the simple index pip reads (PEP 503), of one
 * project or of every project of a group the caller may pull from, with the files it links to.
 */
export function pypiHandlers(services: Services): RegistryHandlers<PypiRoute> {
  const { packages, registryScope } = services;

  /** The projects a read reaches, and the address of the level it was made at. */
  async function scopeOf(req: FastifyRequest): Promise<{ projectIds: number[]; base: string }> {
    const actor = await registryActor(req, services, READ_SCOPES);
    const id = paramsOf(req).id!;
    if (req.routeOptions.url?.startsWith('/api/v4/groups/')) {
      return {
        projectIds: await registryScope.groupProjectIds(actor, id),
        base: `${origin(req)}/api/v4/groups/${encodeURIComponent(id)}/-/packages/pypi`,
      };
    }
    const subject = await packages.readable(actor, id);
    return {
      projectIds: [subject.project.id],
      base: `${origin(req)}/api/v4/projects/${subject.project.id}/packages/pypi`,
    };
  }

  const index: RegistryHandlers<'pypiProjectIndex'>['pypiProjectIndex'] = async (req, reply) => {
    const { projectIds, base } = await scopeOf(req);
    const names = await packages.namesIn(projectIds, 'pypi');
    const normalized = [...new Set(names.map(normalizePypiName))].sort();
    return reply.type('text/html').send(pypiIndexPage(normalized, `${base}/simple`));
  };

  const simple: RegistryHandlers<'pypiProjectPackage'>['pypiProjectPackage'] = async (req, reply) => {
    const { projectIds, base } = await scopeOf(req);
    const normalized = normalizePypiName(paramsOf(req)['package_name'] ?? '');
    const versions = await packages.versionsIn(projectIds, 'pypi', { normalizedPypiName: normalized });
    if (versions.length === 0) throw notFound('Package');
    return reply.type('text/html').send(pypiSimplePage(normalized, versions, `${base}/files`));
  };

  const file: RegistryHandlers<'pypiProjectFile'>['pypiProjectFile'] = async (req, reply) => {
    const { projectIds } = await scopeOf(req);
    const { file: found, body } = await packages.fileToDownload(projectIds, 'pypi', {
      fileName: paramsOf(req)['*'] ?? '',
      sha256: paramsOf(req)['sha256'],
    });
    return sendFile(reply, found.fileName, body, 'application/octet-stream');
  };

  return {
    pypiUpload: async (req, reply) => {
      const actor = await registryActor(req, services, WRITE_SCOPES, { user: true });
      if (!req.isMultipart()) throw badRequest('content is missing');
      const fields: Record<string, string> = {};
      let stored = false;
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'content' || stored) {
          part.file.resume();
          continue;
        }
        const name = fields['name'];
        const version = fields['version'];
        if (!name) throw badRequest('name is missing');
        if (!version) throw badRequest('version is missing');
        if (!PYPI_NAME.test(name)) throw badRequest('name is invalid');
        if (!PYPI_VERSION.test(version)) throw badRequest('version is invalid');
        const subject = await packages.writable(actor, paramsOf(req).id!, 'pypi', name);
        await packages.publish(actor, subject, {
          type: 'pypi',
          name,
          version,
          fileName: pypiFileName(part.filename),
          body: part.file,
          metadata: { requires_python: fields['requires_python'] ?? '' },
        });
        if (part.file.truncated) throw badRequest('content is invalid');
        stored = true;
      }
      if (!stored) throw badRequest('content is missing');
      return reply.code(201).send({ message: '201 Created' });
    },
    pypiProjectIndex: index,
    pypiProjectPackage: simple,
    pypiProjectFile: file,
    pypiGroupIndex: index,
    pypiGroupPackage: simple,
    pypiGroupFile: file,
  };
}
