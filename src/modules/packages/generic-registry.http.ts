import type { Readable } from 'node:stream';
import { badRequest } from '../../core/errors.ts';
import { READ_SCOPES, WRITE_SCOPES } from '../../rest/router.ts';
import type { Services } from '../../services.ts';
import type { PackageFile } from './package.entity.ts';
import { presentPackageFile } from './packages.presenter.ts';
import { registryActor } from './registry-auth.ts';
import { paramsOf, sendFile, type RegistryHandlers } from './registry-http.ts';

const GENERIC_NAME = /^[A-Za-z0-9._\-+~]+$/;
const GENERIC_VERSION = /^(\.?[\w+-]+\.?)+$/;
const GENERIC_FILE = /^[A-Za-z0-9._\-+~@ ]+$/;

/** GitLab's requirements on the generic package path segments: a 400 naming the first bad one. */
function checkGeneric(name: string, version: string, fileName: string): void {
  if (!GENERIC_NAME.test(name) || name === '.' || name === '..') throw badRequest('package_name is invalid');
  if (!GENERIC_VERSION.test(version)) throw badRequest('package_version is invalid');
  if (!GENERIC_FILE.test(fileName) || fileName === '.' || fileName === '..')
    throw badRequest('file_name is invalid');
}

/** The generic package registry: any file, uploaded and downloaded by name, version and file name. */
export function genericHandlers(services: Services): RegistryHandlers<'genericUpload' | 'genericDownload'> {
  const { packages } = services;
  return {
    genericUpload: async (req, reply) => {
      const actor = await registryActor(req, services, WRITE_SCOPES, { user: true });
      const { package_name: name, package_version: version, file_name: fileName } = paramsOf(req);
      checkGeneric(name!, version!, fileName!);
      const subject = await packages.writable(actor, paramsOf(req).id!, 'generic', name!);
      const params: Record<string, unknown> = { ...(req.query as Record<string, unknown>) };
      const publish = async (body: Readable) => {
        const status = params['status'] ?? 'default';
        if (status !== 'default' && status !== 'hidden')
          throw badRequest('status does not have a valid value');
        return packages.publish(actor, subject, {
          type: 'generic',
          name: name!,
          version: version!,
          fileName: fileName!,
          body,
          status,
        });
      };
      let file: PackageFile | null = null;
      if (req.isMultipart()) {
        // A multipart form (as GitLab's Workhorse takes it): the `file` field, and the parameters.
        for await (const part of req.parts()) {
          if (part.type === 'field') params[part.fieldname] = String(part.value);
          else if (part.fieldname === 'file' && !file) file = await publish(part.file);
          else part.file.resume();
        }
      } else {
        const body = req.body as Readable | undefined;
        if (body && typeof body.pipe === 'function') file = await publish(body);
      }
      if (!file) throw badRequest('file is missing');
      if (params['select'] === 'package_file') return reply.code(201).send(presentPackageFile(file));
      return reply.code(201).send({ message: '201 Created' });
    },

    genericDownload: async (req, reply) => {
      const actor = await registryActor(req, services, READ_SCOPES);
      const subject = await packages.readable(actor, paramsOf(req).id!);
      const { package_name: name, package_version: version, file_name: fileName } = paramsOf(req);
      checkGeneric(name!, version!, fileName!);
      const { file, body } = await packages.fileToDownload(subject, 'generic', {
        name: name!,
        version: version!,
        fileName: fileName!,
      });
      return sendFile(reply, file.fileName, body, 'application/octet-stream');
    },
  };
}
