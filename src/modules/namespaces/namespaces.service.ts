import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Visibility } from '../../core/access.ts';
import { invalidField } from '../../core/errors.ts';
import type { User } from '../users/user.entity.ts';
import { Namespace } from './namespace.entity.ts';
import { isReservedTopLevelPath, pathFormatError } from './path-rules.ts';
import { RedirectRoute } from './redirect-route.entity.ts';

/** What a full path leads to: a live namespace or project, or an old path redirecting to one. */
export type RouteTarget =
  | { kind: 'Namespace' | 'Project'; id: number; redirected: false }
  | { kind: 'Namespace' | 'Project'; id: number; redirected: true };

/**
 * The URL space shared by namespaces (users' and groups') and projects: path rules, uniqueness of
 * full paths across both, personal namespaces, and moving a path (rename, transfer) together with
 * everything under it, leaving redirect routes behind.
 */
export class NamespacesService {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get em() {
    return this.orm.em;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /**
   * Checks a path for a namespace under `parent` (null: top level). Throws a field error naming
   * `field` when the path is malformed, reserved or taken.
   */
  async assertNamespacePathAvailable(
    path: string,
    parent: Namespace | null,
    field = 'path',
    except?: { kind: 'Namespace' | 'Project'; id: number },
  ): Promise<string> {
    const formatError = pathFormatError(path);
    if (formatError) throw invalidField(field, formatError);
    if (!parent && isReservedTopLevelPath(path)) throw invalidField(field, `${path} is a reserved name`);
    const fullPath = parent ? `${parent.fullPath}/${path}` : path;
    if (await this.isTaken(fullPath, except)) throw invalidField(field, 'has already been taken');
    return fullPath;
  }

  /** Is a full path used by a live namespace or project (other than `except`)? Redirects do not count. */
  async isTaken(fullPath: string, except?: { kind: 'Namespace' | 'Project'; id: number }): Promise<boolean> {
    const exceptNamespace = except?.kind === 'Namespace' ? except.id : -1;
    const exceptProject = except?.kind === 'Project' ? except.id : -1;
    const { rows } = await sql<{ taken: boolean }>`
      select exists(select 1 from namespaces where lower(full_path) = lower(${fullPath}) and id <> ${exceptNamespace})
          or exists(select 1 from projects where lower(full_path) = lower(${fullPath}) and id <> ${exceptProject}) as taken`.execute(
      this.db,
    );
    return rows[0]?.taken === true;
  }

  /** Creates the personal namespace of a new user, named after the user. */
  async createPersonal(user: User): Promise<Namespace> {
    await this.releaseRedirect(user.username);
    const namespace = this.em.create(Namespace, {
      kind: 'User',
      name: user.name,
      path: user.username,
      fullPath: user.username,
      fullName: user.name,
      owner: user,
      parent: null,
      visibilityLevel: Visibility.public,
      traversalIds: [],
    });
    await this.em.flush();
    namespace.traversalIds = [namespace.id];
    return namespace;
  }

  /** Persists a new group namespace under `parent`, computing its full path, name and traversal ids. */
  async createGroupNamespace(data: {
    name: string;
    path: string;
    parent: Namespace | null;
    attributes: Partial<Namespace>;
  }): Promise<Namespace> {
    const fullPath = data.parent ? `${data.parent.fullPath}/${data.path}` : data.path;
    await this.releaseRedirect(fullPath);
    const namespace = this.em.create(Namespace, {
      ...data.attributes,
      kind: 'Group',
      name: data.name,
      path: data.path,
      parent: data.parent,
      fullPath,
      fullName: data.parent ? `${data.parent.fullName} / ${data.name}` : data.name,
      traversalIds: [],
    });
    await this.em.flush();
    namespace.traversalIds = [...(data.parent?.traversalIds ?? []), namespace.id];
    await this.em.flush();
    return namespace;
  }

