import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import { isAdmin, requireUser, type Actor } from '../../core/actor.ts';
import { restrictedVisibilityMessage, Visibility, type VisibilityName } from '../../core/access.ts';
import { badRequest, DomainError, invalidField, notFound } from '../../core/errors.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import { mapPage, offsetPage, type KeysetPageRequest, type Page } from '../../core/pagination.ts';
import { authorize, authorizeVisible, can, authorizeUser } from '../../core/policy.ts';
import { normalizePath, writeCommit, type FileAction } from '../../git/commit-writer.ts';
import { isSafeRevision, ZERO_OID, type GitRepository } from '../../git/repository.ts';
import type { Tx } from '../../core/tx.ts';
import type { ModuleDeps } from '../../services.ts';
import { kysely } from '../../db/database.ts';
import { lockRepositoryCreation, removeOrphanRepositories } from '../repository/orphan-repositories.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { Snippet, type SnippetFile } from './snippet.entity.ts';
import { readSnippetFiles } from './snippet-files.ts';
import { SnippetsFinder, type SnippetFilters, type SnippetRow } from './snippets.finder.ts';
import type { SnippetView } from './snippet-view.ts';

const BRANCH = 'main';
const MULTI_FILE_MESSAGE = 'To update Snippets with multiple files, you must use the `files` parameter';

export interface SnippetFileChange {
  action: 'create' | 'update' | 'delete' | 'move';
  filePath: string;
  previousPath?: string;
  content?: string;
}

export interface SnippetCreateInput {
  title: string;
  description?: string | null;
  visibility?: VisibilityName;
  files: { filePath: string; content: string }[];
}

export interface SnippetUpdateInput {
  title?: string;
  description?: string | null;
  visibility?: VisibilityName;
  files?: SnippetFileChange[];
  /** Deprecated single-file parameters. */
  content?: string;
  fileName?: string;
}

/** A snippet as emoji reactions reach it. */
export interface AwardableSnippet {
  id: number;
  projectId: number;
  canAward: boolean;
}

/** Where a request came from, recorded for spam review. */
export interface RequestOrigin {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Project snippets, each its own git repository. */
export class SnippetsService {
  private readonly deps: ModuleDeps;
  private readonly finder: SnippetsFinder;
  /** What goes with deleted snippets, in their transaction (their notes). */
  private readonly deleting: ((tx: Tx, snippetIds: number[]) => Promise<void>)[] = [];

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.finder = new SnippetsFinder(deps.orm);
    deps.projects.addLifecycleHooks({
      deleting: async (project, tx) => {
        const snippets = await tx.em.find(Snippet, { project: project.id });
        for (const snippet of snippets) {
          const repo = this.repository(snippet);
          tx.afterCommit(() => repo.remove());
        }
      },
    });
  }

  /** Runs `hook` in the transaction that deletes snippets (other modules' records of them). */
  onDeleting(hook: (tx: Tx, snippetIds: number[]) => Promise<void>): void {
    this.deleting.push(hook);
  }

  /** Repositories a crash left without their snippet (created but never committed, or deleted) go. */
  async removeOrphans(): Promise<string[]> {
    return removeOrphanRepositories(this.deps.uow, this.deps.storages, 'snippet', async (tx) =>
      (await kysely(tx.em).selectFrom('snippets').select('id').execute()).map((row) => row.id),
    );
  }

  /** The repositories of the snippets of projects (for storage statistics), in one read. */
  async repositoriesOfProjects(projectIds: readonly number[]): Promise<Map<number, GitRepository[]>> {
    const result = new Map<number, GitRepository[]>(projectIds.map((id) => [id, []]));
    if (projectIds.length === 0) return result;
    const snippets = await this.deps.orm.em
      .fork()
      .find(
        Snippet,
        { project: { $in: [...projectIds] } },
        { fields: ['id', 'project', 'repositoryStorage'] },
      );
    for (const snippet of snippets) {
      const repo = this.deps.storages.repository(snippet.repositoryStorage, {
        kind: 'snippet',
        id: snippet.id,
      });
      result.get(snippet.project.id)?.push(repo);
    }
    return result;
  }

