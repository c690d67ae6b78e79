import type { GitRepository } from './repository.ts';

/** Who wrote or committed a commit; `timezone` (`+0100`) keeps an identity's offset when copied. */
export interface Identity {
  name: string;
  email: string;
  /** Defaults to now. */
  date?: Date;
  /** Defaults to `+0000`. */
  timezone?: string;
}

/** The parts of a commit object that copying it (rebase, squash) needs. */
export interface CommitHeader {
  oid: string;
  tree: string;
  parents: string[];
  author: Identity;
  committer: Identity;
  message: string;
}

export interface NewCommit {
  tree: string;
  parents: readonly string[];
  message: string;
  author: Identity;
  /** Defaults to the author. */
  committer?: Identity;
}

/**
 * Writes a commit object (no ref moves) and returns its id. The message is stored as given, so a
 * copied commit keeps its exact text.
 */
export async function writeCommitObject(repo: GitRepository, commit: NewCommit): Promise<string> {
  const committer = commit.committer ?? commit.author;
  const out = await repo.text(['commit-tree', commit.tree, ...commit.parents.flatMap((p) => ['-p', p])], {
    input: commit.message,
    env: {
      GIT_AUTHOR_NAME: commit.author.name,
      GIT_AUTHOR_EMAIL: commit.author.email,
      GIT_AUTHOR_DATE: rawDate(commit.author),
      GIT_COMMITTER_NAME: committer.name,
      GIT_COMMITTER_EMAIL: committer.email,
      GIT_COMMITTER_DATE: rawDate(committer),
    },
  });
  return out.trim();
}

/** Reads a commit's tree, parents, identities (with their offsets) and message; null if not a commit. */
export async function readCommitHeader(repo: GitRepository, oid: string): Promise<CommitHeader | null> {
  const object = await repo.object(oid);
  if (!object || object.type !== 'commit') return null;
  const text = object.content.toString('utf8');
  const blank = text.indexOf('\n\n');
  const headers = (blank === -1 ? text : text.slice(0, blank)).split('\n');
  const header: CommitHeader = {
    oid: object.oid,
    tree: '',
    parents: [],
    author: { name: '', email: '' },
    committer: { name: '', email: '' },
    message: blank === -1 ? '' : text.slice(blank + 2),
  };
  for (const line of headers) {
    const space = line.indexOf(' ');
    const value = line.slice(space + 1);
    switch (line.slice(0, space)) {
      case 'tree':
        header.tree = value;
        break;
      case 'parent':
        header.parents.push(value);
        break;
      case 'author':
        header.author = parseIdentity(value);
        break;
      case 'committer':
        header.committer = parseIdentity(value);
        break;
    }
  }
  return header;
}

/** The tree of a commit, or null when the revision names no commit. */
export async function treeOf(repo: GitRepository, commit: string): Promise<string | null> {
  return (await repo.info(`${commit}^{tree}`))?.oid ?? null;
}

/** `Name <email> 1700000000 +0100` */
function parseIdentity(value: string): Identity {
  const match = /^(.*?) ?<([^>]*)> (\d+) ([+-]\d{4})$/.exec(value);
  if (!match) return { name: '', email: '' };
  return { name: match[1]!, email: match[2]!, date: new Date(Number(match[3]) * 1000), timezone: match[4]! };
}

/** git's internal date format (`@` so that small timestamps are not read as other formats), keeping the offset. */
function rawDate(identity: Identity): string {
  return `@${Math.floor((identity.date ?? new Date()).getTime() / 1000)} ${identity.timezone ?? '+0000'}`;
}