  /**
   * Moves a namespace to a new path and/or parent (rename or transfer), updating the full paths,
   * full names and traversal ids of every namespace and project below it, and leaving a redirect
   * route at each old path.
   */
  async move(
    namespace: Namespace,
    changes: { path?: string; name?: string; parent?: Namespace | null },
  ): Promise<void> {
    const parent = changes.parent === undefined ? (namespace.parent ?? null) : changes.parent;
    const path = changes.path ?? namespace.path;
    const name = changes.name ?? namespace.name;
    const old = {
      fullPath: namespace.fullPath,
      fullName: namespace.fullName,
      depth: namespace.traversalIds.length,
    };
    const fullPath = parent ? `${parent.fullPath}/${path}` : path;
    const fullName = parent ? `${parent.fullName} / ${name}` : name;
    const traversal = [...(parent?.traversalIds ?? []), namespace.id];
    const db = this.db;

    if (old.fullPath !== fullPath) {
      // Every path in the subtree, as it is now, becomes a redirect to the same thing.
      await sql`
        insert into redirect_routes (source_type, source_id, path, created_at)
        select 'Namespace', id, full_path, now() from namespaces where ${namespace.id} = any(traversal_ids)
        union all
        select 'Project', p.id, p.full_path, now() from projects p join namespaces n on n.id = p.namespace_id
        where ${namespace.id} = any(n.traversal_ids)
        on conflict do nothing`.execute(db);
    }

    namespace.path = path;
    namespace.name = name;
    namespace.parent = parent;
    namespace.fullPath = fullPath;
    namespace.fullName = fullName;
    namespace.traversalIds = traversal;
    await this.em.flush();

    await sql`
      update namespaces set
        full_path = ${fullPath} || substr(full_path, ${old.fullPath.length + 1}),
        full_name = ${fullName} || substr(full_name, ${old.fullName.length + 1}),
        traversal_ids = ${traversal}::int[] || traversal_ids[${old.depth + 1}:]
      where ${namespace.id} = any(traversal_ids) and id <> ${namespace.id}`.execute(db);
    await sql`
      update projects p set full_path = n.full_path || '/' || p.path
      from namespaces n where n.id = p.namespace_id and ${namespace.id} = any(n.traversal_ids)`.execute(db);
    // A path now live again (moved back) must not redirect anywhere.
    await sql`
      delete from redirect_routes r where
        exists (select 1 from namespaces n where lower(n.full_path) = lower(r.path) and ${namespace.id} = any(n.traversal_ids))
        or exists (select 1 from projects p join namespaces n on n.id = p.namespace_id
          where lower(p.full_path) = lower(r.path) and ${namespace.id} = any(n.traversal_ids))`.execute(db);
  }

  /** A namespace (a user's or a group) by integer id or full path; old paths are not followed. */
  async findByIdOrPath(idOrPath: string | number): Promise<Namespace | null> {
    const value = String(idOrPath);
    if (/^\d+$/.test(value))
      return this.em.findOne(Namespace, { id: Number(value) }, { populate: ['owner'] });
    return this.em.findOne(
      Namespace,
      { fullPath: { $ilike: value.replace(/[\\%_]/g, '\\$&') } },
      { populate: ['owner'] },
    );
  }

  /** The personal namespace of a user. */
  /** The personal namespaces of many users, in one query, by user id. */
  async personalNamespacesOf(userIds: readonly number[]): Promise<Map<number, Namespace>> {
    if (userIds.length === 0) return new Map();
    const found = await this.em.find(Namespace, { kind: 'User', owner: { $in: [...userIds] } });
    return new Map(found.map((ns) => [ns.owner!.id, ns]));
  }

  async personalNamespaceOf(userId: number): Promise<Namespace | null> {
    return this.em.findOne(Namespace, { kind: 'User', owner: userId }, { populate: ['owner'] });
  }

  /**
   * Lowers everything below a namespace (subgroups and projects) to at most `level` visibility, as
   * when a group moves under a less visible parent. The namespace itself is left to the caller.
   */
  async capVisibility(namespace: Namespace, level: number): Promise<void> {
    await sql`
      update namespaces set visibility_level = ${level}
      where ${namespace.id} = any(traversal_ids) and id <> ${namespace.id} and visibility_level > ${level}`.execute(
      this.db,
    );
    await sql`
      update projects p set visibility_level = ${level} from namespaces n
      where n.id = p.namespace_id and ${namespace.id} = any(n.traversal_ids) and p.visibility_level > ${level}`.execute(
      this.db,
    );
  }

  /** Resolves a full path to a live namespace or project, or to the target of a redirect route. */
  async resolve(fullPath: string): Promise<RouteTarget | null> {
    // A namespace and a project never share a path; were they to, the namespace would win.
    const { rows } = await sql<{ kind: 'Namespace' | 'Project'; id: number }>`
      select 'Namespace' as kind, id from namespaces where lower(full_path) = lower(${fullPath})
      union all
      select 'Project' as kind, id from projects where lower(full_path) = lower(${fullPath})
      order by kind limit 1`.execute(this.db);
    const found = rows[0];
    if (found) return { kind: found.kind, id: found.id, redirected: false };
    const redirect = await this.em.findOne(RedirectRoute, {
      path: { $ilike: fullPath.replace(/[\\%_]/g, '\\$&') },
    });
    if (redirect) return { kind: redirect.sourceType, id: redirect.sourceId, redirected: true };
    return null;
  }

  /** Records that a project's old full path should redirect to it. */
  async addProjectRedirect(projectId: number, oldFullPath: string): Promise<void> {
    await sql`
      insert into redirect_routes (source_type, source_id, path, created_at)
      values ('Project', ${projectId}, ${oldFullPath}, now()) on conflict do nothing`.execute(this.db);
  }

  /** A new namespace or project taking a path removes the redirect that pointed elsewhere from it. */
  async releaseRedirect(fullPath: string): Promise<void> {
    await sql`delete from redirect_routes where lower(path) = lower(${fullPath})`.execute(this.db);
  }

  /** Removes every redirect to a deleted namespace or project. */
  async removeRedirectsTo(kind: 'Namespace' | 'Project', id: number): Promise<void> {
    await sql`delete from redirect_routes where source_type = ${kind} and source_id = ${id}`.execute(this.db);
  }
}
