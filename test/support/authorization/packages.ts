import { createHash } from 'node:crypto';
import { unique } from '../fixtures.ts';
import type { Case } from './matrix.ts';
import type { RestRequest } from './rest-rows.ts';
import { setup, type Place, type World } from './world.ts';

/**
 * Packages for the registry rows: in each place's project, one npm package named after the place's
 * root group (so that the group and instance levels find it), one PyPI package and one generic file,
 * published once by root and shared by the rows that only read.
 */
export interface PlacePackages {
  npm: string;
  /** The npm package's tarball file name (version 1.0.0). */
  npmFile: string;
  pypi: { name: string; fileName: string; sha256: string };
  generic: { name: string; version: string; fileName: string };
}

const published = new WeakMap<World, Map<string, Promise<PlacePackages>>>();

export function packagesOf(c: Case): Promise<PlacePackages> {
  let perPlace = published.get(c.world);
  if (!perPlace) published.set(c.world, (perPlace = new Map()));
  let made = perPlace.get(c.place.vis);
  if (!made) perPlace.set(c.place.vis, (made = publishAll(c.world, c.place)));
  return made;
}

async function publishAll(world: World, place: Place): Promise<PlacePackages> {
  const npm = `@${place.group.fullPath}/matrix-lib`;
  await publishNpm(world, place, npm, '1.0.0');
  const pypiName = 'matrix-pylib';
  const pypiFile = `matrix_pylib-1.0.0-py3-none-any.whl`;
  const wheel = Buffer.from('not really a wheel');
  await setup(world.t, 'POST', `/projects/${place.project.id}/packages/pypi`, {
    raw: pypiUpload(pypiName, '1.0.0', pypiFile, wheel),
  });
  const generic = { name: 'matrix-generic', version: '1.0.0', fileName: 'file.txt' };
  await setup(
    world.t,
    'PUT',
    `/projects/${place.project.id}/packages/generic/${generic.name}/${generic.version}/${generic.fileName}`,
    { raw: { contentType: 'application/octet-stream', data: 'generic' } },
  );
  return {
    npm,
    npmFile: 'matrix-lib-1.0.0.tgz',
    pypi: { name: pypiName, fileName: pypiFile, sha256: createHash('sha256').update(wheel).digest('hex') },
    generic,
  };
}

/** Publishes a version of an npm package as root; answers its tarball's file name. */
export async function publishNpm(world: World, place: Place, name: string, version: string): Promise<string> {
  await setup(world.t, 'PUT', `/projects/${place.project.id}/packages/npm/${encodeURIComponent(name)}`, {
    body: npmDocument(name, version),
  });
  return `${name.split('/').pop()}-${version}.tgz`;
}

/** What `npm publish` sends for a version: its manifest, its tarball, `latest` on it. */
export function npmDocument(name: string, version: string): Record<string, unknown> {
  const file = `${name.split('/').pop()}-${version}.tgz`;
  return {
    name,
    versions: { [version]: { name, version, dist: {} } },
    'dist-tags': { latest: version },
    _attachments: { [file]: { data: Buffer.from(`tarball ${version}`).toString('base64') } },
  };
}

/** A twine-like multipart upload of one file. */
export function pypiUpload(name: string, version: string, fileName: string, content: Buffer) {
  const boundary = `----matrix${unique('b')}`;
  const field = (key: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const data = Buffer.concat([
    Buffer.from(field('name', name) + field('version', version) + field(':action', 'file_upload')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="content"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, data };
}

let patch = 0;
/** A version no other row publishes (within one test file, which has its own world). */
export const nextVersion = (major: number) => `${major}.0.${++patch}`;

/** The npm path of a package name, as npm sends it (`@scope%2Fname`). */
export const npmPath = (name: string) => encodeURIComponent(name);

/** A path below `/packages/npm/` for a case: the place's package, and what follows it. */
export async function npmRequest(c: Case, build: (p: PlacePackages) => string, rest: RestRequest = {}) {
  const packages = await packagesOf(c);
  return { ...rest, params: { ...rest.params, '*': build(packages) } } satisfies RestRequest;
}
