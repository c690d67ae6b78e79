import type { GitRepository } from './repository.ts';

/** One entry of a tree: the API's tree record, as `git ls-tree` prints it. */
export interface TreeEntry {
  id: string;
  name: string;
  type: 'tree' | 'blob' | 'commit';
  path: string;
  mode: string;
}

/**
 * The entries of a directory at a revision (`recursive`: every descendant, trees included, in the
 * order of `git ls-tree -r -t`). Trees are read through the shared cat-file reader and parsed here,
 * so a listing spawns no process. Null when the revision or path does not exist or is not a tree.
 */
export async function listTree(
  repo: GitRepository,
  revision: string,
  dir: string,
  recursive: boolean,
): Promise<TreeEntry[] | null> {
  const clean = dir.replace(/^\/+|\/+$/g, '');
  const target = clean === '' ? `${revision}^{tree}` : `${revision}:${clean}`;
  const info = await repo.info(target);
  if (!info || info.type !== 'tree') return null;
  const entries = await readTree(repo, info.oid, clean === '' ? '' : `${clean}/`);
  if (!recursive) return entries;
  return expand(repo, entries);
}

/** Depth-first, each tree followed by its contents; subtrees are requested together. */
async function expand(repo: GitRepository, entries: TreeEntry[]): Promise<TreeEntry[]> {
  const children = await Promise.all(
    entries.map((e) =>
      e.type === 'tree'
        ? readTree(repo, e.id, `${e.path}/`).then((c) => expand(repo, c))
        : Promise.resolve([]),
    ),
  );
  const out: TreeEntry[] = [];
  entries.forEach((entry, i) => {
    out.push(entry);
    out.push(...children[i]!);
  });
  return out;
}

async function readTree(repo: GitRepository, oid: string, prefix: string): Promise<TreeEntry[]> {
  const object = await repo.object(oid);
  if (!object || object.type !== 'tree') return [];
  return parseTree(object.content, prefix);
}

/** Git's tree format: `<octal mode> <name>\0<20-byte object id>`, repeated. */
export function parseTree(data: Buffer, prefix: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    const nul = data.indexOf(0, space);
    const rawMode = data.toString('latin1', offset, space);
    const name = data.toString('utf8', space + 1, nul);
    const id = data.toString('hex', nul + 1, nul + 21);
    offset = nul + 21;
    const mode = rawMode.padStart(6, '0');
    const type = rawMode === '40000' ? 'tree' : rawMode === '160000' ? 'commit' : 'blob';
    entries.push({ id, name, type, path: prefix + name, mode });
  }
  return entries;
}
