import type { Readable } from 'node:stream';
import { badRequest, verbatimError } from '../../core/errors.ts';
import type { Package, PackageFile } from './package.entity.ts';

/** What a path below `/packages/npm/` names. */
export type NpmTarget =
  | { kind: 'metadata'; name: string }
  | { kind: 'tarball'; name: string; fileName: string }
  | { kind: 'dist-tags'; name: string; tag: string | null }
  /** `npm unpublish`: the package at a revision, or one of its tarballs (`fileName`). */
  | { kind: 'revision'; name: string; fileName: string | null };

/**
 * npm computes the tarball it unpublishes from the tarball's URL minus its default registry's path,
 * so with a scoped registry the registry's own path comes back in front of the package name.
 */
const REGISTRY_PATH = /^api\/v4\/(?:projects\/[^/]+\/|groups\/[^/]+\/-\/)?packages\/npm\//;

/**
 * `@scope/name` (npm sends `@scope%2fname`), `@scope/name/-/@scope/name-1.0.0.tgz`,
 * `-/package/@scope/name/dist-tags[/tag]`, and npm unpublish's `@scope/name[/-/file.tgz]/-rev/<rev>`.
 */
export function parseNpmPath(rest: string): NpmTarget {
  let path: string;
  try {
    path = decodeURIComponent(rest);
  } catch {
    throw badRequest('package_name is invalid');
  }
  const tags = /^-\/package\/(.+?)\/dist-tags(?:\/([^/]+))?$/.exec(path);
  if (tags) return { kind: 'dist-tags', name: tags[1]!, tag: tags[2] ?? null };
  const revision = /^(.+?)(?:\/-\/(.+?))?\/-rev\/[^/]+$/.exec(path);
  if (revision) {
    const file = revision[2];
    return {
      kind: 'revision',
      name: revision[1]!.replace(REGISTRY_PATH, ''),
      fileName: file ? file.slice(file.lastIndexOf('/') + 1) : null,
    };
  }
  const at = path.lastIndexOf('/-/');
  if (at > 0) {
    const file = path.slice(at + 3);
    return {
      kind: 'tarball',
      name: path.slice(0, at).replace(REGISTRY_PATH, ''),
      fileName: file.slice(file.lastIndexOf('/') + 1),
    };
  }
  return { kind: 'metadata', name: path };
}

/**
 * What `npm deprecate` sends: the package document, each version carrying its `deprecated` message
 * (empty to undeprecate). Versions without one are left as they are.
 */
export function readNpmDeprecation(document: unknown, name: string): Map<string, string> {
  const doc = (document ?? {}) as Record<string, unknown>;
  const versions = doc['versions'];
  if (doc['name'] !== name || !versions || typeof versions !== 'object' || Array.isArray(versions)) {
    throw badRequest('Package is invalid');
  }
  const messages = new Map<string, string>();
  for (const [version, manifest] of Object.entries(versions as Record<string, unknown>)) {
    const message = (manifest as Record<string, unknown> | null)?.['deprecated'];
    if (typeof message === 'string') messages.set(version, message);
  }
  if (messages.size === 0) throw badRequest('versions are missing');
  return messages;
}

/** The package document npm installs from, and its dist-tags, built from the stored versions. */
export function npmMetadata(
  name: string,
  versions: readonly { pkg: Package; files: PackageFile[]; tags: readonly string[] }[],
  base: string,
): { document: Record<string, unknown>; distTags: Record<string, string> } {
  const distTags: Record<string, string> = {};
  const documents: Record<string, unknown> = {};
  for (const { pkg, files, tags } of versions) {
    const file = files.at(-1);
    if (!file) continue;
    for (const tag of tags) distTags[tag] = pkg.version;
    const manifest = (pkg.metadata['manifest'] ?? {}) as Record<string, unknown>;
    const dist = (manifest['dist'] ?? {}) as Record<string, unknown>;
    documents[pkg.version] = {
      ...manifest,
      name,
      version: pkg.version,
      dist: {
        ...dist,
        shasum: file.fileSha1,
        tarball: `${base}/${name}/-/${file.fileName}`,
      },
    };
  }
  return { document: { name, versions: documents, 'dist-tags': distTags }, distTags };
}

/** What `npm publish` sends, checked: the version, its manifest, the tarball and its dist-tags. */
export interface NpmPublish {
  version: string;
  manifest: Record<string, unknown>;
  fileName: string;
  tarball: Buffer;
  tags: string[];
}

/**
 * Reads the JSON document `npm publish` PUTs (the tarball base64-encoded inside it), refusing one
 * whose tarball would pass `maxBytes` as soon as the document grows past what that tarball takes.
 */
export async function readNpmPublish(body: unknown, name: string, maxBytes: number): Promise<NpmPublish> {
  const documentLimit = Math.ceil(maxBytes / 3) * 4 + 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const stream = body as Readable | undefined;
  if (!stream || typeof stream.pipe !== 'function') throw badRequest('Package is invalid');
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > documentLimit) tooLarge = true;
    if (!tooLarge) chunks.push(chunk as Buffer);
  }
  if (tooLarge) throw verbatimError('bad_request', 'File is too large.');
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    throw badRequest('Package is invalid');
  }
  const versions = Object.entries((document['versions'] ?? {}) as Record<string, Record<string, unknown>>);
  const attachments = Object.entries((document['_attachments'] ?? {}) as Record<string, { data?: string }>);
  if (document['name'] !== name || versions.length !== 1 || attachments.length !== 1) {
    throw badRequest('Package is invalid');
  }
  const [version, manifest] = versions[0]!;
  const [attachmentName, attachment] = attachments[0]!;
  if (!/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/.test(version)) throw badRequest('Version is invalid');
  const tarball = Buffer.from(attachment.data ?? '', 'base64');
  if (tarball.length > maxBytes) throw verbatimError('bad_request', 'File is too large.');
  const tags = Object.entries((document['dist-tags'] ?? {}) as Record<string, string>)
    .filter(([, v]) => v === version)
    .map(([tag]) => tag);
  return {
    version,
    manifest,
    fileName: attachmentName.slice(attachmentName.lastIndexOf('/') + 1),
    tarball,
    tags,
  };
}
