import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessLevel } from '../../core/access.ts';
import { addFieldError, type FieldErrors } from '../../core/errors.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import type { Project } from '../projects/project.entity.ts';
import {
  ProtectedRefAccess,
  type ProtectedBranch,
  type ProtectedRefAction,
  type ProtectedTag,
} from './protected-ref.entity.ts';
import { PROTECTED_REF_ACCESS_LEVELS, type AccessGrant } from './protection.ts';
import { User } from '../users/user.entity.ts';

/** One entry of `allowed_to_push` and its kin: a role, a user or a group; or a change to an existing one. */
export interface AccessLevelInput {
  /** An existing access level of the rule (updates): changed, or removed with `destroy`. */
  id?: number;
  destroy?: boolean;
  accessLevel?: number | null;
  userId?: number | null;
  groupId?: number | null;
}

/** Who may be named in grants: members of the project, and groups it belongs to or is shared with. */
export interface GrantTargets {
  project: Project;
  access: AccessFinder;
  /** Groups the project is shared with. */
  sharedGroupIds: () => Promise<readonly number[]>;
}

const FIELD: Record<ProtectedRefAction, string> = {
  push: 'push_access_levels',
  merge: 'merge_access_levels',
  unprotect: 'unprotect_access_levels',
  create: 'create_access_levels',
};

/** A role level alone, or GitLab's default (maintainers) when nothing else names who may act. */
export function roleEntries(
  level: number | undefined,
  others: readonly AccessLevelInput[],
): AccessLevelInput[] {
  if (level !== undefined) return [{ accessLevel: level }, ...others];
  return others.length > 0 ? [...others] : [{ accessLevel: AccessLevel.MAINTAINER }];
}

/** Checks entries of one action; problems are added to `errors` under the action's field. */
export async function validateEntries(
  action: ProtectedRefAction,
  entries: readonly AccessLevelInput[],
  targets: GrantTargets,
  errors: FieldErrors,
): Promise<void> {
  const field = FIELD[action];
  for (const entry of entries) {
    if (entry.destroy) continue;
    const kinds = [entry.accessLevel, entry.userId, entry.groupId].filter(
      (v) => v !== undefined && v !== null,
    );
    if (kinds.length !== 1 && entry.id === undefined) {
      addFieldError(errors, field, 'must name exactly one of access_level, user_id or group_id');
      continue;
    }
    if (entry.accessLevel !== undefined && entry.accessLevel !== null) {
      const allowed =
        action === 'unprotect'
          ? PROTECTED_REF_ACCESS_LEVELS.filter((l) => l !== AccessLevel.NO_ACCESS)
          : PROTECTED_REF_ACCESS_LEVELS;
      if (!allowed.includes(entry.accessLevel))
        addFieldError(errors, field, 'access level is not included in the list');
    }
    if (entry.userId !== undefined && entry.userId !== null) {
      const levels = await targets.access.projectAccessLevels(entry.userId, [targets.project.id]);
      if ((levels.get(targets.project.id) ?? 0) < AccessLevel.GUEST) {
        addFieldError(errors, field, 'user is not a member of the project');
      }
    }
    if (entry.groupId !== undefined && entry.groupId !== null) {
      const own = targets.project.namespace.kind === 'Group' ? targets.project.namespace.traversalIds : [];
      const reachable =
        own.includes(entry.groupId) || (await targets.sharedGroupIds()).includes(entry.groupId);
      if (!reachable) addFieldError(errors, field, 'group does not have access to the project');
    }
  }
}

/** Where new grants hang: a protected branch or a protected tag. */
export type GrantOwner = { branch: ProtectedBranch } | { tag: ProtectedTag };

/**
 * Applies entries to a rule's grants of one action: `id` with `destroy` removes one, `id` alone
 * changes one, the others are added unless the same grant exists already.
 */
export async function applyEntries(
  em: EntityManager,
  owner: GrantOwner,
  action: ProtectedRefAction,
  entries: readonly AccessLevelInput[],
  existing: readonly AccessGrant[],
): Promise<void> {
  const current = existing.filter((g) => g.action === action);
  const owned = (id: number) => current.some((g) => g.id === id);
  const present = new Set(current.map(grantKey));
  for (const entry of entries) {
    if (entry.id !== undefined) {
      if (!owned(entry.id)) continue;
      const row = await em.findOneOrFail(ProtectedRefAccess, entry.id);
      if (entry.destroy) {
        em.remove(row);
        continue;
      }
      if (entry.accessLevel !== undefined) row.accessLevel = entry.accessLevel;
      if (entry.userId !== undefined)
        row.user = entry.userId === null ? null : em.getReference(User, entry.userId);
      if (entry.groupId !== undefined) {
        row.group = entry.groupId === null ? null : em.getReference(Namespace, entry.groupId);
      }
      continue;
    }
    const key = grantKey({
      accessLevel: entry.accessLevel ?? null,
      userId: entry.userId ?? null,
      groupId: entry.groupId ?? null,
    });
    if (present.has(key)) continue;
    present.add(key);
    em.create(ProtectedRefAccess, {
      ...('branch' in owner ? { protectedBranch: owner.branch } : { protectedTag: owner.tag }),
      action,
      accessLevel: entry.accessLevel ?? null,
      user: entry.userId ?? null,
      group: entry.groupId ?? null,
    });
  }
}

/** Removes every grant of an action (GraphQL's branch protection input replaces the lists). */
export async function replaceEntries(
  em: EntityManager,
  owner: GrantOwner,
  action: ProtectedRefAction,
  entries: readonly AccessLevelInput[],
  existing: readonly AccessGrant[],
): Promise<void> {
  for (const grant of existing.filter((g) => g.action === action)) {
    em.remove(em.getReference(ProtectedRefAccess, grant.id));
  }
  await applyEntries(em, owner, action, entries, []);
}

function grantKey(g: Pick<AccessGrant, 'accessLevel' | 'userId' | 'groupId'>): string {
  return `${g.accessLevel ?? ''}|${g.userId ?? ''}|${g.groupId ?? ''}`;
}
