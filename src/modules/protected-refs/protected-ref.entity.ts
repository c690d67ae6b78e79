import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { Project } from '../projects/project.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A protected branch (or wildcard of branches) of a project: who may push, merge and unprotect is
 * in its access levels.
 */
export const ProtectedBranchSchema = defineEntity({
  name: 'ProtectedBranch',
  tableName: 'protected_branches',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    /** A branch name, or a pattern where `*` stands for any characters. */
    name: p.string().length(255),
    allowForcePush: p.boolean().default(false),
    codeOwnerApprovalRequired: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['project', 'name'] }],
});

export class ProtectedBranch extends ProtectedBranchSchema.class {}
ProtectedBranchSchema.setClass(ProtectedBranch);

/** A protected tag (or wildcard of tags): only those of its create access levels may create them. */
export const ProtectedTagSchema = defineEntity({
  name: 'ProtectedTag',
  tableName: 'protected_tags',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    name: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['project', 'name'] }],
});

export class ProtectedTag extends ProtectedTagSchema.class {}
ProtectedTagSchema.setClass(ProtectedTag);

/** What an access level of a protected ref allows: push, merge, unprotect (branches) or create (tags). */
export const PROTECTED_REF_ACTIONS = ['push', 'merge', 'unprotect', 'create'] as const;
export type ProtectedRefAction = (typeof PROTECTED_REF_ACTIONS)[number];

/**
 * One grant of a protected ref: a role (`accessLevel`: 0 no one, 30 developers and maintainers,
 * 40 maintainers, 60 administrators), one user, or the members of one group.
 */
export const ProtectedRefAccessSchema = defineEntity({
  name: 'ProtectedRefAccess',
  tableName: 'protected_ref_access_levels',
  properties: {
    id: p.integer().primary().autoincrement(),
    protectedBranch: () => p.manyToOne(ProtectedBranch).nullable().deleteRule('cascade'),
    protectedTag: () => p.manyToOne(ProtectedTag).nullable().deleteRule('cascade'),
    action: p.enum(PROTECTED_REF_ACTIONS),
    accessLevel: p.integer().nullable(),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['protectedBranch'] }, { properties: ['protectedTag'] }],
});

export class ProtectedRefAccess extends ProtectedRefAccessSchema.class {}
ProtectedRefAccessSchema.setClass(ProtectedRefAccess);
