import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { User } from '../users/user.entity.ts';

/** `disabled`, `private` (members only), `enabled` (everyone who can see the project) or `public`. */
export type FeatureAccessLevel = 'disabled' | 'private' | 'enabled' | 'public';

/** Per-feature access levels, keyed as the API names them without the `_access_level` suffix. */
export type FeatureAccessLevels = Record<string, FeatureAccessLevel>;

/** Project settings that only round-trip through the API (merge method, squash option...). */
export type ProjectSettings = Record<string, string | number | boolean | null>;

export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'projects',
  properties: {
    id: p.integer().primary().autoincrement(),
    namespace: () => p.manyToOne(Namespace).deleteRule('restrict'),
    creator: () => p.manyToOne(User).nullable().deleteRule('set null'),
    name: p.string().length(255),
    path: p.string().length(255),
    /** `namespace/full/path/project`; unique case-insensitively. */
    fullPath: p.text(),
    description: p.text().nullable(),
    visibilityLevel: p.integer().default(0),
    archived: p.boolean().default(false),
    defaultBranch: p.string().length(255).nullable(),
    topics: p.array().columnType('text[]').default([]),
    avatar: p.string().length(255).nullable(),
    starCount: p.integer().default(0),
    repositoryStorage: p.string().length(255).default('default'),
    /** Set while the repository moves between storages: pushes and API writes are refused. */
    repositoryReadOnly: p.boolean().default(false),
    ciConfigPath: p.string().length(255).nullable(),
    sharedRunnersEnabled: p.boolean().default(true),
    lfsEnabled: p.boolean().default(true),
    requestAccessEnabled: p.boolean().default(true),
    emailsEnabled: p.boolean().default(true),
    publicJobs: p.boolean().default(true),
    featureAccessLevels: p.json<FeatureAccessLevels>().default('{}'),
    settings: p.json<ProjectSettings>().default('{}'),
    /** Set while a scheduled deletion is pending; such projects are hidden from lists. */
    pendingDelete: p.boolean().default(false),
    lastActivityAt: p.datetime().onCreate(() => new Date()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['namespace'] },
    { properties: ['creator'] },
    {
      name: 'projects_full_path_lower_unique',
      expression: 'create unique index "projects_full_path_lower_unique" on "projects" (lower("full_path"))',
    },
    {
      name: 'projects_namespace_path_lower_unique',
      expression:
        'create unique index "projects_namespace_path_lower_unique" on "projects" ("namespace_id", lower("path"))',
    },
  ],
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
