import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import {
  addFieldError,
  notFound,
  throwIfInvalid,
  verbatimError,
  type FieldErrors,
} from '../../core/errors.ts';
import { nextInternalId } from '../../core/internal-ids.ts';
import { mapPage, type KeysetPageRequest, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { MilestoneState } from './milestone.entity.ts';
import type { MilestoneView } from './milestone-view.ts';
import {
  MilestonesFinder,
  scopesOf,
  scopesOfProjects,
  type MilestoneFilters,
  type MilestoneRow,
  type MilestoneSort,
} from './milestones.finder.ts';
import type { MilestoneParent, MilestoneParentRef } from './milestones.policy.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** A milestone was created, changed, closed, reopened or deleted (for hooks and subscriptions). */
    'milestone.changed': {
      milestoneId: number;
      projectId: number | null;
      groupId: number | null;
      action: 'create' | 'update' | 'close' | 'reopen' | 'delete';
      actorId: number | null;
    };
  }
}

/** Advisory locks (with a group or project id) that serialise title checks within a hierarchy. */
const GROUP_TITLE_LOCK = 7_501;
const PROJECT_TITLE_LOCK = 7_502;

const TITLE_TAKEN = 'already being used for another group or project milestone.';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TITLE_MAX = 255;

export interface MilestoneListOptions extends MilestoneFilters {
  /** The project's groups, or the group's ancestors (REST `include_ancestors`, GraphQL `includeAncestors`). */
  includeAncestors?: boolean;
  /** A group's subgroups and their projects (groups only). */
  includeDescendants?: boolean;
  sort?: MilestoneSort;
}

export interface MilestoneCreateInput {
  title: string;
  description?: string | null;
  /** YYYY-MM-DD; null or '' for none. */
  dueDate?: string | null;
  startDate?: string | null;
}

export interface MilestoneUpdateInput {
  title?: string;
  description?: string | null;
  dueDate?: string | null;
  startDate?: string | null;
  stateEvent?: 'close' | 'activate';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** GitLab's title clean-up: markup removed (the text kept), HTML entities read, surrounding blanks stripped. */
function cleanTitle(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!)
    .trim();
}

/** Today's date (UTC), YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Milestones of projects and groups: lists with GitLab's filters, the operations (create, update,
 * close and reopen, delete) with GitLab's validations (title required and unique within the
 * hierarchy, the due date after the start date), iids numbered per project and per group, and the
 * lookups other modules use (a merge request's milestone, GraphQL loaders).
 */
