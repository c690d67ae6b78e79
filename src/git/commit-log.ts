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

/** One commit by revision, or null. */
export async function readCommit(repo: GitRepository, revision: string): Promise<CommitRecord | null> {
  const oid = await repo.resolveCommit(revision);
  if (!oid) return null;
  const [commit] = await readCommits(repo, [oid], { limit: 1 });
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
