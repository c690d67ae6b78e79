import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { badRequest, conflict } from '../core/errors.ts';
import type { GitRepository } from './repository.ts';

export interface Signature {
  name: string;
  email: string;
  /** Defaults to now. */
  date?: Date;
}

/** One change of a commit, as GitLab's commit actions name them. */
export type FileAction =
  | { action: 'create'; path: string; content: Buffer; executable?: boolean }
  | { action: 'update'; path: string; content: Buffer; executable?: boolean }
  | { action: 'delete'; path: string }
  | { action: 'move'; path: string; previousPath: string; content?: Buffer }
  | { action: 'chmod'; path: string; executable: boolean };

export interface CommitRequest {
  /** The ref the commit lands on, e.g. `refs/heads/main`. */
  ref: string;
  /** The parent commit; null for a root commit. */
  parent: string | null;
  /** What the ref must point at before the update (null: it must not exist); guards concurrent writers. */
  expectedOld: string | null;
  message: string;
  author: Signature;
  committer?: Signature;
  actions: readonly FileAction[];
}

interface Entry {
  /** `INHERITED`: the mode the parent's file at `modeFrom` (or at the entry's own path) has. */
  mode: string;
  oid: string;
  modeFrom?: string;
}

const INHERITED = 'inherited';

/** Gives entries that keep a parent file's mode that mode, read with one `ls-tree` for them all. */
async function resolveInheritedModes(
  repo: GitRepository,
  parent: string | null,
  overlay: Map<string, Entry | null>,
): Promise<void> {
  const inheriting = [...overlay].filter(([, entry]) => entry?.mode === INHERITED) as [string, Entry][];
  if (inheriting.length === 0 || !parent) return;
  const sources = [...new Set(inheriting.map(([file, entry]) => entry.modeFrom ?? file))];
  const out = await repo.text(['ls-tree', '-z', parent, '--', ...sources]);
  const modes = new Map<string, string>();
  for (const record of out.split('\0').filter(Boolean)) {
    const tab = record.indexOf('\t');
    modes.set(record.slice(tab + 1), record.slice(0, record.indexOf(' ')));
  }
  for (const [file, entry] of inheriting) {
    overlay.set(file, { mode: modes.get(entry.modeFrom ?? file) ?? '100644', oid: entry.oid });
  }
}

/** Normalises a repository path given by a user; refuses ones that escape or name nothing. */
export function normalizePath(raw: string): string {
  const cleaned = raw.replace(/^\/+/, '').replace(/\/+$/, '');
  const parts = cleaned.split('/');
  if (
    cleaned === '' ||
    parts.some((p) => p === '' || p === '.' || p === '..' || p === '.git') ||
    /[\0\n\r]/.test(cleaned)
  ) {
    throw badRequest(`Your changes could not be committed, because the file path ${raw} is invalid`);
  }
  return cleaned;
}

/**
 * Writes a commit without a work tree, as Gitaly's UserCommitFiles does: a private index seeded
 * from the parent, blobs hashed in, a tree written, a commit created, and the ref moved only if it
 * still points where it did (compare-and-swap). Nothing is visible until the ref moves.
 */
export async function writeCommit(repo: GitRepository, request: CommitRequest): Promise<string> {
  const indexFile = path.join(os.tmpdir(), `railyard-index-${randomBytes(8).toString('hex')}`);
  const env = { GIT_INDEX_FILE: indexFile };
  try {
    if (request.parent) await repo.run(['read-tree', request.parent], { env });
    else await repo.run(['read-tree', '--empty'], { env });

    const overlay = new Map<string, Entry | null>();
    // Files of the parent are looked up through the long-lived cat-file process; their modes, which
    // it does not tell, are read with one ls-tree at the end, and only for the files that keep theirs.
    const current = async (file: string): Promise<Entry | null> => {
      if (overlay.has(file)) return overlay.get(file)!;
      if (!request.parent) return null;
      const info = await repo.info(`${request.parent}:${file}`).catch(() => null);
      return info?.type === 'blob' ? { mode: INHERITED, oid: info.oid } : null;
    };
    const hash = async (content: Buffer) =>
      (await repo.text(['hash-object', '-w', '--stdin'], { input: content })).trim();
    const modeOf = (executable: boolean | undefined, previous?: Entry | null) =>
      executable === undefined ? (previous?.mode ?? '100644') : executable ? '100755' : '100644';

    for (const action of request.actions) {
      const file = normalizePath(action.path);
      const existing = await current(file);
      switch (action.action) {
        case 'create':
          if (existing) throw badRequest(`A file with this name already exists`);
          overlay.set(file, { mode: modeOf(action.executable), oid: await hash(action.content) });
          break;
        case 'update':
          if (!existing) throw badRequest(`A file with this name doesn't exist`);
          overlay.set(file, {
            ...existing,
            mode: modeOf(action.executable, existing),
            oid: await hash(action.content),
          });
          break;
        case 'delete':
          if (!existing) throw badRequest(`A file with this name doesn't exist`);
          overlay.set(file, null);
          break;
        case 'chmod':
          if (!existing) throw badRequest(`A file with this name doesn't exist`);
          overlay.set(file, { mode: modeOf(action.executable), oid: existing.oid });
          break;
        case 'move': {
          const from = normalizePath(action.previousPath);
          const source = await current(from);
          if (!source) throw badRequest(`A file with this name doesn't exist`);
          if (existing && from !== file) throw badRequest(`A file with this name already exists`);
          overlay.set(from, null);
          overlay.set(file, {
            mode: source.mode,
            oid: action.content !== undefined ? await hash(action.content) : source.oid,
            ...(source.mode === INHERITED ? { modeFrom: source.modeFrom ?? from } : {}),
          });
          break;
        }
      }
    }
    await resolveInheritedModes(repo, request.parent, overlay);

    const lines = [...overlay.entries()].map(([file, entry]) =>
      entry ? `${entry.mode} ${entry.oid}\t${file}` : `0 0000000000000000000000000000000000000000\t${file}`,
    );
    if (lines.length > 0) {
      try {
        await repo.run(['update-index', '-z', '--index-info'], {
          env,
          input: lines.map((l) => `${l}\0`).join(''),
        });
      } catch {
        throw badRequest('Your changes could not be committed: a file and a directory share a path');
      }
    }
    const tree = (await repo.text(['write-tree'], { env })).trim();
    const committer = request.committer ?? request.author;
    const commit = (
      await repo.text(['commit-tree', tree, ...(request.parent ? ['-p', request.parent] : []), '-F', '-'], {
        input: request.message,
        env: {
          GIT_AUTHOR_NAME: request.author.name,
          GIT_AUTHOR_EMAIL: request.author.email,
          GIT_AUTHOR_DATE: gitDate(request.author.date),
          GIT_COMMITTER_NAME: committer.name,
          GIT_COMMITTER_EMAIL: committer.email,
          GIT_COMMITTER_DATE: gitDate(committer.date),
        },
      })
    ).trim();
    if (!(await repo.updateRef(request.ref, commit, request.expectedOld))) {
      throw conflict('Could not update the branch: it changed while the commit was being written');
    }
    return commit;
  } finally {
    await fs.rm(indexFile, { force: true });
  }
}

function gitDate(date: Date | undefined): string {
  return `${Math.floor((date ?? new Date()).getTime() / 1000)} +0000`;
}
