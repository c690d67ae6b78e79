import type { GitRepository } from '../../git/repository.ts';
import type { SnippetFile } from './snippet.entity.ts';

/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
export function isBinary(content: Buffer): boolean {
  return content.subarray(0, 8000).includes(0);
}

/**
 * The files of a snippet at a ref, in path order, with their size, mode and whether they are binary:
 * one `ls-tree` and the contents through the repository's long-lived cat-file reader. Read when a
 * snippet is written, and saved with it.
 */
export async function readSnippetFiles(repo: GitRepository, ref: string): Promise<SnippetFile[]> {
  if (!(await repo.resolveCommit(ref))) return [];
  const out = await repo.text(['ls-tree', '-r', '-l', '-z', ref]);
  const entries = out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, , oid, size] = line.slice(0, tab).split(/\s+/);
      return { path: line.slice(tab + 1), mode: mode!, oid: oid!, size: Number(size) };
    });
  return Promise.all(
    entries.map(async (e) => {
      const object = await repo.object(e.oid);
      return { path: e.path, size: e.size, mode: e.mode, binary: object ? isBinary(object.content) : false };
    }),
  );
}
