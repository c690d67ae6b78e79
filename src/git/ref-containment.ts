import type { GitRepository } from './repository.ts';

/** `heads` for branches, `tags` for tags. */
export type RefKind = 'heads' | 'tags';

export interface CommitRefQuery {
  kind: RefKind;
  /** `contains`: refs whose history holds the commit; `points-at`: refs whose tip is the commit. */
  relation: 'contains' | 'points-at';
  limit: number;
  /** Leave out refs whose tip is the commit itself (only meaningful with `contains`). */
  excludeTipped?: boolean;
}

/**
 * Names of the refs of one kind related to a commit, in name order, from one `git for-each-ref`.
 * An annotated tag counts as tipping at the commit it points to. Tipped refs are left out before
 * the limit applies, so a limit of n gives n names when there are that many.
 */
export async function refNamesOfCommit(
  repo: GitRepository,
  sha: string,
  query: CommitRefQuery,
): Promise<string[]> {
  const filtering = query.relation === 'contains' && query.excludeTipped === true;
  const out = await repo.text([
    'for-each-ref',
    `--${query.relation}=${sha}`,
    '--format=%(objectname) %(*objectname) %(refname:strip=2)',
    ...(filtering ? [] : [`--count=${query.limit}`]),
    `refs/${query.kind}/`,
  ]);
  const names: string[] = [];
  for (const line of out.split('\n')) {
    if (names.length >= query.limit) break;
    if (line === '') continue;
    const [oid, peeled, ...rest] = line.split(' ');
    if (filtering && (oid === sha || peeled === sha)) continue;
    names.push(rest.join(' '));
  }
  return names;
}
