import { requireUser, type Actor } from '../../core/actor.ts';
import {
  addFieldError,
  badRequest,
  conflict,
  invalidField,
  notFound,
  throwIfInvalid,
  type FieldErrors,
} from '../../core/errors.ts';
import { mapPage, type KeysetPageRequest, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import { sql } from 'kysely';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { DEFAULT_LABEL_COLOR, isValidColor, normalizeColor, textColorFor } from './label-colors.ts';
import { Label, LabelPriority } from './label.entity.ts';
import type { LabelCounts, LabelView } from './label-view.ts';
import { LabelsFinder, type LabelFilters, type LabelParents, type LabelRow } from './labels.finder.ts';

/** Counts open merge requests by label (the merge requests module fills this in). */
export type MergeRequestLabelCounter = (
  actor: Actor,
  labelIds: readonly number[],
) => Promise<Map<number, number>>;

/** Called when labels (`fromIds`) merge into another (`toId`), inside the merging transaction. */
export type LabelsMergedHook = (tx: Tx, fromIds: readonly number[], toId: number) => Promise<void>;

/** Where labels live: a project or a group, as the actor sees it. */
export type LabelParent =
  { kind: 'project'; subject: ProjectSubject } | { kind: 'group'; subject: GroupSubject };

/** Which labels a list shows besides the parent's own (GitLab's defaults differ between REST and GraphQL). */
export interface LabelScope {
  includeAncestorGroups: boolean;
  /** Groups only. */
  includeDescendantGroups?: boolean;
  /** Groups only: leave out the labels of the group's projects. */
  onlyGroupLabels?: boolean;
}

export interface LabelCreateInput {
  title: string;
  color: string;
  description?: string | null;
  archived?: boolean;
  /** Projects only. */
  priority?: number | null;
}

export interface LabelUpdateInput {
  title?: string;
  color?: string;
  description?: string | null;
  archived?: boolean;
  /** Projects only: a number sets it, null removes it, undefined leaves it. */
  priority?: number | null;
}

const MAX_TITLE = 255;

function view(row: LabelRow): LabelView {
  return {
    id: row.id,
    type: row.type,
    projectId: row.project_id,
    groupId: row.group_id,
    title: row.title,
    color: row.color,
    textColor: textColorFor(row.color),
    description: row.description,
    archived: row.archived,
    lockOnMerge: row.lock_on_merge,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    priority: row.priority,
  };
}

/** GitLab's Label validations: a title (no commas, at most 255 characters) and a valid colour. */
function validate(errors: FieldErrors, input: { title?: string; color?: string }): void {
  if (input.title !== undefined) {
    if (!input.title) addFieldError(errors, 'title', "can't be blank");
    else if (input.title.includes(',')) addFieldError(errors, 'title', 'is invalid');
    else if (input.title.length > MAX_TITLE)
      addFieldError(errors, 'title', `is too long (maximum is ${MAX_TITLE} characters)`);
  }
  if (input.color !== undefined && !isValidColor(input.color))
    addFieldError(errors, 'color', 'must be a valid color code');
}

function validatePriority(priority: number | null | undefined): void {
  if (priority != null && priority < 0) throw invalidField('priority', 'must be greater than or equal to 0');
}

/**
 * Labels of projects and groups: the lists (a project's with its groups', a group's with its
 * ancestors', descendants' and projects'), creation, edits, priorities, deletion and promotion of a
 * project label to its group; and what other modules use: the labels available in a project, and
 * `findOrCreateByTitles` for labels named on merge requests.
 */
export class LabelsService {
  private readonly deps: ModuleDeps;
  readonly finder: LabelsFinder;
  private readonly mergeHooks: LabelsMergedHook[] = [];
  private mergeRequestCounter: MergeRequestLabelCounter = (_, ids) => this.finder.openMergeRequestCounts(ids);

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.finder = new LabelsFinder(deps.orm);
  }

  /**
   * Work other modules do when labels merge into another (a promotion): moving what carries the old
   * labels (merge requests) to the new one, in the same transaction, before the old ones go.
   */
  onLabelsMerged(hook: LabelsMergedHook): void {
    this.mergeHooks.push(hook);
  }

  /** How open merge requests are counted per label (the merge requests module knows). */
  useMergeRequestCounts(counter: MergeRequestLabelCounter): void {
    this.mergeRequestCounter = counter;
  }

  // ------------------------------------------------------------------ parents

  findProject(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    return this.deps.projects.find(actor, idOrPath);
  }

  findGroup(actor: Actor, idOrPath: string | number): Promise<GroupSubject> {
    return this.deps.groups.find(actor, idOrPath);
  }

  /** May the actor create labels in the project or group (GraphQL's `userPermissions.createLabel`)? */
  canCreate(actor: Actor, parent: LabelParent): boolean {
    return parent.kind === 'project'
      ? can(actor, 'admin_label', parent.subject)
      : can(actor, 'admin_group_label', parent.subject);
  }

  private canRead(actor: Actor, parent: LabelParent): boolean {
    return parent.kind === 'project'
      ? can(actor, 'read_label', parent.subject)
      : can(actor, 'read_group_label', parent.subject);
  }

  private authorizeAdmin(actor: Actor, parent: LabelParent): void {
    if (parent.kind === 'project') authorize(actor, 'admin_label', parent.subject);
    else authorize(actor, 'admin_group_label', parent.subject);
  }

  /** The parents the finder lists for, with the projects whose labels a group list may show. */
  private async parents(
    actor: Actor,
    parents: readonly LabelParent[],
    scope: LabelScope,
  ): Promise<LabelParents> {
    const projects = parents.filter((p) => p.kind === 'project');
    if (projects.length > 0 || parents.length === 0) {
      return {
        kind: 'project',
        ids: projects.map((p) => p.subject.project.id),
        includeAncestorGroups: scope.includeAncestorGroups,
      };
    }
    const groupIds = parents.map((p) => (p.kind === 'group' ? p.subject.group.id : 0));
    const includeDescendantGroups = scope.includeDescendantGroups ?? false;
    let projectIds: number[] | null = null;
    if (!(scope.onlyGroupLabels ?? true)) {
      const candidates = await this.finder.projectIdsInGroups(groupIds, includeDescendantGroups);
      projectIds = [...(await this.deps.projects.withAbility(actor, 'read_label', candidates)).keys()];
    }
    return {
      kind: 'group',
      ids: groupIds,
      includeAncestorGroups: scope.includeAncestorGroups,
      includeDescendantGroups,
      projectIds,
    };
  }

  /** Labels a title may not take in a parent: its own and its ancestors' (GitLab's `available_labels_for`). */
  private available(parent: LabelParent): LabelParents {
    return parent.kind === 'project'
      ? { kind: 'project', ids: [parent.subject.project.id], includeAncestorGroups: true }
      : {
          kind: 'group',
          ids: [parent.subject.group.id],
          includeAncestorGroups: true,
          includeDescendantGroups: false,
          projectIds: null,
        };
  }

  /** The labels an edit or a deletion may reach: the project's and its group's, or the group's own. */
  private editable(parent: LabelParent): LabelParents {
    return parent.kind === 'project'
      ? { kind: 'project', ids: [parent.subject.project.id], includeAncestorGroups: false }
      : {
          kind: 'group',
          ids: [parent.subject.group.id],
          includeAncestorGroups: false,
          includeDescendantGroups: false,
          projectIds: null,
        };
  }

  // ------------------------------------------------------------------ reads

  /** One page of a parent's labels, by title (GET /projects/:id/labels, GET /groups/:id/labels). */
  async list(
    actor: Actor,
    parent: LabelParent,
    scope: LabelScope,
    filters: LabelFilters,
    request: PageRequest,
  ): Promise<Page<LabelView>> {
    // As GitLab's LabelsFinder: labels the caller may not read are not listed (the parent is visible).
    const parents = await this.parents(actor, this.canRead(actor, parent) ? [parent] : [], scope);
    const page = await this.finder.page(parents, filters, request);
    return mapPage(page, (rows) => rows.map(view));
  }

  /** The same page of labels of many projects or many groups (GraphQL connections): one query. */
  async pageByParent(
    actor: Actor,
    parents: readonly LabelParent[],
    scope: LabelScope,
    filters: LabelFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<LabelView>>> {
    const readable = parents.filter((p) => this.canRead(actor, p));
    const result = new Map<number, Page<LabelView>>();
    if (readable.length === 0) return result;
    const pages = await this.finder.pageByParent(
      await this.parents(actor, readable, scope),
      filters,
      request,
    );
    for (const [id, page] of pages) result.set(id, { ...page, items: page.items.map(view) });
    return result;
  }

  /** A label of a parent by id or title; 404 "Label Not Found" otherwise. */
  async get(actor: Actor, parent: LabelParent, idOrTitle: string, scope: LabelScope): Promise<LabelView> {
    if (!this.canRead(actor, parent)) throw notFound('Label');
    const row = await this.finder.byIdOrTitle(await this.parents(actor, [parent], scope), idOrTitle);
    if (!row) throw notFound('Label');
    return view(row);
  }

  /** A label of a parent by exact title, null when there is none (GraphQL's `label(title:)`). */
  async byTitle(
    actor: Actor,
    parent: LabelParent,
    title: string,
    scope: LabelScope,
  ): Promise<LabelView | null> {
    if (!this.canRead(actor, parent)) return null;
    const [row] = await this.finder.withTitles(await this.parents(actor, [parent], scope), [title]);
    return row ? view(row) : null;
  }

  /** Labels by id, null where missing or where the actor may not read their project or group. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(LabelView | null)[]> {
    const rows = await this.finder.byIds(ids);
    const projectIds = rows.flatMap((r) => (r.project_id !== null ? [r.project_id] : []));
    const groupIds = rows.flatMap((r) => (r.group_id !== null ? [r.group_id] : []));
    const [projects, groups] = await Promise.all([
      this.deps.projects.withAbility(actor, 'read_label', projectIds),
      this.deps.groups.withAbility(actor, 'read_group_label', groupIds),
    ]);
    const visible = new Map(
      rows
        .filter((r) => (r.project_id !== null ? projects.has(r.project_id) : groups.has(r.group_id!)))
        .map((r) => [r.id, view(r)]),
    );
    return ids.map((id) => visible.get(id) ?? null);
  }

  /**
   * Issue and merge request counts of labels (`with_counts`). There are no issues here; merge
   * requests are counted by the counter the merge requests module installs.
   */
  async counts(actor: Actor, labels: readonly LabelView[]): Promise<Map<number, LabelCounts>> {
    const ids = labels.map((l) => l.id);
    const mergeRequests = await this.mergeRequestCounter(actor, ids);
    return new Map(
      ids.map((id) => [
        id,
        { openIssues: 0, closedIssues: 0, openMergeRequests: mergeRequests.get(id) ?? 0 },
      ]),
    );
  }

  /** Every label a project may use: its own and its ancestor groups' (no access check: for other modules). */
  async availableForProject(projectId: number): Promise<LabelView[]> {
    const rows = await this.finder.all({ kind: 'project', ids: [projectId], includeAncestorGroups: true });
    return rows.map(view);
  }

  /**
   * Which of these labels the actor is subscribed to, as the labels APIs show it: subscribed
   * everywhere, or (listed in a project) in that project.
   */
  async subscribedIds(
    actor: Actor,
    labels: readonly LabelView[],
    projectId: number | null,
  ): Promise<Set<number>> {
    const userId = actor.user?.id;
    if (userId === undefined || labels.length === 0) return new Set();
    const { rows } = await sql<{ label_id: number }>`
      select distinct label_id from label_subscriptions
      where user_id = ${userId} and label_id = any(${labels.map((l) => l.id)}::int[])
        and (project_id is null or project_id = ${projectId}::int)`.execute(this.finder.kysely);
    return new Set(rows.map((r) => r.label_id));
  }

  /**
   * POST .../labels/:label_id/subscribe and .../unsubscribe: the actor's subscription to a label of
   * the project or group (in that project, for projects). `changed` is false when there was nothing
   * to do (GitLab answers 304).
   */
  async setSubscribed(
    actor: Actor,
    parent: LabelParent,
    idOrTitle: string,
    subscribed: boolean,
  ): Promise<{ label: LabelView; changed: boolean }> {
    const me = requireUser(actor);
    const label = await this.get(actor, parent, idOrTitle, { includeAncestorGroups: true });
    const projectId = parent.kind === 'project' ? parent.subject.project.id : null;
    const current = (await this.subscribedIds(actor, [label], projectId)).has(label.id);
    if (current === subscribed) return { label, changed: false };
    await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      if (subscribed) {
        await sql`
          insert into label_subscriptions (user_id, label_id, project_id, created_at)
          values (${me.id}, ${label.id}, ${projectId}::int, now())
          on conflict do nothing`.execute(db);
      } else {
        await sql`
          delete from label_subscriptions
          where user_id = ${me.id} and label_id = ${label.id}
            and (project_id is null or project_id = ${projectId}::int)`.execute(db);
      }
    });
    return { label, changed: true };
  }

  // ------------------------------------------------------------------ writes

  /** POST /projects/:id/labels, POST /groups/:id/labels, `labelCreate`. */
  async create(actor: Actor, parent: LabelParent, input: LabelCreateInput): Promise<LabelView> {
    this.authorizeAdmin(actor, parent);
    const title = input.title.trim();
    const [taken] = await this.finder.withTitles(this.available(parent), [title]);
    if (taken) throw conflict('Label already exists');
    const color = normalizeColor(input.color);
    const errors: FieldErrors = {};
    validate(errors, { title, color });
    throwIfInvalid(errors);
    if (parent.kind === 'project') validatePriority(input.priority);
    const id = await this.deps.uow.run(async (tx) => {
      const label = tx.em.create(Label, {
        type: parent.kind === 'project' ? 'ProjectLabel' : 'GroupLabel',
        project: parent.kind === 'project' ? parent.subject.project.id : null,
        group: parent.kind === 'group' ? parent.subject.group.id : null,
        title,
        color,
        description: input.description ?? null,
        archived: input.archived ?? false,
      });
      await tx.em.flush();
      if (parent.kind === 'project' && input.priority != null) {
        tx.em.create(LabelPriority, {
          project: parent.subject.project.id,
          label: label.id,
          priority: input.priority,
        });
        await tx.em.flush();
      }
      return label.id;
    });
    return this.reload(parent, id);
  }

  /** PUT /projects/:id/labels/:label_id, PUT /groups/:id/labels/:label_id (and the older forms). */
  async update(
    actor: Actor,
    parent: LabelParent,
    idOrTitle: string,
    input: LabelUpdateInput,
  ): Promise<LabelView> {
    this.authorizeAdmin(actor, parent);
    const row = await this.finder.byIdOrTitle(this.editable(parent), idOrTitle);
    if (!row) throw notFound('Label');
    const changes = input.title !== undefined || input.color !== undefined || input.description !== undefined;
    const archiving = input.archived !== undefined;
    if (changes || archiving) await this.authorizeOwner(actor, parent, row);
    const title = input.title?.trim();
    const color = input.color !== undefined ? normalizeColor(input.color) : undefined;
    const errors: FieldErrors = {};
    validate(errors, { title, color });
    throwIfInvalid(errors);
    if (title !== undefined && title !== row.title) {
      const owner: LabelParents =
        row.project_id !== null
          ? { kind: 'project', ids: [row.project_id], includeAncestorGroups: false }
          : {
              kind: 'group',
              ids: [row.group_id!],
              includeAncestorGroups: false,
              includeDescendantGroups: false,
              projectIds: null,
            };
      const same = (await this.finder.withTitles(owner, [title])).filter(
        (l) => l.id !== row.id && l.type === row.type,
      );
      if (same.length > 0) throw invalidField('title', 'has already been taken');
      // GitLab's ProjectLabel validation: not the title of a label of the project's own group.
      if (row.type === 'ProjectLabel' && parent.kind === 'project') {
        const namespace = parent.subject.project.namespace;
        const inGroup = (await this.finder.withTitles(this.editable(parent), [title])).some(
          (l) => l.type === 'GroupLabel',
        );
        if (inGroup)
          throw invalidField(
            'title',
            `already exists at group level for ${namespace.name}. Please choose another one.`,
          );
      }
    }
    const prioritize = parent.kind === 'project' && input.priority !== undefined;
    if (prioritize) validatePriority(input.priority);
    await this.deps.uow.run(async (tx) => {
      if (changes || archiving) {
        const label = await tx.em.findOneOrFail(Label, row.id);
        if (title !== undefined) label.title = title;
        if (color !== undefined) label.color = color;
        if (input.description !== undefined) label.description = input.description;
        if (input.archived !== undefined) label.archived = input.archived;
        await tx.em.flush();
      }
      if (prioritize && parent.kind === 'project') {
        const projectId = parent.subject.project.id;
        const existing = await tx.em.findOne(LabelPriority, { project: projectId, label: row.id });
        if (input.priority === null) {
          if (existing) tx.em.remove(existing);
        } else if (existing) {
          existing.priority = input.priority!;
        } else {
          tx.em.create(LabelPriority, { project: projectId, label: row.id, priority: input.priority! });
        }
        await tx.em.flush();
      }
    });
    return this.reload(parent, row.id);
  }

  /**
   * The project or group a label belongs to, as the actor sees it (GraphQL mutations name a label by
   * its global id only); not found when they may not see it.
   */
  async parentOf(actor: Actor, labelId: number): Promise<LabelParent> {
    const [row] = await this.finder.byIds([labelId]);
    if (!row) throw notFound('Label');
    if (row.project_id !== null) {
      const [project] = await this.deps.projects.loadMany(actor, [row.project_id]);
      if (project) return { kind: 'project', subject: project };
    } else {
      const [group] = await this.deps.groups.loadMany(actor, [row.group_id!]);
      if (group) return { kind: 'group', subject: group };
    }
    throw notFound('Label');
  }

  /** DELETE /projects/:id/labels/:label_id, DELETE /groups/:id/labels/:label_id. */
  async delete(actor: Actor, parent: LabelParent, idOrTitle: string): Promise<void> {
    this.authorizeAdmin(actor, parent);
    const row = await this.finder.byIdOrTitle(this.editable(parent), idOrTitle);
    if (!row) throw notFound('Label');
    await this.authorizeOwner(actor, parent, row);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(Label, row.id));
      await tx.em.flush();
    });
  }

  /**
   * PUT /projects/:id/labels/:label_id/promote: the project label becomes a label of the project's
   * group; the same-titled labels of the group's other projects merge into it (their priorities
   * move to it), as GitLab's Labels::PromoteService does.
   */
  async promote(
    actor: Actor,
    project: ProjectSubject,
    idOrTitle: string,
  ): Promise<{ label: LabelView; group: GroupSubject }> {
    const namespace = project.project.namespace;
    if (namespace.kind !== 'Group') throw badRequest('Failed to promote project label to group label');
    const [group] = await this.deps.groups.loadMany(actor, [namespace.id]);
    if (!group) throw notFound('Group');
    authorize(actor, 'admin_group_label', group);
    const parent: LabelParent = { kind: 'project', subject: project };
    const row = await this.finder.byIdOrTitle(this.editable(parent), idOrTitle);
    if (!row) throw notFound('Label');
    if (row.type !== 'ProjectLabel') throw badRequest('Failed to promote project label to group label');
    const groupParent: LabelParent = { kind: 'group', subject: group };
    const id = await this.deps.uow.run(async (tx) => {
      const groupId = namespace.id;
      let target = await tx.em.findOne(Label, { group: groupId, title: row.title });
      if (!target) {
        target = tx.em.create(Label, {
          type: 'GroupLabel',
          project: null,
          group: groupId,
          title: row.title,
          color: row.color,
          description: row.description,
          archived: row.archived,
        });
        await tx.em.flush();
      }
      const projectIds = await this.finder.projectIdsInGroups([groupId], true);
      const merged = await tx.em.find(Label, {
        type: 'ProjectLabel',
        title: row.title,
        project: { $in: projectIds.length ? projectIds : [-1] },
      });
      const mergedIds = merged.map((l) => l.id);
      if (mergedIds.length > 0) {
        const db = kysely(tx.em);
        // Each project keeps the priority it gave its own label, now on the group label.
        await sql`
          insert into label_priorities (project_id, label_id, priority, created_at, updated_at)
          select lp.project_id, ${target.id}, lp.priority, now(), now()
          from label_priorities lp where lp.label_id = any(${mergedIds}::int[])
          on conflict (project_id, label_id) do nothing`.execute(db);
        for (const hook of this.mergeHooks) await hook(tx, mergedIds, target.id);
        await db.deleteFrom('labels').where('id', 'in', mergedIds).execute();
      }
      return target.id;
    });
    return { label: await this.reload(groupParent, id), group };
  }

  /**
   * The labels of these titles available in the project (its own and its groups'), in the order
   * given; those missing are created as project labels when the actor may manage labels, and left
   * out otherwise (GitLab's Labels::FindOrCreateService, as merge requests use it). Joins the
   * caller's transaction when there is one.
   */
  async findOrCreateByTitles(
    actor: Actor,
    project: ProjectSubject,
    titles: readonly string[],
  ): Promise<LabelView[]> {
    const wanted = [...new Set(titles.map((t) => t.trim()).filter((t) => t.length > 0))];
    if (wanted.length === 0) return [];
    const parents: LabelParents = { kind: 'project', ids: [project.project.id], includeAncestorGroups: true };
    const byTitle = new Map<string, LabelRow>();
    for (const row of await this.finder.withTitles(parents, wanted)) {
      const current = byTitle.get(row.title);
      if (!current || (current.type === 'GroupLabel' && row.type === 'ProjectLabel'))
        byTitle.set(row.title, row);
    }
    const missing = wanted.filter((t) => !byTitle.has(t));
    if (missing.length > 0 && can(actor, 'admin_label', project)) {
      const errors: FieldErrors = {};
      for (const title of missing) validate(errors, { title });
      throwIfInvalid(errors);
      await this.deps.uow.run(async (tx) => {
        for (const title of missing) {
          tx.em.create(Label, {
            type: 'ProjectLabel',
            project: project.project.id,
            group: null,
            title,
            color: DEFAULT_LABEL_COLOR,
            description: null,
          });
        }
        await tx.em.flush();
      });
      for (const row of await this.finder.withTitles(parents, missing)) byTitle.set(row.title, row);
    }
    return wanted.flatMap((t) => {
      const row = byTitle.get(t);
      return row ? [view(row)] : [];
    });
  }

  // ------------------------------------------------------------------ helpers

  /** Editing a group's label through a project needs the right to manage the group's labels. */
  private async authorizeOwner(actor: Actor, parent: LabelParent, row: LabelRow): Promise<void> {
    if (parent.kind === 'group' || row.type === 'ProjectLabel') return;
    const [group] = await this.deps.groups.loadMany(actor, [row.group_id!]);
    if (!group) throw notFound('Label');
    authorize(actor, 'admin_group_label', group);
  }

  /** A label as the parent shows it after a change (with the project's priority). */
  private async reload(parent: LabelParent, id: number): Promise<LabelView> {
    const parents: LabelParents =
      parent.kind === 'project'
        ? { kind: 'project', ids: [parent.subject.project.id], includeAncestorGroups: true }
        : {
            kind: 'group',
            ids: [parent.subject.group.id],
            includeAncestorGroups: true,
            includeDescendantGroups: false,
            projectIds: null,
          };
    const row = await this.finder.byIdOrTitle(parents, String(id));
    if (row) return view(row);
    const [any] = await this.finder.byIds([id]);
    if (!any) throw notFound('Label');
    return view(any);
  }
}