  private repository(snippet: Snippet): GitRepository {
    return this.deps.storages.repository(snippet.repositoryStorage, { kind: 'snippet', id: snippet.id });
  }

  // ------------------------------------------------------------------ reads

  async list(
    actor: Actor,
    projectIdOrPath: string | number,
    page?: number,
    perPage?: number,
  ): Promise<Page<SnippetView>> {
    const project = await this.deps.projects.find(actor, projectIdOrPath);
    const rows = await this.finder.page(actor, project, {}, offsetPage(page, perPage));
    return mapPage(rows, (items) => this.views(items, new Map([[project.project.id, project]])));
  }

  /**
   * The same page of snippets of many projects (GraphQL's `Project.snippets` for a page of projects):
   * one query for the pages and one for the snippets, whatever the number of projects.
   */
  async pageByProject(
    actor: Actor,
    projects: readonly ProjectSubject[],
    filters: SnippetFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<SnippetView>>> {
    const pages = await this.finder.pageByProject(actor, projects, filters, request);
    return this.pagesOfViews(pages, new Map(projects.map((p) => [p.project.id, p])));
  }

  /** The same page of snippets of many authors (GraphQL's `User.snippets` for a page of users). */
  async pageByAuthor(
    actor: Actor,
    authorIds: readonly number[],
    filters: SnippetFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<SnippetView>>> {
    const projectIds = await this.finder.projectIdsOfAuthors(authorIds);
    const projects = (await this.deps.projects.loadMany(actor, projectIds)).filter((p) => p !== null);
    const pages = await this.finder.pageByAuthor(actor, authorIds, projects, filters, request);
    return this.pagesOfViews(pages, new Map(projects.map((p) => [p.project.id, p])));
  }

  private async pagesOfViews(
    pages: Map<number, Page<SnippetRow>>,
    projects: Map<number, ProjectSubject>,
  ): Promise<Map<number, Page<SnippetView>>> {
    const views = new Map(
      (
        await this.views(
          [...pages.values()].flatMap((p) => p.items),
          projects,
        )
      ).map((v) => [v.snippet.id, v]),
    );
    return new Map(
      [...pages].map(([id, page]) => [id, { ...page, items: page.items.map((r) => views.get(r.id)!) }]),
    );
  }

  /** Snippets by id, null for those the actor may not read (Relay's `node`, `Query.snippets(ids:)`). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(SnippetView | null)[]> {
    const projectOf = await this.finder.projectIds(ids);
    const projectIds = [...new Set(projectOf.values())];
    const projects = (await this.deps.projects.loadMany(actor, projectIds)).filter((p) => p !== null);
    const byId = new Map(projects.map((p) => [p.project.id, p]));
    const rows = ids.flatMap((id) => {
      const projectId = projectOf.get(id);
      return projectId !== undefined && byId.has(projectId) ? [{ id, project_id: projectId }] : [];
    });
    const views = new Map((await this.views(rows, byId)).map((v) => [v.snippet.id, v]));
    return ids.map((id) => {
      const view = views.get(id);
      return view && can(actor, 'read_project_snippet', view) ? view : null;
    });
  }

  /** The project a snippet belongs to (for mutations that name only the snippet); not found otherwise. */
  async projectIdOf(actor: Actor, snippetId: number): Promise<number> {
    const [view] = await this.loadMany(actor, [snippetId]);
    if (!view) throw notFound('Snippet');
    return view.project.project.id;
  }

  async get(actor: Actor, projectIdOrPath: string | number, snippetId: number): Promise<SnippetView> {
    const { snippet, project } = await this.find(actor, projectIdOrPath, snippetId);
    return this.view(snippet, project);
  }

  /** A snippet as an awardable (emoji reactions): found as `get` finds it, with whether the actor may award it. */
  async awardable(
    actor: Actor,
    projectIdOrPath: string | number,
    snippetId: number,
  ): Promise<AwardableSnippet> {
    const subject = await this.find(actor, projectIdOrPath, snippetId);
    return {
      id: subject.snippet.id,
      projectId: subject.project.project.id,
      canAward: can(actor, 'award_emoji_project_snippet', subject),
    };
  }

  /** The same, by the snippet's id alone (GraphQL's `awardableId`). */
  async awardableById(actor: Actor, snippetId: number): Promise<AwardableSnippet> {
    return this.awardable(actor, await this.projectIdOf(actor, snippetId), snippetId);
  }

  /** The first file's content at the tip (GET .../raw). */
  async raw(
    actor: Actor,
    projectIdOrPath: string | number,
    snippetId: number,
  ): Promise<{ name: string; content: Buffer }> {
    const { snippet } = await this.find(actor, projectIdOrPath, snippetId);
    const repo = this.repository(snippet);
    const [first] = await listFiles(repo, BRANCH);
    if (!first) throw notFound('File');
    const object = await repo.object(`${BRANCH}:${first}`);
    return { name: first, content: object?.content ?? Buffer.alloc(0) };
  }

  /** One file at any ref of the snippet's repository. */
  async fileRaw(
    actor: Actor,
    projectIdOrPath: string | number,
    snippetId: number,
    ref: string,
    filePath: string,
  ): Promise<{ name: string; content: Buffer }> {
    const { snippet } = await this.find(actor, projectIdOrPath, snippetId);
    const repo = this.repository(snippet);
    const commit = isSafeRevision(ref) ? await repo.resolveCommit(ref) : null;
    if (!commit) throw notFound('Reference');
    const object = isSafeRevision(filePath) ? await repo.object(`${commit}:${filePath}`) : null;
    if (!object || object.type !== 'blob') throw notFound('File');
    return { name: filePath.split('/').pop()!, content: object.content };
  }

  async userAgentDetail(actor: Actor, projectIdOrPath: string | number, snippetId: number): Promise<Snippet> {
    authorizeUser(actor, 'read_user_agent_detail', null);
    return (await this.find(actor, projectIdOrPath, snippetId)).snippet;
  }

  // ------------------------------------------------------------------ writes

  async create(
    actor: Actor,
    projectIdOrPath: string | number,
    input: SnippetCreateInput,
    origin: RequestOrigin,
  ): Promise<SnippetView> {
    const me = requireUser(actor);
    const project = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'create_project_snippet', project);
    if (!input.title.trim()) throw invalidField('title', "can't be blank");
    if (input.files.length === 0) throw invalidField('files', 'must contain at least one file');
    const paths = input.files.map((f) => this.checkedPath(f.filePath));
    if (new Set(paths).size !== paths.length) throw invalidField('files', 'have duplicate paths');
    const settings = await this.deps.settings();
    const visibilityLevel = Visibility[input.visibility ?? settings.default_snippet_visibility];
    checkVisibility(actor, visibilityLevel, settings);
    for (const file of input.files) checkSize(file.content, settings);
    const author = await this.deps.repositories.signature(actor);

    const snippet = await this.deps.uow.run(async (tx) => {
      const created = tx.em.create(Snippet, {
        project: project.project,
        author: me.id,
        title: input.title,
        description: input.description ?? null,
        visibilityLevel,
        repositoryStorage: project.project.repositoryStorage,
        userAgent: origin.userAgent,
        ipAddress: origin.ipAddress,
      });
      await tx.em.flush();
      const repo = this.repository(created);
      tx.onRollback(() => repo.remove());
      await lockRepositoryCreation(tx, this.deps.storages, { kind: 'snippet', id: created.id });
      await repo.init(BRANCH);
      await writeCommit(repo, {
        ref: `refs/heads/${BRANCH}`,
        parent: null,
        expectedOld: null,
        message: 'Initial commit',
        author,
        actions: input.files.map((f, i) => ({
          action: 'create',
          path: paths[i]!,
          content: Buffer.from(f.content),
        })),
      });
      created.files = await readSnippetFiles(repo, BRANCH);
      return created;
    });
    await this.deps.orm.em.fork().populate(snippet, ['author']);
    return this.get(actor, project.project.id, snippet.id);
  }

  async update(
    actor: Actor,
    projectIdOrPath: string | number,
    snippetId: number,
    input: SnippetUpdateInput,
  ): Promise<SnippetView> {
    const { snippet, project } = await this.find(actor, projectIdOrPath, snippetId);
    authorize(actor, 'update_project_snippet', { snippet, project });
    const settings = await this.deps.settings();
    if (input.visibility !== undefined && Visibility[input.visibility] !== snippet.visibilityLevel) {
      checkVisibility(actor, Visibility[input.visibility], settings);
    }
    const repo = this.repository(snippet);
    const current = await listFiles(repo, BRANCH);
    const actions = this.actionsFor(input, current, settings);
    const tip = await repo.resolveCommit(`refs/heads/${BRANCH}`);
    let newTip: string | null = null;
    if (actions.length > 0) {
      newTip = await writeCommit(repo, {
        ref: `refs/heads/${BRANCH}`,
        parent: tip,
        expectedOld: tip,
        message: 'Update snippet',
        author: await this.deps.repositories.signature(actor),
        actions,
      });
      if ((await listFiles(repo, BRANCH)).length === 0) {
        await repo.updateRef(`refs/heads/${BRANCH}`, tip ?? ZERO_OID, newTip);
        throw invalidField('files', 'must contain at least one file');
      }
    }
    await this.deps.uow.run(async (tx) => {
      if (newTip)
        tx.onRollback(
          async () => void (await repo.updateRef(`refs/heads/${BRANCH}`, tip ?? ZERO_OID, newTip)),
        );
      const row = await tx.em.findOneOrFail(Snippet, snippet.id);
      if (input.title !== undefined) {
        if (!input.title.trim()) throw invalidField('title', "can't be blank");
        row.title = input.title;
      }
      if (input.description !== undefined) row.description = input.description;
      if (input.visibility !== undefined) row.visibilityLevel = Visibility[input.visibility];
      if (newTip || !row.files) row.files = await readSnippetFiles(repo, BRANCH);
      row.updatedAt = new Date();
    });
    return this.get(actor, project.project.id, snippet.id);
  }

  async delete(
    actor: Actor,
    projectIdOrPath: string | number,
    snippetId: number,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    const { snippet, project } = await this.find(actor, projectIdOrPath, snippetId);
    authorize(actor, 'update_project_snippet', { snippet, project });
    checkUnmodifiedSince(precondition, snippet.updatedAt);
    const repo = this.repository(snippet);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(Snippet, snippet.id));
      for (const hook of this.deleting) await hook(tx, [snippet.id]);
      tx.afterCommit(() => repo.remove());
    });
  }

  // ------------------------------------------------------------------ helpers

  private async find(
    actor: Actor,
    projectIdOrPath: string | number,
    snippetId: number,
  ): Promise<{ snippet: Snippet; project: ProjectSubject }> {
    const project = await this.deps.projects.find(actor, projectIdOrPath);
    const snippet = await this.deps.orm.em
      .fork()
      .findOne(Snippet, { id: snippetId, project: project.project.id }, { populate: ['author'] });
    if (!snippet) throw notFound('Snippet');
    authorizeVisible(actor, 'read_project_snippet', { snippet, project }, 'Snippet');
    return { snippet, project };
  }

  /** Views of snippet rows, read with their authors in one query, in the rows' order. */
  private async views(
    rows: readonly Pick<SnippetRow, 'id' | 'project_id'>[],
    projects: Map<number, ProjectSubject>,
  ): Promise<SnippetView[]> {
    if (rows.length === 0) return [];
    const snippets = await this.deps.orm.em
      .fork()
      .find(Snippet, { id: rows.map((r) => r.id) }, { populate: ['author'] });
    const byId = new Map(snippets.map((s) => [s.id, s]));
    return Promise.all(
      rows.flatMap((r) => {
        const snippet = byId.get(r.id);
        return snippet ? [this.view(snippet, projects.get(r.project_id)!)] : [];
      }),
    );
  }

  private async view(snippet: Snippet, project: ProjectSubject): Promise<SnippetView> {
    const projectUrl = this.deps.urls.to(project.project.fullPath);
    const blobs = snippet.files ?? (await this.saveFiles(snippet));
    return {
      snippet,
      project,
      files: blobs.map((b) => b.path),
      blobs,
      projectUrl,
      webUrl: `${projectUrl}/-/snippets/${snippet.id}`,
      ref: BRANCH,
    };
  }

  /** Lists the files of a snippet written before listings were kept, from git, and keeps the listing. */
  private async saveFiles(snippet: Snippet): Promise<SnippetFile[]> {
    const files = await readSnippetFiles(this.repository(snippet), BRANCH);
    await kysely(this.deps.orm.em.fork())
      .updateTable('snippets')
      .set({ files: JSON.stringify(files) as never })
      .where('id', '=', snippet.id)
      .execute();
    snippet.files = files;
    return files;
  }

  /** The commit actions of an update: `files`, or the deprecated single-file parameters. */
  private actionsFor(
    input: SnippetUpdateInput,
    current: string[],
    settings: ApplicationSettingValues,
  ): FileAction[] {
    if (input.files !== undefined) {
      return input.files.map((change) => {
        const path = this.checkedPath(change.filePath);
        if (change.content !== undefined) checkSize(change.content, settings);
        const content = change.content === undefined ? undefined : Buffer.from(change.content);
        switch (change.action) {
          case 'create':
          case 'update':
            if (content === undefined) throw invalidField('files', `content is missing for ${change.action}`);
            return { action: change.action, path, content };
          case 'delete':
            return { action: 'delete', path };
          case 'move':
            if (!change.previousPath) throw invalidField('files', 'previous_path is missing for move');
            return { action: 'move', path, previousPath: this.checkedPath(change.previousPath), content };
        }
      });
    }
    if (input.content === undefined && input.fileName === undefined) return [];
    if (current.length !== 1) throw badRequest(MULTI_FILE_MESSAGE);
    const existing = current[0]!;
    const target = input.fileName === undefined ? existing : this.checkedPath(input.fileName);
    if (input.content !== undefined) checkSize(input.content, settings);
    const content = input.content === undefined ? undefined : Buffer.from(input.content);
    if (target !== existing) return [{ action: 'move', path: target, previousPath: existing, content }];
    return content === undefined ? [] : [{ action: 'update', path: target, content }];
  }

  private checkedPath(raw: string): string {
    if (!raw.trim()) throw invalidField('files', 'file_path can not be empty');
    return normalizePath(raw);
  }
}

/** Snippet files up to the instance's `snippet_size_limit` (400 with GitLab's message). */
function checkSize(content: string, settings: ApplicationSettingValues): void {
  const size = Buffer.byteLength(content);
  const limit = settings.snippet_size_limit;
  if (size > limit) {
    throw invalidField(
      'content',
      `is too long (${humanSize(size)}). The maximum size is ${humanSize(limit)}.`,
    );
  }
}

/** Levels in `restricted_visibility_levels` are the administrators' (403, as GitLab answers for snippets). */
function checkVisibility(actor: Actor, level: number, settings: ApplicationSettingValues): void {
  const restricted = restrictedVisibilityMessage(
    level,
    settings.restricted_visibility_levels,
    isAdmin(actor),
  );
  if (restricted) throw new DomainError('forbidden', undefined, { visibility_level: [restricted] });
}

/** The files of a snippet at a ref, in path order. */
export async function listFiles(repo: GitRepository, ref: string): Promise<string[]> {
  if (!(await repo.resolveCommit(ref))) return [];
  const out = await repo.text(['ls-tree', '-r', '-z', '--name-only', ref]);
  return out.split('\0').filter(Boolean);
}

function humanSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${Number(value.toFixed(1))} ${units[unit]}`;
}