export class MilestonesService {
  private readonly deps: ModuleDeps;
  private readonly finder: MilestonesFinder;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.finder = new MilestonesFinder(deps.orm);
  }

  // ------------------------------------------------------------------ reads

  /** A page of a project's or group's milestones (REST lists). */
  async list(
    actor: Actor,
    ref: MilestoneParentRef,
    options: MilestoneListOptions,
    request: PageRequest,
  ): Promise<Page<MilestoneView>> {
    const parent = await this.parent(actor, ref, 'read');
    const scopes =
      parent.kind === 'project'
        ? scopesOfProjects([parent.subject.project.id], options.includeAncestors ?? false)
        : scopesOf([await this.groupScope(actor, parent.subject, options)]);
    const page = await this.finder.page(
      scopes,
      this.filters(options),
      options.sort ?? 'due_date_asc',
      request,
    );
    return mapPage(page, (rows) => rows.map((r) => this.view(r)));
  }

  /** One milestone of a project or group (its own, not its ancestors'), by id. */
  async get(actor: Actor, ref: MilestoneParentRef, milestoneId: number): Promise<MilestoneView> {
    const parent = await this.parent(actor, ref, 'read');
    return this.view(await this.own(parent, milestoneId));
  }

  /**
   * What a milestone's merge requests (or issues) cover, for the module that will serve
   * `GET .../milestones/:milestone_id/merge_requests`: the milestone, read as `get` reads it, and its
   * project or group (GitLab lists the records carrying that milestone's title in the project, or in
   * the group and its subgroups).
   */
  async issuableScope(
    actor: Actor,
    ref: MilestoneParentRef,
    milestoneId: number,
  ): Promise<{ milestone: MilestoneView; parent: MilestoneParent }> {
    const parent = await this.parent(actor, ref, 'read');
    return { milestone: this.view(await this.own(parent, milestoneId)), parent };
  }

  /**
   * The milestone a merge request (or issue) of this project may name: one of the project's own or
   * of one of its ancestor groups, which the actor may read; null otherwise.
   */
  async findForProject(
    actor: Actor,
    project: ProjectSubject,
    milestoneId: number,
  ): Promise<MilestoneView | null> {
    if (!can(actor, 'read_milestone', project)) return null;
    const [row] = await this.finder.byIds([milestoneId]);
    if (!row) return null;
    if (row.project_id === project.project.id) return this.view(row);
    if (row.group_id === null) return null;
    const ancestors = await this.ancestorGroupIdsOfProject(project.project.id);
    return ancestors.includes(row.group_id) ? this.view(row) : null;
  }

  /**
   * For lists filtered by milestone title (a project's merge requests with `milestone=`): the ids
   * of the milestones of that title the project's records may carry, its own and its groups'.
   */
  async idsForProjectByTitle(projectId: number, title: string): Promise<number[]> {
    const page = await this.finder.page(scopesOfProjects([projectId], true), { title }, 'due_date_asc', {
      kind: 'offset',
      page: 1,
      perPage: 100,
    });
    return page.items.map((r) => r.id);
  }

  /**
   * Milestones by id without a permission check, in one statement: for presenting what a record the
   * caller already reads points to (a merge request's `milestone`).
   */
  async viewsByIds(ids: readonly number[]): Promise<Map<number, MilestoneView>> {
    const rows = await this.finder.byIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, this.view(r)]));
  }

  /** The project or group a milestone belongs to, if the actor may read it (mutations by global id). */
  async parentOf(actor: Actor, milestoneId: number): Promise<MilestoneParentRef> {
    const [view] = await this.loadMany(actor, [milestoneId]);
    if (!view) throw notFound('Milestone');
    return view.projectId !== null
      ? { kind: 'project', id: view.projectId }
      : { kind: 'group', id: view.groupId! };
  }

  /** Milestones by id, null where missing or not readable by the actor (GraphQL nodes and loaders). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(MilestoneView | null)[]> {
    const rows = await this.finder.byIds(ids);
    const projectIds = [...new Set(rows.flatMap((r) => (r.project_id === null ? [] : [r.project_id])))];
    const groupIds = [...new Set(rows.flatMap((r) => (r.group_id === null ? [] : [r.group_id])))];
    const [projects, groups] = await Promise.all([
      this.deps.projects.withAbility(actor, 'read_milestone', projectIds),
      this.deps.groups.withAbility(actor, 'read_group', groupIds),
    ]);
    const byId = new Map(
      rows
        .filter((r) => (r.project_id !== null ? projects.has(r.project_id) : groups.has(r.group_id!)))
        .map((r) => [r.id, this.view(r)]),
    );
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * The same page of milestones of many projects (GraphQL's `Project.milestones` for a page of
   * projects), in one statement. Projects whose milestones the actor may not read are left out.
   */
  async pageByProject(
    actor: Actor,
    projects: readonly ProjectSubject[],
    options: MilestoneListOptions,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MilestoneView>>> {
    const ids = projects.filter((p) => can(actor, 'read_milestone', p)).map((p) => p.project.id);
    if (ids.length === 0) return new Map();
    const pages = await this.finder.pageByParent(
      scopesOfProjects(ids, options.includeAncestors ?? false),
      ids,
      this.filters(options),
      options.sort ?? 'due_date_asc',
      request,
    );
    return this.viewPages(pages);
  }

  /** The same page of milestones of many groups (GraphQL's `Group.milestones`). */
  async pageByGroup(
    actor: Actor,
    groups: readonly GroupSubject[],
    options: MilestoneListOptions,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MilestoneView>>> {
    const visible = groups.filter((g) => can(actor, 'read_group', g));
    if (visible.length === 0) return new Map();
    const entries = await Promise.all(visible.map((g) => this.groupScope(actor, g, options)));
    const pages = await this.finder.pageByParent(
      scopesOf(entries),
      visible.map((g) => g.group.id),
      this.filters(options),
      options.sort ?? 'due_date_asc',
      request,
    );
    return this.viewPages(pages);
  }

  // ------------------------------------------------------------------ writes

  async create(actor: Actor, ref: MilestoneParentRef, input: MilestoneCreateInput): Promise<MilestoneView> {
    const parent = await this.parent(actor, ref, 'admin');
    const errors: FieldErrors = {};
    const title = cleanTitle(input.title);
    this.checkTitle(errors, title);
    const dates = this.dates(errors, input.startDate ?? null, input.dueDate ?? null);
    throwIfInvalid(errors);
    const id = await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      const hierarchy = await this.lockHierarchy(tx, parent);
      if (await this.finder.titleTaken(db, hierarchy, title, null)) {
        throwIfInvalid({ title: [TITLE_TAKEN] });
      }
      const iid =
        parent.kind === 'project'
          ? await nextInternalId(
              tx,
              'milestones',
              { projectId: parent.subject.project.id },
              sql`select max(iid) from milestones where project_id = ${parent.subject.project.id}`,
            )
          : await nextInternalId(
              tx,
              'milestones',
              { namespaceId: parent.subject.group.id },
              sql`select max(iid) from milestones where group_id = ${parent.subject.group.id}`,
            );
      const { rows } = await sql<{ id: number }>`
        insert into milestones (iid, project_id, group_id, title, description, state, due_date, start_date, created_at, updated_at)
        values (${iid}, ${parent.kind === 'project' ? parent.subject.project.id : null}::int,
          ${parent.kind === 'group' ? parent.subject.group.id : null}::int, ${title}, ${input.description ?? null},
          'active', ${dates.due}::date, ${dates.start}::date, now(), now())
        returning id`.execute(db);
      const id = rows[0]!.id;
      tx.emit('milestone.changed', {
        milestoneId: id,
        ...this.owner(parent),
        action: 'create',
        actorId: actor.user?.id ?? null,
      });
      return id;
    });
    return this.view(await this.own(parent, id));
  }

  async update(
    actor: Actor,
    ref: MilestoneParentRef,
    milestoneId: number,
    input: MilestoneUpdateInput,
  ): Promise<MilestoneView> {
    const parent = await this.parent(actor, ref, 'admin');
    const current = await this.own(parent, milestoneId);
    const errors: FieldErrors = {};
    // As GitLab's title writer, a blank title leaves the title as it was.
    const title = input.title === undefined || !input.title.trim() ? current.title : cleanTitle(input.title);
    this.checkTitle(errors, title);
    const dates = this.dates(
      errors,
      input.startDate === undefined ? current.start_date : input.startDate,
      input.dueDate === undefined ? current.due_date : input.dueDate,
    );
    throwIfInvalid(errors);
    const state: MilestoneState =
      input.stateEvent === 'close' ? 'closed' : input.stateEvent === 'activate' ? 'active' : current.state;
    await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      if (title !== current.title) {
        const hierarchy = await this.lockHierarchy(tx, parent);
        if (await this.finder.titleTaken(db, hierarchy, title, current.id)) {
          throwIfInvalid({ title: [TITLE_TAKEN] });
        }
      }
      await sql`
        update milestones set title = ${title},
          description = ${input.description === undefined ? current.description : input.description},
          due_date = ${dates.due}::date, start_date = ${dates.start}::date, state = ${state}, updated_at = now()
        where id = ${current.id}`.execute(db);
      const action =
        state === current.state ? 'update' : state === 'closed' ? ('close' as const) : ('reopen' as const);
      tx.emit('milestone.changed', {
        milestoneId: current.id,
        ...this.owner(parent),
        action,
        actorId: actor.user?.id ?? null,
      });
    });
    return this.view(await this.own(parent, current.id));
  }

  async delete(actor: Actor, ref: MilestoneParentRef, milestoneId: number): Promise<void> {
    const parent = await this.parent(actor, ref, 'admin');
    const current = await this.own(parent, milestoneId);
    await this.deps.uow.run(async (tx) => {
      await sql`delete from milestones where id = ${current.id}`.execute(kysely(tx.em));
      tx.emit('milestone.changed', {
        milestoneId: current.id,
        ...this.owner(parent),
        action: 'delete',
        actorId: actor.user?.id ?? null,
      });
    });
  }

  /**
   * Promotes a project milestone to its group (GitLab's `Milestones::PromoteService`): a group
   * milestone of the same title, description, dates and state takes the place of every milestone of
   * that title in the group's projects, which are deleted. Needs `admin_milestone` on the project and
   * on the group.
   */
  async promote(actor: Actor, projectIdOrPath: string | number, milestoneId: number): Promise<MilestoneView> {
    const parent = await this.parent(actor, { kind: 'project', id: projectIdOrPath }, 'admin');
    if (parent.kind !== 'project') throw notFound();
    const milestone = await this.own(parent, milestoneId);
    const groupId = await this.groupIdOfProject(parent.subject.project.id);
    if (groupId === null) {
      throw verbatimError('bad_request', 'Promotion failed - Project does not belong to a group.');
    }
    const group: MilestoneParent = { kind: 'group', subject: await this.deps.groups.find(actor, groupId) };
    authorize(actor, 'admin_group_milestone', group.subject);
    const id = await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      await this.lockHierarchy(tx, group);
      const { rows: old } = await sql<{ id: number; project_id: number }>`
        delete from milestones where title = ${milestone.title}
          and project_id in (select id from projects where namespace_id = ${groupId})
        returning id, project_id`.execute(db);
      for (const row of old) {
        tx.emit('milestone.changed', {
          milestoneId: row.id,
          projectId: row.project_id,
          groupId: null,
          action: 'delete',
          actorId: actor.user?.id ?? null,
        });
      }
      const iid = await nextInternalId(
        tx,
        'milestones',
        { namespaceId: groupId },
        sql`select max(iid) from milestones where group_id = ${groupId}`,
      );
      const { rows } = await sql<{ id: number }>`
        insert into milestones (iid, group_id, title, description, state, due_date, start_date, created_at, updated_at)
        values (${iid}, ${groupId}, ${milestone.title}, ${milestone.description}, ${milestone.state},
          ${milestone.due_date}::date, ${milestone.start_date}::date, now(), now())
        returning id`.execute(db);
      const created = rows[0]!.id;
      tx.emit('milestone.changed', {
        milestoneId: created,
        projectId: null,
        groupId,
        action: 'create',
        actorId: actor.user?.id ?? null,
      });
      return created;
    });
    return this.view(await this.own(group, id));
  }

  // ------------------------------------------------------------------ helpers

  /** The project or group named, as the actor sees it, and the ability asked of it. */
  private async parent(
    actor: Actor,
    ref: MilestoneParentRef,
    need: 'read' | 'admin',
  ): Promise<MilestoneParent> {
    if (ref.kind === 'project') {
      const subject = await this.deps.projects.find(actor, ref.id);
      authorize(actor, need === 'read' ? 'read_milestone' : 'admin_milestone', subject);
      return { kind: 'project', subject };
    }
    const subject = await this.deps.groups.find(actor, ref.id);
    if (need === 'admin') authorize(actor, 'admin_group_milestone', subject);
    return { kind: 'group', subject };
  }

  private owner(parent: MilestoneParent): { projectId: number | null; groupId: number | null } {
    return parent.kind === 'project'
      ? { projectId: parent.subject.project.id, groupId: null }
      : { projectId: null, groupId: parent.subject.group.id };
  }

  /** A milestone of the parent itself; 404 otherwise. */
  private async own(parent: MilestoneParent, milestoneId: number): Promise<MilestoneRow> {
    const [row] = await this.finder.byIds([milestoneId]);
    const belongs =
      row &&
      (parent.kind === 'project'
        ? row.project_id === parent.subject.project.id
        : row.group_id === parent.subject.group.id);
    if (!belongs) throw notFound();
    return row;
  }

  /**
   * What a group's list covers: the group; its ancestors the actor sees (include_ancestors); its
   * subgroups the actor sees and the milestones of their projects the actor may read
   * (include_descendants).
   */
  private async groupScope(
    actor: Actor,
    subject: GroupSubject,
    options: MilestoneListOptions,
  ): Promise<{ key: number; projectIds: number[]; groupIds: number[] }> {
    const group = subject.group;
    const groupIds = [group.id];
    const projectIds: number[] = [];
    if (options.includeAncestors) {
      const ancestors = group.traversalIds.filter((id) => id !== group.id);
      const visible = await this.deps.groups.withAbility(actor, 'read_group', ancestors);
      groupIds.push(...ancestors.filter((id) => visible.has(id)));
    }
    if (options.includeDescendants) {
      const db = kysely(this.deps.orm.em.fork());
      const { rows: subgroups } = await sql<{ id: number }>`
        select id from namespaces where kind = 'Group' and id <> ${group.id} and ${group.id} = any(traversal_ids)`.execute(
        db,
      );
      const visible = await this.deps.groups.withAbility(
        actor,
        'read_group',
        subgroups.map((r) => r.id),
      );
      groupIds.push(...visible.keys());
      const { rows: projects } = await sql<{ id: number }>`
        select p.id from projects p join namespaces n on n.id = p.namespace_id
        where ${group.id} = any(n.traversal_ids)`.execute(db);
      const readable = await this.deps.projects.withAbility(
        actor,
        'read_milestone',
        projects.map((r) => r.id),
      );
      projectIds.push(...readable.keys());
    }
    return { key: group.id, projectIds, groupIds };
  }

  private async groupIdOfProject(projectId: number): Promise<number | null> {
    const { rows } = await sql<{ group_id: number | null }>`
      select case when n.kind = 'Group' then n.id end as group_id
      from projects p join namespaces n on n.id = p.namespace_id where p.id = ${projectId}`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    return rows[0]?.group_id ?? null;
  }

  private async ancestorGroupIdsOfProject(projectId: number): Promise<number[]> {
    const { rows } = await sql<{ traversal_ids: number[] }>`
      select n.traversal_ids from projects p join namespaces n on n.id = p.namespace_id
      where p.id = ${projectId} and n.kind = 'Group'`.execute(kysely(this.deps.orm.em.fork()));
    return rows[0]?.traversal_ids ?? [];
  }

  /**
   * Takes the lock of the hierarchy a title must be unique in, and says what that hierarchy is:
   * a project's milestones and its group's, or a group's and its projects'.
   */
  private async lockHierarchy(
    tx: Tx,
    parent: MilestoneParent,
  ): Promise<{ projectId: number; groupId: number | null } | { groupId: number }> {
    const db = kysely(tx.em);
    if (parent.kind === 'group') {
      await sql`select pg_advisory_xact_lock(${GROUP_TITLE_LOCK}, ${parent.subject.group.id})`.execute(db);
      return { groupId: parent.subject.group.id };
    }
    const project = parent.subject.project;
    const { rows } = await sql<{ group_id: number | null }>`
      select case when n.kind = 'Group' then n.id end as group_id
      from projects p join namespaces n on n.id = p.namespace_id where p.id = ${project.id}`.execute(db);
    const groupId = rows[0]?.group_id ?? null;
    await (
      groupId === null
        ? sql`select pg_advisory_xact_lock(${PROJECT_TITLE_LOCK}, ${project.id})`
        : sql`select pg_advisory_xact_lock(${GROUP_TITLE_LOCK}, ${groupId})`
    ).execute(db);
    return { projectId: project.id, groupId };
  }

  private checkTitle(errors: FieldErrors, title: string): void {
    if (!title) addFieldError(errors, 'title', "can't be blank");
    else if (title.length > TITLE_MAX) {
      addFieldError(errors, 'title', `is too long (maximum is ${TITLE_MAX} characters)`);
    }
  }

  /** Checks dates (YYYY-MM-DD, or null/'' for none) and their order, as GitLab's timebox validations. */
  private dates(
    errors: FieldErrors,
    start: string | null,
    due: string | null,
  ): { start: string | null; due: string | null } {
    const parse = (field: string, value: string | null): string | null => {
      if (value === null || value === '') return null;
      const match = DATE.exec(value.trim());
      const valid =
        match !== null &&
        (() => {
          const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
          const date = new Date(Date.UTC(y, m - 1, d));
          return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        })();
      if (!valid) {
        addFieldError(errors, field, 'is not a valid date (YYYY-MM-DD)');
        return null;
      }
      return value.trim();
    };
    const result = { start: parse('start_date', start), due: parse('due_date', due) };
    if (result.start && result.due && result.due <= result.start) {
      addFieldError(errors, 'due_date', 'must be greater than start date');
    }
    return result;
  }

  private filters(options: MilestoneListOptions): MilestoneFilters {
    const { includeAncestors, includeDescendants: _descendants, sort: _sort, ...filters } = options;
    // GitLab's finder ignores iids when ancestors' milestones are asked for.
    if (includeAncestors) delete filters.iids;
    return filters;
  }

  private viewPages(pages: Map<number, Page<MilestoneRow>>): Map<number, Page<MilestoneView>> {
    return new Map(
      [...pages].map(([key, page]) => [key, { ...page, items: page.items.map((r) => this.view(r)) }]),
    );
  }

  private view(row: MilestoneRow): MilestoneView {
    const now = today();
    const webPath =
      row.project_id !== null
        ? `/${row.parent_path}/-/milestones/${row.iid}`
        : `/groups/${row.parent_path}/-/milestones/${row.iid}`;
    return {
      id: row.id,
      iid: row.iid,
      projectId: row.project_id,
      groupId: row.group_id,
      title: row.title,
      description: row.description,
      state: row.state,
      dueDate: row.due_date,
      startDate: row.start_date,
      // Timestamps come as microseconds since the epoch (the driver leaves timestamptz as text).
      createdAt: new Date(Math.floor(Number(row.created_us) / 1000)),
      updatedAt: new Date(Math.floor(Number(row.updated_us) / 1000)),
      expired: row.due_date !== null && row.due_date < now,
      upcoming: row.start_date !== null && row.start_date > now,
      subgroup: row.group_id !== null && row.subgroup,
      webPath,
      webUrl: this.deps.urls.to(webPath),
    };
  }
}
