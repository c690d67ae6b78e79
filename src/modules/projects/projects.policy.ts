import type { Actor } from '../../core/actor.ts';
import { all, feature, featureLevel, seesProject } from '../../core/permission-rules.ts';
import type { FeatureAccessLevel, Project } from './project.entity.ts';

/**
 * A project as policies see it: the project and the actor's access level on it (0 for none).
 * The abilities on it are in the permission table (core/permission-table.ts).
 */
export interface ProjectSubject {
  project: Project;
  access: number;
}

/** The project features whose visibility is set by a `<feature>_access_level` parameter. */
export const PROJECT_FEATURES = [
  'issues',
  'repository',
  'merge_requests',
  'forking',
  'wiki',
  'builds',
  'snippets',
  'pages',
  'analytics',
  'container_registry',
  'security_and_compliance',
  'releases',
  'environments',
  'feature_flags',
  'infrastructure',
  'monitor',
  'model_experiments',
  'model_registry',
  'requirements',
  'package_registry',
] as const;
export type ProjectFeature = (typeof PROJECT_FEATURES)[number];

/** Levels a feature may take; `public` exists for pages only. */
export const FEATURE_ACCESS_LEVELS = ['disabled', 'private', 'enabled'] as const;
export const PAGES_ACCESS_LEVELS = ['disabled', 'private', 'enabled', 'public'] as const;

/** The stored level of a feature, or its default. */
export function featureAccessLevel(project: Project, feature: ProjectFeature): FeatureAccessLevel {
  return featureLevel(project, feature) as FeatureAccessLevel;
}

/** Is a feature usable by the actor: the project visible to them and the feature open to them? */
export function featureAvailable(actor: Actor, s: ProjectSubject, name: ProjectFeature): boolean {
  return all(seesProject, feature(name))(actor, s);
}
