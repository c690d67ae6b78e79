import type { Readable } from 'node:stream';
import type { Actor } from '../../core/actor.ts';
import { badRequest, forbidden, notFound, payloadTooLarge, verbatimError } from '../../core/errors.ts';
import type { KeysetPageRequest, OffsetPageRequest, Page } from '../../core/pagination.ts';
import { decodeCursor, encodeCursor, pageWithTotal } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import type { ModuleDeps } from '../../services.ts';
import type { Pipeline } from '../ci/pipelines/pipeline.entity.ts';
import type { PipelinesService } from '../ci/pipelines/pipelines.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { PlanLimitsService } from '../plan-limits/plan-limits.service.ts';
import { Project } from '../projects/project.entity.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { FileTooLargeError, type PackageStore, type StoredFile } from './package-store.ts';
import { INSTALLABLE_STATUSES, Package, PackageFile, type PackageType } from './package.entity.ts';
import { PackageBuildInfos } from './package-build-infos.ts';
import type { PackageTag } from './package-tag.entity.ts';
import { PackageTags } from './package-tags.ts';
import type { PackagePipeline, PackageView } from './package-view.ts';
import {
  protectionAccessLevel,
  type PackageProtectionRulesService,
} from './protection/package-protection-rules.service.ts';

/** A file being published: where its bytes come from, and the package it belongs to. */
export interface PublishInput {
  type: PackageType;
  name: string;
  version: string;
  fileName: string;
  body: Readable | Buffer;
  /** Merged into the package's metadata (npm's version manifest, PyPI's fields). */
  metadata?: Record<string, unknown>;
  /** npm dist-tags that now point at this version. */
  tags?: string[];
  status?: 'default' | 'hidden';
}

/** The order of a GraphQL page of packages (GitLab's `PackageSort` and `PackageGroupSort`). */
export interface PackageOrder {
  column: 'createdAt' | 'name' | 'version' | 'packageType' | 'projectPath';
  direction: 'asc' | 'desc';
}

export interface PackageFilters {
  packageType?: string;
  packageName?: string;
  packageVersion?: string;
  includeVersionless?: boolean;
  /** Group lists: only the group's own projects. */
  excludeSubgroups?: boolean;
  status?: string;
  orderBy?: 'created_at' | 'name' | 'version' | 'type';
  sort?: 'asc' | 'desc';
}

/** GitLab's limit on the packages, or package files, one GraphQL call deletes. */
const MAX_BULK_DELETE = 100;

const LIMIT_KEYS = {
  npm: 'npmMaxFileSize',
  pypi: 'pypiMaxFileSize',
  generic: 'genericPackagesMaxFileSize',
} as const;

/**
 * The package registry: publishing files into packages (protection rules and plan limits checked
 * before anything is kept), reading them back for the registries, and the Packages API (lists,
 * details, files, deletion).
 */
export class PackagesService {
  private readonly deps: ModuleDeps;
  private readonly store: PackageStore;
  private readonly planLimits: PlanLimitsService;
  private readonly rules: PackageProtectionRulesService;
  private readonly groups: GroupsService;
  private readonly pipelines: PipelinesService;
  private readonly tags: PackageTags;
  private readonly buildInfos: PackageBuildInfos;

  constructor(
    deps: ModuleDeps,
    store: PackageStore,
    planLimits: PlanLimitsService,
    rules: PackageProtectionRulesService,
    pipelines: PipelinesService,
  ) {
    this.deps = deps;
    this.store = store;
    this.planLimits = planLimits;
    this.rules = rules;
    this.groups = deps.groups;
    this.pipelines = pipelines;
    this.tags = new PackageTags(deps.orm);
    this.buildInfos = new PackageBuildInfos(deps.orm);
  }

  private get em() {
    return this.deps.orm.em;
  }

