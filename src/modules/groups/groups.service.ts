import { isUniqueViolation } from '../../core/database-refusals.ts';
import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import {
  AccessLevel,
  restrictedVisibilityMessage,
  VISIBILITY_NAMES,
  Visibility,
  visibilityName,
  type VisibilityName,
} from '../../core/access.ts';
import { isAdmin, requireUser, type Actor } from '../../core/actor.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import {
  addFieldError,
  DomainError,
  forbidden,
  invalid,
  notFound,
  throwIfInvalid,
  type FieldErrors,
} from '../../core/errors.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { authorize, can, type AbilityOn } from '../../core/policy.ts';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type {
  CustomAttributeView,
  CustomAttributesService,
} from '../custom-attributes/custom-attributes.service.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import type { MembersService } from '../members/members.service.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { isReservedTopLevelPath } from '../namespaces/path-rules.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  normalizeSharedRunners,
  rank,
  settingsAttributes,
  SHARED_RUNNERS_ORDER,
  sharedRunnersError,
  validateSettings,
  type GroupSettingsInput,
} from './group-settings.ts';
import type { GroupFilters, GroupsFinder } from './groups.finder.ts';
import type { GroupSubject } from './groups.policy.ts';
import { forgetDeleted } from '../../db/forget-deleted.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'group.created': { groupId: number; parentId: number | null; userId: number };
    'group.updated': { groupId: number; userId: number; oldFullPath: string; fullPath: string };
    'group.transferred': {
      groupId: number;
      userId: number;
      oldParentId: number | null;
      newParentId: number | null;
      oldFullPath: string;
      fullPath: string;
    };
    'group.deleted': {
      groupId: number;
      userId: number;
      fullPath: string;
      groupIds: number[];
      /** The parent group, for a subgroup (its hooks hear of the deletion). */
      parentId?: number | null;
      name?: string;
    };
  }
}

const MAX_NAME = 255;
/** Letters, digits, emoji, '_', '.', dashes, spaces and parentheses; starting with a letter, digit, emoji or '_'. */
const GROUP_NAME = /^[\p{L}\p{N}\u{00A9}-\u{1F9FF}_][\p{L}\p{N}\p{Pd}\u{00A9}-\u{1F9FF}_(). ]*$/u;
export const GROUP_NAME_MESSAGE =
  "can contain only letters, digits, emoji, '_', '.', dash, space, parenthesis. It must start with letter, digit, emoji or '_'.";

/** A new group: its name and path, where it goes, and its settings. */
export interface GroupCreateInput extends GroupSettingsInput {
  name: string;
  path: string;
  /** The parent group for a subgroup; absent or null for a top-level group. */
  parentId?: number | null;
}

export interface GroupUpdateInput extends GroupSettingsInput {
  name?: string;
  path?: string;
}

/** A refused transfer; REST renders its message verbatim with a 400, as GitLab does. */
export class GroupTransferError extends DomainError {
  constructor(reason: string) {
    super('bad_request', `Transfer failed: ${reason}`);
    this.name = 'GroupTransferError';
  }
}

/** Other modules' work in a group's creation and transfer, in the same transaction. */
export interface GroupLifecycleHooks {
  /** Once the new group's namespace exists. */
  created?: (groupId: number, tx: Tx) => Promise<void>;
  /** Once the group (and its subtree) sits under its new parent. */
  transferred?: (groupId: number, tx: Tx) => Promise<void>;
}

export interface GroupsServiceDeps {
  members: MembersService;
  users: UsersService;
  customAttributes: CustomAttributesService;
  finder: GroupsFinder;
  /** Late-bound: the projects service is built after (and on top of) this one. */
  projects: () => ProjectsService;
  /** The application settings in force (default and restricted visibility levels). */
  settings: () => Promise<ApplicationSettingValues>;
}

/**
 * Groups: lookups by id or full path with the caller's access level (used by every face and by the
 * projects and members modules), and the group operations: create, update (rename moves the
 * subtree), transfer and delete. A group is a `Namespace` of kind 'Group'.
 */
