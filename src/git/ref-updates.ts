import { isoInOffset, parseCommitObject, signature } from './commit-log.ts';
import { ZERO_OID, type GitRepository, type Ref } from './repository.ts';

/** One ref changed by a push or a write: `before` is ZERO_OID for a new ref, `after` for a deleted one. */
export interface RefUpdate {
  ref: string;
  before: string;
  after: string;
  /** The writer asked for no pipeline (GitLab's `skip_ci` / `ci.skip`): one is recorded as skipped. */
  skipCi?: boolean;
}

export interface PushedCommit {
  id: string;
  message: string;
  title: string;
  timestamp: string;
  author: { name: string; email: string };
}

/** The refs that differ between two snapshots of a repository's refs. */
export function diffRefs(before: readonly Ref[], after: readonly Ref[]): RefUpdate[] {
  const old = new Map(before.map((r) => [r.name, r.oid]));
  const updates: RefUpdate[] = [];
  for (const ref of after) {
    const was = old.get(ref.name);
    if (was !== ref.oid) updates.push({ ref: ref.name, before: was ?? ZERO_OID, after: ref.oid });
    old.delete(ref.name);
  }
  for (const [name, oid] of old) updates.push({ ref: name, before: oid, after: ZERO_OID });
  return updates;
}

const SEPARATOR = '\x1e';

/**
 * The commits a ref update brought in, newest first (at most `limit`), and how many there were:
 * for a new branch, the commits no other branch had; for a deletion, none.
 */
export async function commitsOfUpdate(
  repo: GitRepository,
  update: RefUpdate,
  limit = 20,
): Promise<{ commits: PushedCommit[]; total: number }> {
  if (update.after === ZERO_OID) return { commits: [], total: 0 };
  const single = update.before === ZERO_OID ? null : await childCommit(repo, update.after, update.before);
  if (single) return { commits: [single], total: 1 };
  const exclusion =
    update.before === ZERO_OID
      ? (await repo.refs('refs/heads/')).filter((r) => r.name !== update.ref).map((r) => `^${r.oid}`)
      : [`^${update.before}`];
  const range = [update.after, ...exclusion];
  const commits = await logCommits(repo, range, limit);
  // Counted apart only when there are more than the listed ones.
  const total =
    commits.length < limit
      ? commits.length
      : Number(
          (await repo.text(['rev-list', '--count', '--stdin'], { input: range.join('\n') + '\n' })).trim(),
        );
  return { commits, total };
}

/**
 * `after` as a pushed commit when its only parent is `before` (a push of one commit, the commonest
 * kind), read through the long-lived cat-file process; otherwise null, and `git log` walks the range.
 */
async function childCommit(repo: GitRepository, after: string, before: string): Promise<PushedCommit | null> {
  const object = await repo.object(after).catch(() => null);
  if (object?.type !== 'commit') return null;
  const text = object.content.toString('utf8');
  const blank = text.indexOf('\n\n');
  if (blank < 0) return null;
  const headers = text.slice(0, blank).split('\n');
  const authorLine = headers.find((h) => h.startsWith('author '));
  // Other encodings are left to git log, which converts them.
  if (!authorLine || headers.some((h) => h.startsWith('encoding '))) return null;
  const commit = parseCommitObject(object.oid, text);
  if (commit.parentIds.length !== 1 || commit.parentIds[0] !== before) return null;
  const author = signature(authorLine.slice('author '.length));
  return {
    id: commit.id,
    message: text.slice(blank + 2),
    title: commit.title,
    timestamp: isoInOffset(author.date, author.offset),
    author: { name: author.name, email: author.email },
  };
}

/** The newest `limit` commits reachable from `rev` (a test delivery's sample push lists them). */
export function latestCommits(repo: GitRepository, rev: string, limit: number): Promise<PushedCommit[]> {
  return logCommits(repo, [rev], limit);
}

/** `git log` of a range given as revisions (`^rev` excludes), newest first, as pushed commits. */
async function logCommits(
  repo: GitRepository,
  range: readonly string[],
  limit: number,
): Promise<PushedCommit[]> {
  const out = await repo.text(
    ['log', `--max-count=${limit}`, `--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%B${SEPARATOR}`, '--stdin'],
    { input: range.join('\n') + '\n' },
  );
  return out
    .split(SEPARATOR)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [id, name, email, date, message] = record.split('\x1f');
      return {
        id: id!,
        message: message ?? '',
        title: (message ?? '').split('\n', 1)[0] ?? '',
        timestamp: date!,
        author: { name: name!, email: email! },
      };
    });
}
