import type { GitRepository } from './repository.ts';

/** A commit as the API presents it. */
export interface CommitRecord {
  id: string;
  parentIds: string[];
  authorName: string;
  authorEmail: string;
  authoredDate: Date;
  committerName: string;
  committerEmail: string;
  committedDate: Date;
  title: string;
  message: string;
  trailers: Record<string, string>;
}

export interface LogOptions {
  limit?: number;
  skip?: number;
  paths?: string[];
  since?: Date;
  until?: Date;
  author?: string;
  firstParent?: boolean;
  noMerges?: boolean;
  /** Oldest first. */
  reverse?: boolean;
  /** Extra environment (alternate object directories for cross-project reads). */
  env?: Record<string, string>;
}

const FIELDS = ['%H', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'];
const FORMAT = `--format=${FIELDS.join('%x00')}%x1e`;

/** Commits of `git log <revisions>`, parsed from one git process. */
export async function readCommits(
  repo: GitRepository,
  revisions: string[],
  options: LogOptions = {},
): Promise<CommitRecord[]> {
  const args = ['log', FORMAT];
  if (options.limit !== undefined) args.push(`--max-count=${options.limit}`);
  if (options.skip) args.push(`--skip=${options.skip}`);
  if (options.since) args.push(`--since=${options.since.toISOString()}`);
  if (options.until) args.push(`--until=${options.until.toISOString()}`);
  if (options.author) args.push(`--author=${options.author}`);
  if (options.firstParent) args.push('--first-parent');
  if (options.noMerges) args.push('--no-merges');
  if (options.reverse) args.push('--reverse');
  args.push(...revisions, '--');
  if (options.paths) args.push(...options.paths);
  const out = await repo.text(args, { env: options.env });
  return parseLog(out);
}

/**
 * Commits by object id, read through the repository's long-lived cat-file process: no git process is
 * spawned, which in a large server process blocks the event loop for milliseconds. Ids that are not
 * commits of the repository are left out.
 */
export async function readCommitObjects(
  repo: GitRepository,
  oids: readonly string[],
): Promise<CommitRecord[]> {
  const ids = oids.filter((oid) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(oid));
  const objects = await Promise.all(ids.map((oid) => repo.object(oid).catch(() => null)));
  return objects.flatMap((object) =>
    object?.type === 'commit' ? [parseCommitObject(object.oid, object.content.toString('utf8'))] : [],
  );
}

/** A commit's whole message (subject and body), read without spawning git; '' when it is no commit. */
export async function commitMessage(repo: GitRepository, oid: string): Promise<string> {
  const [commit] = await readCommitObjects(repo, [oid]);
  return commit?.message ?? '';
}

/** A raw commit object (headers, a blank line, the message) as `readCommits` would report it. */
export function parseCommitObject(id: string, text: string): CommitRecord {
  const blank = text.indexOf('\n\n');
  const headers = (blank === -1 ? text : text.slice(0, blank)).split('\n');
  const message = (blank === -1 ? '' : text.slice(blank + 2)).replace(/\n+$/, '\n');
  const parentIds: string[] = [];
  let author = signature('');
  let committer = signature('');
  for (const line of headers) {
    const space = line.indexOf(' ');
    const name = line.slice(0, space);
    const value = line.slice(space + 1);
    if (name === 'parent') parentIds.push(value);
    else if (name === 'author') author = signature(value);
    else if (name === 'committer') committer = signature(value);
  }
  return {
    id,
    parentIds,
    authorName: author.name,
    authorEmail: author.email,
    authoredDate: author.date,
    committerName: committer.name,
    committerEmail: committer.email,
    committedDate: committer.date,
    title: message.split('\n', 1)[0] ?? '',
    message,
    trailers: parseTrailers(message),
  };
}

/** `Name <email> 1700000000 +0100`, with the offset as written (`+0100`). */
export function signature(value: string): { name: string; email: string; date: Date; offset: string } {
  const match = /^(.*?) ?<([^>]*)> (\d+) ([+-]\d{4})$/.exec(value);
  if (!match) return { name: '', email: '', date: new Date(0), offset: '+0000' };
  return { name: match[1]!, email: match[2]!, date: new Date(Number(match[3]) * 1000), offset: match[4]! };
}

/** A time as git's `%aI` prints it, in the given offset (`2026-11-27T18:20:00+01:00`). */
export function isoInOffset(date: Date, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offset.slice(0, 3)}:${offset.slice(3, 5)}`;
}

/** One commit by revision, or null. */
export async function readCommit(repo: GitRepository, revision: string): Promise<CommitRecord | null> {
  const oid = await repo.resolveCommit(revision);
  if (!oid) return null;
  const [commit] = await readCommitObjects(repo, [oid]);
  return commit ?? null;
}

export function parseLog(out: string): CommitRecord[] {
  const records: CommitRecord[] = [];
  for (const chunk of out.split('\x1e')) {
    const text = chunk.replace(/^\n/, '');
    if (text === '') continue;
    const [id, parents, an, ae, ad, cn, ce, cd, body = ''] = text.split('\0');
    const message = body.replace(/\n+$/, '\n');
    records.push({
      id: id!,
      parentIds: parents ? parents.split(' ') : [],
      authorName: an!,
      authorEmail: ae!,
      authoredDate: new Date(ad!),
      committerName: cn!,
      committerEmail: ce!,
      committedDate: new Date(cd!),
      title: message.split('\n', 1)[0] ?? '',
      message,
      trailers: parseTrailers(message),
    });
  }
  return records;
}

/** `Key: value` lines of the message's last paragraph (git's trailer block), when every line is one. */
export function parseTrailers(message: string): Record<string, string> {
  const paragraphs = message.trim().split(/\n\s*\n/);
  if (paragraphs.length < 2) return {};
  const lines = paragraphs[paragraphs.length - 1]!.split('\n');
  const trailers: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([A-Za-z0-9][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (!match) return {};
    trailers[match[1]!] = match[2]!;
  }
  return trailers;
}
