import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GitRepository } from './repository.ts';

/**
 * A checksum of what a repository holds: every ref with its target and every object id, sorted,
 * so that two copies with the same history and refs have the same checksum.
 */
export async function repositoryChecksum(repo: GitRepository): Promise<string> {
  const refs = await repo.text(['for-each-ref', '--format=%(objectname) %(refname)']);
  const head = await repo.text(['symbolic-ref', '-q', 'HEAD'], { okCodes: [1] });
  const objects = await repo.text([
    'cat-file',
    '--batch-all-objects',
    '--batch-check=%(objectname)',
    '--unordered',
  ]);
  const hash = createHash('sha256');
  hash.update(head);
  hash.update(refs.split('\n').sort().join('\n'));
  hash.update(objects.split('\n').sort().join('\n'));
  return hash.digest('hex');
}

/**
 * Copies a bare repository to `destination` through a temporary sibling directory renamed into
 * place, so a crash never leaves a half-copied repository at the destination path.
 */
export async function copyRepository(source: string, destination: string): Promise<void> {
  const temporary = `${destination}.copying`;
  await fs.rm(temporary, { recursive: true, force: true });
  await fs.mkdir(path.dirname(destination), { recursive: true });
  await fs.cp(source, temporary, { recursive: true, errorOnExist: false, force: true });
  await fs.rm(destination, { recursive: true, force: true });
  await fs.rename(temporary, destination);
}

/** Removes a destination copy and its temporary directory, if any. */
export async function removeCopy(destination: string): Promise<void> {
  await fs.rm(`${destination}.copying`, { recursive: true, force: true });
  await fs.rm(destination, { recursive: true, force: true });
}