export class GroupsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly namespaces: NamespacesService;
  private readonly access: AccessFinder;
  private readonly deps: GroupsServiceDeps;
  private readonly lifecycle: GroupLifecycleHooks[] = [];

  constructor(
    orm: MikroORM,
    uow: UnitOfWork,
    namespaces: NamespacesService,
    access: AccessFinder,
    deps: GroupsServiceDeps,
  ) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
    this.access = access;
    this.deps = deps;
  }

  /** Attaches another module's work to group creation and transfer. */
  addLifecycleHooks(hooks: GroupLifecycleHooks): void {
    this.lifecycle.push(hooks);
  }

  private get em() {
    return this.orm.em;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /** A group the actor may see, by integer id or full path; 404 "Group Not Found" otherwise. */
  /**
   * A group by id for the instance's own background work (hook payloads, say): no caller, no
   * visibility rules. Never answer a caller with it.
   */
  async byId(groupId: number): Promise<Namespace | null> {
    return this.orm.em.fork().findOne(Namespace, { id: groupId, kind: 'Group' });
  }

  async find(actor: Actor, idOrPath: string | number): Promise<GroupSubject> {
    const group = await this.findRecord(idOrPath);
    if (!group) throw notFound('Group');
    const subject = (await this.subjects(actor, [group])).get(group.id)!;
    if (!can(actor, 'read_group', subject)) throw notFound('Group');
    return subject;
  }

  /** Groups by id, for DataLoader: null where missing or invisible. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(GroupSubject | null)[]> {
    const groups = await this.em.find(Namespace, { id: { $in: [...ids] }, kind: 'Group' });
    const subjects = await this.subjects(actor, groups);
    return ids.map((id) => {
      const subject = subjects.get(id);
      return subject && can(actor, 'read_group', subject) ? subject : null;
    });
  }

  /** Of these groups, those the actor sees and holds `ability` on, by id: what a by-id loader may show. */
  async withAbility(
    actor: Actor,
    ability: AbilityOn<GroupSubject>,
    ids: readonly number[],
  ): Promise<Map<number, GroupSubject>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const subjects = await this.loadMany(actor, unique);
    return new Map(
      subjects
        .filter((s): s is GroupSubject => s !== null && can(actor, ability, s))
        .map((s) => [s.group.id, s]),
    );
  }

  /** The actor's access on each group, in a constant number of queries. */
  async subjects(actor: Actor, groups: readonly Namespace[]): Promise<Map<number, GroupSubject>> {
    const userId = actor.user?.id;
    const ids = groups.map((g) => g.id);
    const levels = userId ? await this.access.groupAccessLevels(userId, ids) : new Map<number, number>();
    const below = userId ? await this.groupsWithMembershipBelow(userId, ids) : new Set<number>();
    return new Map(
      groups.map((group) => [
        group.id,
        { group, access: levels.get(group.id) ?? 0, memberBelow: below.has(group.id) },
      ]),
    );
  }

  /** A page of groups (from the finder) with the actor's access on each, for GraphQL. */
  async withSubjects(actor: Actor, page: Page<Namespace>): Promise<Page<GroupSubject>> {
    const subjects = await this.subjects(actor, page.items);
    return { ...page, items: page.items.map((g) => subjects.get(g.id)!) };
  }

  /** One page of descendant groups per parent, for GraphQL's batched `descendantGroups`. */
  async descendantPages(
    actor: Actor,
    parentIds: readonly number[],
    filters: GroupFilters,
    page: KeysetPageRequest,
    options: { childrenOnly?: boolean } = {},
  ): Promise<Map<number, Page<GroupSubject>>> {
    const pages = await this.deps.finder.descendantsByParent(actor, parentIds, filters, page, options);
    const all = [...new Map([...pages.values()].flatMap((p) => p.items.map((g) => [g.id, g]))).values()];
    const subjects = await this.subjects(actor, all);
    const result = new Map<number, Page<GroupSubject>>();
    for (const [id, p] of pages) result.set(id, { ...p, items: p.items.map((g) => subjects.get(g.id)!) });
    return result;
  }

  /** Administrators asked for storage statistics: shown only to them. */
  canReadStatistics(actor: Actor): boolean {
    return can(actor, 'read_group_statistics', null);
  }

  /** Custom attributes of the given groups for administrators; null for everyone else. */
  async customAttributes(
    actor: Actor,
    groupIds: readonly number[],
  ): Promise<Map<number, CustomAttributeView[]> | null> {
    if (!actor.user?.isAdmin) return null;
    return this.deps.customAttributes.forSubjects(actor, 'Group', groupIds);
  }

  /** Ids of the projects shared with a group (for the detail view's `shared_projects`). */
  async sharedProjectIds(group: Namespace): Promise<number[]> {
    const rows = await this.db
      .selectFrom('project_group_links')
      .select('project_id')
      .where('group_id', '=', group.id)
      .where(sql<boolean>`expires_at is null or expires_at >= current_date`)
      .execute();
    return rows.map((r) => r.project_id);
  }

  /**
   * POST /groups and `groupCreate`: a top-level group (for users allowed to create groups) or a
   * subgroup (for those who may create subgroups in the parent). The creator becomes its Owner.
   */
  async create(actor: Actor, input: GroupCreateInput): Promise<GroupSubject> {
    const me = requireUser(actor);
    let parent: Namespace | null = null;
    if (input.parentId != null) {
      const parentSubject = await this.find(actor, input.parentId);
      authorize(actor, 'create_subgroup', parentSubject);
      parent = parentSubject.group;
    } else {
      authorize(actor, 'create_group', { canCreateGroup: await this.canCreateGroup(actor) });
    }

    const errors: FieldErrors = {};
    await this.validateName(input.name, parent, null, errors);
    await this.validatePath(input.path, parent, null, errors);
    validateSettings(input, errors);
    const settings = await this.deps.settings();
    const visibility =
      input.visibility !== undefined ? Visibility[input.visibility as VisibilityName] : undefined;
    if (visibility !== undefined && parent && visibility > parent.visibilityLevel) {
      addFieldError(errors, 'visibility_level', parentVisibilityMessage(visibility, parent.visibilityLevel));
    }
    // Without one, the instance's default, lowered to the parent's when it is less visible.
    const level =
      visibility ??
      Math.min(Visibility[settings.default_group_visibility], parent?.visibilityLevel ?? Visibility.public);
    const restricted = restrictedVisibilityMessage(
      level,
      settings.restricted_visibility_levels,
      isAdmin(actor),
    );
    if (restricted) addFieldError(errors, 'visibility_level', restricted);
    if (input.sharedRunnersSetting !== undefined && parent) {
      sharedRunnersError(normalizeSharedRunners(input.sharedRunnersSetting), parent, errors);
    }
    throwIfInvalid(errors);

    const attributes: Partial<Namespace> = {
      ...(parent ? { sharedRunnersSetting: parent.sharedRunnersSetting } : {}),
      ...settingsAttributes(input, null),
      visibilityLevel: level,
    };
    let group: Namespace;
    try {
      group = await this.uow.run(async (tx) => {
        const created = await this.namespaces.createGroupNamespace({
          name: input.name,
          path: input.path,
          parent,
          attributes,
        });
        await this.deps.members.grant('Namespace', created.id, me.id, AccessLevel.OWNER, me.id);
        for (const hooks of this.lifecycle) await hooks.created?.(created.id, tx);
        tx.emit('group.created', { groupId: created.id, parentId: parent?.id ?? null, userId: me.id });
        return created;
      });
    } catch (error) {
      // Two requests racing for the same path: the unique index decides.
      if (isUniqueViolation(error)) throw invalid({ path: ['has already been taken'] });
      throw error;
    }
    return (await this.subjects(actor, [group])).get(group.id)!;
  }

  /**
   * PUT /groups/:id and `groupUpdate` (owners and administrators). Renaming the path moves the whole
   * subtree; the old paths stop answering for groups (no redirect on group API paths).
   */
  async update(actor: Actor, idOrPath: string | number, input: GroupUpdateInput): Promise<GroupSubject> {
    const subject = await this.find(actor, idOrPath);
    authorize(actor, 'admin_group', subject);
    const group = subject.group;
    const parent = await this.parentOf(group);

    const errors: FieldErrors = {};
    const renamed = input.name !== undefined && input.name !== group.name;
    const moved = input.path !== undefined && input.path !== group.path;
    if (renamed) await this.validateName(input.name!, parent, group, errors);
    if (moved) await this.validatePath(input.path!, parent, group, errors);
    validateSettings(input, errors);
    if (input.visibility !== undefined && VISIBILITY_NAMES.includes(input.visibility as VisibilityName)) {
      const level = Visibility[input.visibility as VisibilityName];
      if (level !== group.visibilityLevel) {
        const { restricted_visibility_levels: restrictedLevels } = await this.deps.settings();
        const restricted = restrictedVisibilityMessage(level, restrictedLevels, isAdmin(actor));
        if (restricted) addFieldError(errors, 'visibility_level', restricted);
        else await this.validateVisibilityChange(group, parent, level, errors);
      }
    }
    const runners =
      input.sharedRunnersSetting !== undefined
        ? normalizeSharedRunners(input.sharedRunnersSetting)
        : undefined;
    if (runners !== undefined && parent) sharedRunnersError(runners, parent, errors, 'update_shared_runners');
    throwIfInvalid(errors);

    const oldFullPath = group.fullPath;
    await this.uow.run(async (tx) => {
      Object.assign(group, settingsAttributes(input, group.defaultBranchProtectionDefaults ?? null));
      if (runners !== undefined && runners !== 'enabled') await this.cascadeSharedRunners(group, runners);
      if (renamed || moved) {
        await this.namespaces.move(group, { name: input.name, path: input.path });
      }
      await this.em.flush();
      tx.emit('group.updated', {
        groupId: group.id,
        userId: actor.user!.id,
        oldFullPath,
        fullPath: group.fullPath,
      });
    });
    return subject;
  }

  /**
   * POST /groups/:id/transfer and `groupTransfer`: under a new parent, or to the top level when
   * `newParentId` is null. Owners of the group only, who may also create a subgroup in the new parent
   * (or top-level groups). A group moved under a less visible parent takes its visibility, and so does
   * everything inside it that was more visible.
   */
  async transfer(actor: Actor, idOrPath: string | number, newParentId: number | null): Promise<GroupSubject> {
    const subject = await this.find(actor, idOrPath);
    authorize(actor, 'transfer_group', subject);
    const group = subject.group;
    const newParentSubject = newParentId != null ? await this.find(actor, newParentId) : null;
    const newParent = newParentSubject?.group ?? null;
    const oldParentId = group.parent?.id ?? null;

    if (!newParent && oldParentId === null) throw new GroupTransferError('Group is already a root group.');
    if (newParent && newParent.id === oldParentId) {
      throw new GroupTransferError('Group is already associated to the parent group.');
    }
    const allowed = newParentSubject
      ? can(actor, 'create_subgroup', newParentSubject)
      : can(actor, 'create_group', { canCreateGroup: await this.canCreateGroup(actor) });
    if (!allowed) throw new GroupTransferError("You don't have enough permissions.");
    const fullPath = newParent ? `${newParent.fullPath}/${group.path}` : group.path;
    if (await this.namespaces.isTaken(fullPath, { kind: 'Namespace', id: group.id })) {
      throw new GroupTransferError(
        'The parent group already has a subgroup or a project with the same path.',
      );
    }
    if (newParent?.traversalIds.includes(group.id)) {
      throw new GroupTransferError('Cannot transfer group to one of its subgroup.');
    }
    if (!newParent && isReservedTopLevelPath(group.path)) {
      throw new GroupTransferError(`Validation failed: Path ${group.path} is a reserved name`);
    }

    const me = requireUser(actor);
    const oldFullPath = group.fullPath;
    await this.uow.run(async (tx) => {
      if (newParent && newParent.visibilityLevel < group.visibilityLevel) {
        group.visibilityLevel = newParent.visibilityLevel;
        await this.namespaces.capVisibility(group, newParent.visibilityLevel);
      }
      if (newParent && rank(group.sharedRunnersSetting) > rank(newParent.sharedRunnersSetting)) {
        group.sharedRunnersSetting = newParent.sharedRunnersSetting;
        await this.cascadeSharedRunners(group, newParent.sharedRunnersSetting);
      }
      await this.namespaces.move(group, { parent: newParent });
      if (!newParent && !(await this.deps.members.hasDirectOwner('Namespace', group.id))) {
        await this.deps.members.grant('Namespace', group.id, me.id, AccessLevel.OWNER, me.id);
      }
      for (const hooks of this.lifecycle) await hooks.transferred?.(group.id, tx);
      tx.emit('group.transferred', {
        groupId: group.id,
        userId: me.id,
        oldParentId,
        newParentId: newParent?.id ?? null,
        oldFullPath,
        fullPath: group.fullPath,
      });
    });
    return (await this.subjects(actor, [group])).get(group.id)!;
  }

  /**
   * DELETE /groups/:id and `groupDelete` (owners and administrators): the group, its subgroups and
   * the projects in them (through the projects service), their memberships, shares, custom
   * attributes and redirects, all in one transaction.
   */
  async delete(actor: Actor, idOrPath: string | number, precondition?: DeletePrecondition): Promise<void> {
    const subject = await this.find(actor, idOrPath);
    authorize(actor, 'remove_group', subject);
    const group = subject.group;
    checkUnmodifiedSince(precondition, group.updatedAt);
    await this.uow.run(async (tx) => {
      const projectIds = await this.db
        .selectFrom('projects as p')
        .innerJoin('namespaces as n', 'n.id', 'p.namespace_id')
        .select('p.id')
        .where(sql<boolean>`${group.id} = any(n.traversal_ids)`)
        .execute();
      if (projectIds.length > 0) {
        const projects = this.deps.projects();
        const subjects = await projects.loadMany(
          actor,
          projectIds.map((p) => p.id),
        );
        for (const project of subjects) {
          // An owner of the group reaches every project below it; anything else is refused whole.
          if (!project) throw forbidden();
          await projects.delete(actor, project);
        }
      }
      const tree = await this.db
        .selectFrom('namespaces')
        .select('id')
        .where(sql<boolean>`${group.id} = any(traversal_ids)`)
        .execute();
      const ids = tree.map((r) => r.id);
      // Memberships are polymorphic (no foreign key), so they go explicitly.
      await this.deps.members.removeAllOf('Namespace', ids);
      for (const id of ids) {
        await this.deps.customAttributes.removeAll('Group', id);
        await this.namespaces.removeRedirectsTo('Namespace', id);
      }
      // Subgroups and shares go with it (foreign keys cascade).
      await this.db.deleteFrom('namespaces').where('id', '=', group.id).execute();
      forgetDeleted(this.em, group);
      tx.emit('group.deleted', {
        groupId: group.id,
        userId: actor.user!.id,
        fullPath: group.fullPath,
        groupIds: ids,
        parentId: group.parent?.id ?? null,
        name: group.name,
      });
    });
  }

  private findRecord(idOrPath: string | number): Promise<Namespace | null> {
    const value = String(idOrPath);
    if (/^\d+$/.test(value)) return this.em.findOne(Namespace, { id: Number(value), kind: 'Group' });
    return this.em.findOne(Namespace, {
      kind: 'Group',
      fullPath: { $ilike: value.replace(/[\\%_]/g, '\\$&') },
    });
  }

  private async parentOf(group: Namespace): Promise<Namespace | null> {
    if (!group.parent) return null;
    return this.em.findOne(Namespace, { id: group.parent.id });
  }

  /** Whether the actor's user may create top-level groups (their `can_create_group` flag). */
  private async canCreateGroup(actor: Actor): Promise<boolean> {
    if (!actor.user) return false;
    return (await this.deps.users.current(actor)).canCreateGroup;
  }

  private async validateName(
    name: string,
    parent: Namespace | null,
    self: Namespace | null,
    errors: FieldErrors,
  ): Promise<void> {
    if (name.trim() === '') return addFieldError(errors, 'name', "can't be blank");
    if (name.length > MAX_NAME)
      return addFieldError(errors, 'name', `is too long (maximum is ${MAX_NAME} characters)`);
    if (!GROUP_NAME.test(name)) return addFieldError(errors, 'name', GROUP_NAME_MESSAGE);
    if (!parent) return;
    // Subgroups of one parent have distinct names.
    const sibling = await this.db
      .selectFrom('namespaces')
      .select('id')
      .where('parent_id', '=', parent.id)
      .where('name', '=', name)
      .where('id', '<>', self?.id ?? -1)
      .executeTakeFirst();
    if (sibling) addFieldError(errors, 'name', 'has already been taken');
  }

  private async validatePath(
    path: string,
    parent: Namespace | null,
    self: Namespace | null,
    errors: FieldErrors,
  ): Promise<void> {
    if (path === '') return addFieldError(errors, 'path', "can't be blank");
    try {
      await this.namespaces.assertNamespacePathAvailable(
        path,
        parent,
        'path',
        self ? { kind: 'Namespace', id: self.id } : undefined,
      );
    } catch (error) {
      if (!(error instanceof DomainError) || !error.fieldErrors) throw error;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        for (const message of messages) addFieldError(errors, field, message);
      }
    }
  }

  /** A group's visibility stays within its parent's and above its subgroups' and projects'. */
  private async validateVisibilityChange(
    group: Namespace,
    parent: Namespace | null,
    level: number,
    errors: FieldErrors,
  ): Promise<void> {
    if (parent && level > parent.visibilityLevel) {
      return addFieldError(
        errors,
        'visibility_level',
        parentVisibilityMessage(level, parent.visibilityLevel),
      );
    }
    const db = this.db;
    const moreVisibleProject = await db
      .selectFrom('projects')
      .select('id')
      .where('namespace_id', '=', group.id)
      .where('visibility_level', '>', level)
      .executeTakeFirst();
    if (moreVisibleProject) {
      return addFieldError(
        errors,
        'visibility_level',
        `${visibilityName(level)} is not allowed since this group contains projects with higher visibility.`,
      );
    }
    const moreVisibleSubgroup = await db
      .selectFrom('namespaces')
      .select('id')
      .where('parent_id', '=', group.id)
      .where('visibility_level', '>', level)
      .executeTakeFirst();
    if (moreVisibleSubgroup) {
      addFieldError(
        errors,
        'visibility_level',
        `${visibilityName(level)} is not allowed since there are sub-groups with higher visibility.`,
      );
    }
  }

  /** Disabling shared runners reaches every subgroup that allowed more. */
  private async cascadeSharedRunners(group: Namespace, setting: string): Promise<void> {
    const more = SHARED_RUNNERS_ORDER.slice(0, SHARED_RUNNERS_ORDER.indexOf(setting));
    if (more.length === 0) return;
    await sql`
      update namespaces set shared_runners_setting = ${setting}
      where ${group.id} = any(traversal_ids) and id <> ${group.id}
        and shared_runners_setting = any(${more}::text[])`.execute(this.db);
  }

  /** Of the given groups, those above a subgroup or project the user can reach. */
  private async groupsWithMembershipBelow(userId: number, groupIds: readonly number[]): Promise<Set<number>> {
    if (groupIds.length === 0) return new Set();
    const db = this.em.getKysely<Database>();
    const { rows } = await sql<{ id: number }>`
      select id from ${this.access.visibleGroupIds(userId)} as v where id = any(${[...groupIds]}::int[])`.execute(
      db,
    );
    return new Set(rows.map((r) => r.id));
  }
}

function parentVisibilityMessage(level: number, parentLevel: number): string {
  return `${visibilityName(level)} is not allowed since the parent group has a ${visibilityName(parentLevel)} visibility.`;
}
