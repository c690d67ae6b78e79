import { createHash } from 'node:crypto';
import type { Actor } from '../../core/actor.ts';
import { notFound, verbatimError } from '../../core/errors.ts';
import { normalizePath, type FileAction } from '../../git/commit-writer.ts';
import { isSafeRevision, type GitRepository } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import { commitOnBranch } from './branch-commit.ts';
import { lastCommitFor } from './changed-files.ts';
import { RawBlobLimiter } from './raw-blob-limit.ts';
import type { ProjectRepository } from './repositories.service.ts';

export interface RepositoryFile {
  fileName: string;
  filePath: string;
  size: number;
  content: Buffer;
  ref: string;
  blobId: string;
  commitId: string;
  lastCommitId: string;
  executeFilemode: boolean;
}

export interface FileWrite {
  branch: string;
  startBranch?: string;
  content?: string;
  encoding?: 'text' | 'base64';
  commitMessage: string;
  authorEmail?: string;
  authorName?: string;
  lastCommitId?: string;
  executeFilemode?: boolean;
}

const CHANGED_SINCE = 'You are attempting to update a file that has changed since you started editing it.';

/** Repository files: read one file at a ref, and create, update or delete one file in a commit. */
export class RepositoryFilesService {
  private readonly deps: ModuleDeps;
  private readonly rawLimiter: RawBlobLimiter;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.rawLimiter = new RawBlobLimiter(deps);
  }

  async get(
    actor: Actor,
    idOrPath: string | number,
    filePath: string,
    ref: string | undefined,
  ): Promise<RepositoryFile> {
    return this.read(await this.deps.repositories.readable(actor, idOrPath), filePath, ref);
  }

  /**
   * GET .../files/:file_path/raw: the file, within the instance's `raw_blob_request_limit` per
   * project and path (whatever the ref), counted before the file is looked for.
   */
  async raw(
    actor: Actor,
    idOrPath: string | number,
    filePath: string,
    ref: string | undefined,
  ): Promise<RepositoryFile> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    await this.rawLimiter.hit(target.subject.project.id, filePath.replace(/^\/+/, ''));
    return this.read(target, filePath, ref);
  }

  private async read(
    target: ProjectRepository,
    filePath: string,
    ref: string | undefined,
  ): Promise<RepositoryFile> {
    const revision = ref ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
    const commitId = isSafeRevision(revision) ? await target.repo.resolveCommit(revision) : null;
    if (!commitId) throw notFound('Commit');
    const path = filePath.replace(/^\/+/, '');
    const entry = await treeEntry(target.repo, commitId, path);
    if (!entry || entry.type !== 'blob') throw notFound('File');
    const object = await target.repo.object(entry.oid);
    return {
      fileName: path.split('/').pop()!,
      filePath: path,
      size: object!.size,
      content: object!.content,
      ref: revision,
      blobId: entry.oid,
      commitId,
      lastCommitId: await lastCommitFor(target.repo, commitId, path),
      executeFilemode: entry.mode === '100755',
    };
  }

  async create(actor: Actor, idOrPath: string | number, filePath: string, input: FileWrite): Promise<void> {
    await this.write(
      actor,
      idOrPath,
      input,
      (path, content) => [{ action: 'create', path, content: content!, executable: input.executeFilemode }],
      filePath,
    );
  }

  async update(actor: Actor, idOrPath: string | number, filePath: string, input: FileWrite): Promise<void> {
    await this.write(
      actor,
      idOrPath,
      input,
      (path, content) => [{ action: 'update', path, content: content!, executable: input.executeFilemode }],
      filePath,
    );
  }

  async delete(actor: Actor, idOrPath: string | number, filePath: string, input: FileWrite): Promise<void> {
    await this.write(actor, idOrPath, input, (path) => [{ action: 'delete', path }], filePath);
  }

  private async write(
    actor: Actor,
    idOrPath: string | number,
    input: FileWrite,
    actions: (path: string, content: Buffer | undefined) => FileAction[],
    filePath: string,
  ): Promise<void> {
    const path = normalizePath(filePath);
    const target = await this.deps.repositories.writable(actor, idOrPath);
    if (input.lastCommitId) {
      const tip = await target.repo.resolveCommit(`refs/heads/${input.branch}`);
      if (tip && (await lastCommitFor(target.repo, tip, path)) !== input.lastCommitId) {
        throw verbatimError('bad_request', CHANGED_SINCE);
      }
    }
    const content =
      input.content === undefined
        ? undefined
        : input.encoding === 'base64'
          ? Buffer.from(input.content, 'base64')
          : Buffer.from(input.content, 'utf8');
    await commitOnBranch(this.deps.repositories, actor, target, {
      branch: input.branch,
      startBranch: input.startBranch,
      message: input.commitMessage,
      actions: actions(path, content),
      author: {
        ...(input.authorName ? { name: input.authorName } : {}),
        ...(input.authorEmail ? { email: input.authorEmail } : {}),
      },
    });
  }
}

export function contentSha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

async function treeEntry(
  repo: GitRepository,
  commit: string,
  path: string,
): Promise<{ mode: string; type: string; oid: string } | null> {
  if (path === '' || !isSafeRevision(path)) return null;
  const out = await repo.text(['ls-tree', '-z', commit, '--', path]);
  const line = out.split('\0')[0];
  if (!line) return null;
  const [meta, name] = line.split('\t');
  if (name !== path) return null;
  const [mode, type, oid] = meta!.split(' ');
  return { mode: mode!, type: type!, oid: oid! };
}