  /** The project whose registry is read: 404 unless the caller may pull its packages. */
  async readable(actor: Actor, projectIdOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath, { redirects: 'follow' });
    authorize(actor, 'read_package', subject);
    return subject;
  }

  /** The project a package is pushed to: Developer, and no protection rule against the caller. */
  async writable(
    actor: Actor,
    projectIdOrPath: string | number,
    type: PackageType,
    name: string,
  ): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath, { redirects: 'follow' });
    authorize(actor, 'create_package', subject);
    const level = protectionAccessLevel(actor, subject);
    if (await this.rules.pushRefused(subject.project.id, type, name, level)) {
      throw type === 'npm'
        ? verbatimError('forbidden', 'Package protected.')
        : forbidden('Package protected.');
    }
    return subject;
  }

  /** The plan limit on one file of a package type, in bytes (0: no limit). */
  async maxFileBytes(type: PackageType): Promise<number> {
    const limit = (await this.planLimits.limits())[LIMIT_KEYS[type]];
    return typeof limit === 'number' && limit > 0 ? limit : Number.MAX_SAFE_INTEGER;
  }

  /**
   * Stores one file into the named package version (made when missing). The file goes to disk first,
   * streamed up to the plan limit; the rows are written after, and the file is removed if they fail.
   * A CI job's token records the job's pipeline on the package.
   */
  async publish(actor: Actor, subject: ProjectSubject, input: PublishInput): Promise<PackageFile> {
    for (const [field, value] of [
      ['name', input.name],
      ['version', input.version],
      ['file_name', input.fileName],
    ] as const) {
      if (value === '') throw badRequest(`${field} is missing`);
      if (value.length > 255) throw badRequest(`${field} is too long (maximum is 255 characters)`);
    }
    const stored = await this.storeFile(subject.project.id, input.type, input.body);
    try {
      return await this.deps.uow.run(async () => {
        let pkg = await this.em.findOne(Package, {
          project: subject.project.id,
          packageType: input.type,
          name: input.name,
          version: input.version,
        });
        if (pkg && input.type === 'npm') throw verbatimError('forbidden', 'Package already exists.');
        if (!pkg) {
          pkg = this.em.create(Package, {
            project: subject.project.id,
            packageType: input.type,
            name: input.name,
            version: input.version,
            status: input.status ?? 'default',
            metadata: input.metadata ?? {},
          });
        } else if (input.metadata) {
          pkg.metadata = { ...pkg.metadata, ...input.metadata };
        }
        if (input.tags?.length) await this.tags.point(pkg, input.tags);
        if (actor.jobToken) await this.buildInfos.record(pkg, actor.jobToken.pipelineId);
        const file = this.em.create(PackageFile, {
          package: pkg,
          fileName: input.fileName,
          size: stored.size,
          fileMd5: stored.md5,
          fileSha1: stored.sha1,
          fileSha256: stored.sha256,
          storePath: stored.storePath,
        });
        await this.em.flush();
        return file;
      });
    } catch (error) {
      await this.store.remove(stored.storePath);
      throw error;
    }
  }

  private async storeFile(
    projectId: number,
    type: PackageType,
    body: Readable | Buffer,
  ): Promise<StoredFile> {
    try {
      return await this.store.write(projectId, body, await this.maxFileBytes(type));
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      // npm's service refuses with its own words; the others as GitLab's file_too_large!.
      throw type === 'npm' ? verbatimError('bad_request', 'File is too large.') : payloadTooLarge();
    }
  }

  /** Sets or removes one npm dist-tag of a package name (the version must exist when setting). */
  async setTag(actor: Actor, projectIdOrPath: string, name: string, tag: string, version: string | null) {
    const subject = await this.writable(actor, projectIdOrPath, 'npm', name);
    await this.deps.uow.run(async () => {
      const versions = await this.tags.lockedVersions(subject.project.id, 'npm', name);
      if (versions.length === 0) throw notFound('Package');
      if (version === null) {
        await this.tags.remove(versions, tag);
      } else {
        const target = versions.find((p) => p.version === version);
        if (!target) throw notFound('Package');
        await this.tags.point(target, [tag]);
      }
      await this.em.flush();
    });
  }

  /** Every version of a package name in a project's registry, with their files and tags (oldest first). */
  async versions(
    subject: ProjectSubject,
    type: PackageType,
    match: { name?: string; normalizedPypiName?: string },
  ): Promise<{ pkg: Package; files: PackageFile[]; tags: string[] }[]> {
    const versions = await this.versionsIn([subject.project.id], type, match);
    const tags = await this.tags.of(versions.map((v) => v.pkg.id));
    return versions.map((v) => ({ ...v, tags: (tags.get(v.pkg.id) ?? []).map((t) => t.name) }));
  }

  /**
   * Every installable version of a package name in these projects' registries (deprecated ones
   * included, as npm shows them), with their files, oldest first.
   */
  async versionsIn(
    projectIds: readonly number[],
    type: PackageType,
    match: { name?: string; normalizedPypiName?: string },
  ): Promise<{ pkg: Package; files: PackageFile[] }[]> {
    if (projectIds.length === 0) return [];
    const where: Record<string, unknown> = {
      project: { $in: [...projectIds] },
      packageType: type,
      status: { $in: [...INSTALLABLE_STATUSES] },
    };
    if (match.name !== undefined) where.name = match.name;
    const packages = await this.em.find(Package, where, { orderBy: { id: 'asc' } });
    const chosen = packages.filter(
      (p) => match.name !== undefined || normalizePypiName(p.name) === match.normalizedPypiName,
    );
    if (chosen.length === 0) return [];
    const files = await this.em.find(
      PackageFile,
      { package: { $in: chosen.map((p) => p.id) } },
      { orderBy: { id: 'asc' } },
    );
    return chosen.map((pkg) => ({ pkg, files: files.filter((f) => f.package.id === pkg.id) }));
  }

  /** The names of the installable packages of a type in these projects, sorted. */
  async namesIn(projectIds: readonly number[], type: PackageType): Promise<string[]> {
    if (projectIds.length === 0) return [];
    const rows = await this.em.find(
      Package,
      { project: { $in: [...projectIds] }, packageType: type, status: { $in: [...INSTALLABLE_STATUSES] } },
      { fields: ['name'] },
    );
    return [...new Set(rows.map((r) => r.name))].sort();
  }

  /** A file of a package to download, newest first when names repeat; counts the download. */
  async fileToDownload(
    scope: ProjectSubject | readonly number[],
    type: PackageType,
    where: { name?: string; version?: string; fileName: string; sha256?: string },
  ): Promise<{ file: PackageFile; body: Readable }> {
    const files = await this.em.find(
      PackageFile,
      {
        fileName: where.fileName,
        ...(where.sha256 ? { fileSha256: where.sha256 } : {}),
        package: {
          project: { $in: 'project' in scope ? [scope.project.id] : [...scope] },
          packageType: type,
          ...(where.name !== undefined ? { name: where.name } : {}),
          ...(where.version !== undefined ? { version: where.version } : {}),
        },
      },
      { orderBy: { id: 'desc' }, limit: 1, populate: ['package'] },
    );
    const file = files[0];
    if (!file) throw notFound('Package file');
    await this.em.nativeUpdate(Package, { id: file.package.id }, { lastDownloadedAt: new Date() });
    return { file, body: this.store.stream(file.storePath) };
  }

  // ---------------------------------------------------------------- GraphQL

  /**
   * A keyset page of a project's packages, newest first (GitLab's CREATED_DESC); null when the caller
   * may not read them.
   */
  async pageOfProject(
    actor: Actor,
    subject: ProjectSubject,
    request: KeysetPageRequest,
    filters: Pick<PackageFilters, 'packageName' | 'packageType' | 'packageVersion' | 'status'>,
    order?: PackageOrder,
  ): Promise<Page<Package> | null> {
    if (!can(actor, 'read_package', subject)) return null;
    return this.keysetPage({ project: subject.project.id }, request, filters, order);
  }

  /**
   * A keyset page of the packages matching `scope` and the filters, hidden ones left out: newest
   * first unless `order` says otherwise (ties broken by id).
   */
  private async keysetPage(
    scope: Record<string, unknown>,
    request: KeysetPageRequest,
    filters: Pick<PackageFilters, 'packageName' | 'packageType' | 'packageVersion' | 'status'>,
    order: PackageOrder = { column: 'createdAt', direction: 'desc' },
  ): Promise<Page<Package>> {
    const forward = request.direction === 'forward';
    // As GitLab: a status asked for lists the packages in it, hidden ones included.
    const where: Record<string, unknown> = { ...scope, status: filters.status ?? { $ne: 'hidden' } };
    if (filters.packageType) where.packageType = filters.packageType;
    if (filters.packageName) where.name = { $ilike: containing(filters.packageName) };
    if (filters.packageVersion) where.version = filters.packageVersion;
    // Paging backwards reads the order reversed, then turns the page around.
    const direction = forward === (order.direction === 'desc') ? 'desc' : 'asc';
    const beyond = direction === 'desc' ? '$lt' : '$gt';
    const keyed = order.column !== 'createdAt';
    const onColumn = (condition: unknown): Record<string, unknown> =>
      order.column === 'projectPath' ? { project: { path: condition } } : { [order.column]: condition };
    let after: Record<string, unknown> = {};
    if (request.cursor && keyed) {
      const [value, id] = decodeCursor(request.cursor, 2);
      after = {
        $or: [onColumn({ [beyond]: value }), { ...onColumn(value), id: { [beyond]: Number(id) } }],
      };
    } else if (request.cursor) {
      const [id] = decodeCursor(request.cursor, 1);
      after = { id: { [beyond]: Number(id) } };
    }
    const rows = await this.em.find(
      Package,
      { $and: [where, after] },
      {
        orderBy: keyed ? [onColumn(direction), { id: direction }] : [{ id: direction }],
        populate: order.column === 'projectPath' ? ['project'] : [],
        limit: request.size + 1,
      },
    );
    const more = rows.length > request.size;
    const items = rows.slice(0, request.size);
    if (!forward) items.reverse();
    const keyOf = (pkg: Package): string =>
      order.column === 'projectPath'
        ? pkg.project.path
        : String(pkg[order.column as 'name' | 'version' | 'packageType']);
    return {
      items,
      cursorAt: (i) => encodeCursor(keyed ? [keyOf(items[i]!), items[i]!.id] : [items[i]!.id]),
      hasNextPage: forward ? more : request.cursor !== null,
      hasPreviousPage: forward ? request.cursor !== null : more,
      page: null,
      perPage: request.size,
      total: null,
      count: async () => this.em.count(Package, where),
    };
  }

  /** Packages by id, for `node(id:)`: null where missing, hidden, or not readable by the caller. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(Package | null)[]> {
    const found = await this.em.find(Package, { id: { $in: [...ids] }, status: { $ne: 'hidden' } });
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_package',
      found.map((p) => p.project.id),
    );
    return ids.map((id) => {
      const pkg = found.find((p) => p.id === id);
      return pkg && readable.has(pkg.project.id) ? pkg : null;
    });
  }

  /** GraphQL's `package(id:)`: the package when the caller may read it, else null. */
  async readableById(actor: Actor, id: number): Promise<Package | null> {
    const [pkg] = await this.loadMany(actor, [id]);
    return pkg ?? null;
  }

  /** The files of a package already read through `readableById`, oldest first. */
  async filesOf(pkg: Package): Promise<PackageFile[]> {
    return this.em.find(PackageFile, { package: pkg.id }, { orderBy: { id: 'asc' } });
  }

  /** The tags of packages already read, oldest first. */
  async tagsOf(packageIds: readonly number[]): Promise<Map<number, PackageTag[]>> {
    return this.tags.of(packageIds);
  }

  /**
   * The ids of the pipelines that built packages already read, newest first; the pipelines are
   * read through their own service, which shows only those the caller may read.
   */
  async pipelineIdsOf(packageIds: readonly number[]): Promise<Map<number, number[]>> {
    return this.buildInfos.pipelineIdsOf(packageIds);
  }

  /** For each package already read: does a protection rule of its project match it? */
  async protectionRuleExists(packages: readonly Package[]): Promise<boolean[]> {
    return this.rules.anyMatches(
      packages.map((p) => ({ projectId: p.project.id, packageType: p.packageType, name: p.name })),
    );
  }

  /**
   * A keyset page of the other versions of a package already read (its project, type and name), by
   * version, as GitLab's `versions`; hidden ones left out.
   */
  async pageOfVersions(pkg: Package, request: KeysetPageRequest): Promise<Page<Package>> {
    return this.keysetPage(
      {
        project: pkg.project.id,
        packageType: pkg.packageType,
        name: pkg.name,
        version: { $ne: pkg.version },
      },
      request,
      {},
      { column: 'version', direction: 'asc' },
    );
  }

  /** GraphQL's `destroyPackageFile`: the file by its id alone (its package and project found from it). */
  async deleteFileById(actor: Actor, fileId: number): Promise<void> {
    const file = await this.em.findOne(PackageFile, { id: fileId }, { populate: ['package'] });
    if (!file) throw notFound();
    await this.deleteFile(actor, file.package.project.id, file.package.id, fileId);
  }

  /**
   * GraphQL's `destroyPackages`: packages by id, possibly of several projects. Every one is checked
   * (found, Maintainer of its project, not deletion protected) before any is deleted.
   */
  async deleteManyById(actor: Actor, ids: readonly number[]): Promise<void> {
    if (ids.length > MAX_BULK_DELETE) throw badRequest(`Cannot delete more than ${MAX_BULK_DELETE} packages`);
    const paths = await this.deps.uow.run(async () => {
      const packages = await this.em.find(Package, { id: { $in: [...ids] }, status: { $ne: 'hidden' } });
      if (packages.length !== new Set(ids).size) throw notFound();
      const subjects = new Map<number, ProjectSubject>();
      for (const pkg of packages) {
        let subject = subjects.get(pkg.project.id);
        if (!subject) subjects.set(pkg.project.id, (subject = await this.deletable(actor, pkg.project.id)));
        await this.refuseProtectedDelete(actor, subject, pkg);
      }
      const files = await this.em.find(PackageFile, { package: { $in: packages.map((p) => p.id) } });
      for (const file of files) this.em.remove(file);
      for (const pkg of packages) this.em.remove(pkg);
      await this.em.flush();
      return files.map((f) => f.storePath);
    });
    await Promise.all(paths.map((p) => this.store.remove(p)));
  }

  /**
   * GraphQL's `destroyPackageFiles`: files of one project's packages by id, all checked before any
   * is deleted.
   */
  async deleteFilesOfProject(actor: Actor, projectPath: string, fileIds: readonly number[]): Promise<void> {
    if (fileIds.length > MAX_BULK_DELETE)
      throw badRequest(`Cannot delete more than ${MAX_BULK_DELETE} files`);
    const subject = await this.deletable(actor, projectPath);
    const paths = await this.deps.uow.run(async () => {
      const files = await this.em.find(
        PackageFile,
        { id: { $in: [...fileIds] }, package: { project: subject.project.id, status: { $ne: 'hidden' } } },
        { populate: ['package'] },
      );
      if (files.length !== new Set(fileIds).size) throw notFound();
      const checked = new Set<number>();
      for (const file of files) {
        if (checked.has(file.package.id)) continue;
        checked.add(file.package.id);
        await this.refuseProtectedDelete(actor, subject, file.package);
      }
      for (const file of files) this.em.remove(file);
      await this.em.flush();
      return files.map((f) => f.storePath);
    });
    await Promise.all(paths.map((p) => this.store.remove(p)));
  }

  /**
   * GraphQL's `Group.packages`: a keyset page of the packages of the group's projects (and its
   * subgroups') that the caller may read, newest first.
   */
  async pageOfGroup(
    actor: Actor,
    groupId: number,
    request: KeysetPageRequest,
    filters: Pick<PackageFilters, 'packageName' | 'packageType' | 'packageVersion' | 'status'>,
    order?: PackageOrder,
  ): Promise<Page<Package>> {
    const projects = await this.em.find(
      Project,
      { namespace: { traversalIds: { $contains: [groupId] } } },
      { fields: ['id'] },
    );
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_package',
      projects.map((p) => p.id),
    );
    return this.keysetPage({ project: { $in: [...readable.keys()] } }, request, filters, order);
  }

  // ---------------------------------------------------------------- Packages API

  async listForProject(
    actor: Actor,
    projectIdOrPath: string | number,
    filters: PackageFilters,
    page: OffsetPageRequest,
  ): Promise<Page<PackageView>> {
    const subject = await this.readableForApi(actor, projectIdOrPath);
    return this.listIn(actor, new Map([[subject.project.id, subject.project]]), filters, page);
  }

  async listForGroup(
    actor: Actor,
    groupIdOrPath: string | number,
    filters: PackageFilters,
    page: OffsetPageRequest,
  ): Promise<Page<PackageView>> {
    const group = await this.groups.find(actor, groupIdOrPath);
    const projects = await this.em.find(
      Project,
      filters.excludeSubgroups
        ? { namespace: group.group.id }
        : { namespace: { traversalIds: { $contains: [group.group.id] } } },
      { fields: ['id'] },
    );
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_package',
      projects.map((p) => p.id),
    );
    return this.listIn(actor, new Map([...readable].map(([id, s]) => [id, s.project])), filters, page);
  }

  private async listIn(
    actor: Actor,
    projects: Map<number, Project>,
    filters: PackageFilters,
    page: OffsetPageRequest,
  ): Promise<Page<PackageView>> {
    if (projects.size === 0) return pageWithTotal([], page, 0);
    const where: Record<string, unknown> = { project: { $in: [...projects.keys()] } };
    if (filters.packageType) where.packageType = filters.packageType;
    if (filters.packageName) where.name = { $ilike: containing(filters.packageName) };
    if (filters.packageVersion) where.version = filters.packageVersion;
    where.status = filters.status ?? { $ne: 'hidden' };
    const column = { created_at: 'createdAt', name: 'name', version: 'version', type: 'packageType' }[
      filters.orderBy ?? 'created_at'
    ];
    const direction = filters.sort ?? 'asc';
    const [items, total] = await this.em.findAndCount(Package, where, {
      orderBy: { [column]: direction, id: direction },
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
    });
    const views = await this.views(
      actor,
      items.map((pkg) => ({ pkg, project: projects.get(pkg.project.id)! })),
    );
    return pageWithTotal(views, page, total);
  }

  async get(actor: Actor, projectIdOrPath: string | number, packageId: number): Promise<PackageView> {
    const subject = await this.readableForApi(actor, projectIdOrPath);
    const pkg = await this.findPackage(subject, packageId);
    const [view] = await this.views(actor, [{ pkg, project: subject.project }]);
    return view!;
  }

  /**
   * Packages with their tags and the pipelines that built them, read for all of them at once: the
   * pipelines the caller may read, with their users.
   */
  private async views(actor: Actor, items: { pkg: Package; project: Project }[]): Promise<PackageView[]> {
    const ids = items.map((v) => v.pkg.id);
    const tags = await this.tags.of(ids);
    const built = await this.buildInfos.pipelineIdsOf(ids);
    const pipelineIds = [...new Set([...built.values()].flat())];
    const pipelines = new Map<number, PackagePipeline>();
    if (pipelineIds.length > 0) {
      const found = (await this.pipelines.loadMany(actor, pipelineIds)).filter(
        (p): p is Pipeline => p !== null,
      );
      const projects = await this.deps.projects.loadMany(actor, [...new Set(found.map((p) => p.project.id))]);
      const paths = new Map(
        projects.flatMap((s) => (s ? [[s.project.id, s.project.fullPath] as const] : [])),
      );
      const userIds = [...new Set(found.flatMap((p) => (p.user ? [p.user.id] : [])))];
      const users = userIds.length > 0 ? await this.deps.users.loadMany(actor, userIds) : [];
      for (const pipeline of found) {
        const path = paths.get(pipeline.project.id);
        if (path === undefined) continue;
        const user = users.find((u) => u !== null && u.id === pipeline.user?.id) ?? null;
        pipelines.set(pipeline.id, { pipeline, projectPath: path, user });
      }
    }
    return items.map(({ pkg, project }) => ({
      pkg,
      project,
      tags: tags.get(pkg.id) ?? [],
      pipelines: (built.get(pkg.id) ?? []).flatMap((id) => pipelines.get(id) ?? []),
    }));
  }

  async files(
    actor: Actor,
    projectIdOrPath: string | number,
    packageId: number,
    page: OffsetPageRequest,
  ): Promise<Page<PackageFile>> {
    const subject = await this.readableForApi(actor, projectIdOrPath);
    const pkg = await this.findPackage(subject, packageId);
    const [items, total] = await this.em.findAndCount(
      PackageFile,
      { package: pkg.id },
      { orderBy: { id: 'asc' }, limit: page.perPage, offset: (page.page - 1) * page.perPage },
    );
    return pageWithTotal(items, page, total);
  }

  async delete(actor: Actor, projectIdOrPath: string | number, packageId: number): Promise<void> {
    const subject = await this.deletable(actor, projectIdOrPath);
    await this.destroy(actor, subject, async () => [await this.findPackage(subject, packageId)]);
  }

  /**
   * Deletes packages of a project with their files, in one transaction; a protection rule against
   * the caller on any of them refuses all. `choose` finds them inside that transaction. The caller
   * was authorized on the project first (`deletable`).
   */
  async destroy(actor: Actor, subject: ProjectSubject, choose: () => Promise<Package[]>): Promise<void> {
    const paths = await this.deps.uow.run(async () => {
      const packages = await choose();
      for (const pkg of packages) await this.refuseProtectedDelete(actor, subject, pkg);
      const files = await this.em.find(PackageFile, { package: { $in: packages.map((p) => p.id) } });
      // The files go with them (a file left managed would write its package back).
      for (const file of files) this.em.remove(file);
      for (const pkg of packages) this.em.remove(pkg);
      await this.em.flush();
      return files.map((f) => f.storePath);
    });
    await Promise.all(paths.map((p) => this.store.remove(p)));
  }

  /** GraphQL's `destroyPackage`: the package by its id alone (its project found from it). */
  async deleteById(actor: Actor, packageId: number): Promise<void> {
    const pkg = await this.em.findOne(Package, { id: packageId }, { fields: ['id', 'project'] });
    if (!pkg) throw notFound();
    await this.delete(actor, pkg.project.id, packageId);
  }

  async deleteFile(
    actor: Actor,
    projectIdOrPath: string | number,
    packageId: number,
    fileId: number,
  ): Promise<void> {
    const subject = await this.deletable(actor, projectIdOrPath);
    const storePath = await this.deps.uow.run(async () => {
      const pkg = await this.findPackage(subject, packageId);
      const file = await this.em.findOne(PackageFile, { id: fileId, package: pkg.id });
      if (!file) throw notFound();
      await this.refuseProtectedDelete(actor, subject, pkg);
      this.em.remove(file);
      await this.em.flush();
      return file.storePath;
    });
    await this.store.remove(storePath);
  }

  private async refuseProtectedDelete(actor: Actor, subject: ProjectSubject, pkg: Package): Promise<void> {
    const level = protectionAccessLevel(actor, subject);
    if (await this.rules.deleteRefused(subject.project.id, pkg.packageType, pkg.name, level)) {
      throw forbidden('Package is deletion protected.');
    }
  }

  private async readableForApi(actor: Actor, projectIdOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'read_package', subject);
    return subject;
  }

  /** The project whose packages are deleted: Maintainer (protection rules are asked per package). */
  async deletable(
    actor: Actor,
    projectIdOrPath: string | number,
    options: { redirects?: 'follow' } = {},
  ): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath, options);
    authorize(actor, 'destroy_package', subject);
    return subject;
  }

  private async findPackage(subject: ProjectSubject, packageId: number): Promise<Package> {
    const pkg = await this.em.findOne(Package, { id: packageId, project: subject.project.id });
    if (!pkg || pkg.status === 'hidden') throw notFound();
    return pkg;
  }
}

/** PyPI's name normalisation (PEP 503): runs of `-`, `_`, `.` become one `-`, lower case. */
export function normalizePypiName(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase();
}

/** An ILIKE pattern matching names that contain `text` (its own wildcards taken literally). */
function containing(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
