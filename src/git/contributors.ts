import type { GitRepository } from './repository.ts';

export interface Contributor {
  name: string;
  email: string;
  commits: number;
  additions: number;
  deletions: number;
}

/**
 * Authors of a revision's history with their commit counts and line changes, merges left out;
 * grouped by email (case-insensitively), named as in their latest commit.
 */
export async function readContributors(repo: GitRepository, revision: string): Promise<Contributor[]> {
  const out = await repo.text(['log', '--no-merges', '--numstat', '--format=%x00%aN%x00%aE', revision, '--']);
  const byEmail = new Map<string, Contributor>();
  let current: Contributor | null = null;
  for (const line of out.split('\n')) {
    if (line.startsWith('\0')) {
      const [, name = '', email = ''] = line.split('\0');
      const key = email.toLowerCase();
      current = byEmail.get(key) ?? { name, email, commits: 0, additions: 0, deletions: 0 };
      current.commits += 1;
      byEmail.set(key, current);
    } else if (current && line !== '') {
      const [added, deleted] = line.split('\t');
      // Binary files show `-`.
      current.additions += Number(added) || 0;
      current.deletions += Number(deleted) || 0;
    }
  }
  return [...byEmail.values()];
}
