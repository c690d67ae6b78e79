import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** A user's personal namespace, or a group. Projects live in namespaces. */
export const NAMESPACE_KINDS = ['User', 'Group'] as const;
export type NamespaceKind = (typeof NAMESPACE_KINDS)[number];

export interface BranchProtectionDefaults {
  allowed_to_push: { access_level: number }[];
  allow_force_push: boolean;
  allowed_to_merge: { access_level: number }[];
  developer_can_initial_push?: boolean;
}

export const NamespaceSchema = defineEntity({
  name: 'Namespace',
  tableName: 'namespaces',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.enum(NAMESPACE_KINDS),
    name: p.string().length(255),
    path: p.string().length(255),
    /** Slash-joined paths from the root, e.g. `parent/child`; unique case-insensitively. */
    fullPath: p.text(),
    /** Names from the root, joined by ' / '. */
    fullName: p.text(),
    parent: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    /** Ids from the root down to this namespace, itself included. */
    traversalIds: p.array<number>(Number).columnType('integer[]').default([]),
    /** The user a personal namespace belongs to; null for groups. */
    owner: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    description: p.text().default(''),
    visibilityLevel: p.integer().default(0),
    avatar: p.string().length(255).nullable(),
    shareWithGroupLock: p.boolean().default(false),
    membershipLock: p.boolean().default(false),
    requireTwoFactorAuthentication: p.boolean().default(false),
    twoFactorGracePeriod: p.integer().default(48),
    projectCreationLevel: p.string().length(32).default('developer'),
    subgroupCreationLevel: p.string().length(32).default('maintainer'),
    autoDevopsEnabled: p.boolean().nullable(),
    emailsEnabled: p.boolean().default(true),
    mentionsDisabled: p.boolean().default(false),
    lfsEnabled: p.boolean().default(true),
    requestAccessEnabled: p.boolean().default(true),
    defaultBranch: p.string().length(255).nullable(),
    defaultBranchProtectionDefaults: p.json<BranchProtectionDefaults>().nullable(),
    sharedRunnersSetting: p.string().length(64).default('enabled'),
    fileTemplateProjectId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['parent'] },
    {
      name: 'namespaces_full_path_lower_unique',
      expression:
        'create unique index "namespaces_full_path_lower_unique" on "namespaces" (lower("full_path"))',
    },
    {
      name: 'namespaces_traversal_ids_gin',
      expression: 'create index "namespaces_traversal_ids_gin" on "namespaces" using gin ("traversal_ids")',
    },
    {
      name: 'namespaces_owner_user_unique',
      expression:
        'create unique index "namespaces_owner_user_unique" on "namespaces" ("owner_id") where "kind" = \'User\'',
    },
  ],
});

export class Namespace extends NamespaceSchema.class {}
NamespaceSchema.setClass(Namespace);
