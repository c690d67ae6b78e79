import { builder } from '../../graphql/builder.ts';
import type { FeatureAccessLevel } from './project.entity.ts';
import { featureAccessLevel, type ProjectFeature } from './projects.policy.ts';
import { ProjectRef } from './projects.graphql.ts';

/** GitLab's integer for each feature access level (`ProjectFeature::DISABLED`...). */
const FEATURE_LEVEL_VALUES: Record<FeatureAccessLevel, number> = {
  disabled: 0,
  private: 10,
  enabled: 20,
  public: 30,
};

const ProjectFeatureAccessLevelEnum = builder.enumType('ProjectFeatureAccessLevel', {
  description: 'Access level of a project feature.',
  values: {
    DISABLED: { value: 'disabled', description: 'Not enabled for anyone.' },
    PRIVATE: { value: 'private', description: 'Enabled only for team members.' },
    ENABLED: { value: 'enabled', description: 'Enabled for everyone able to access the project.' },
  } as const,
});

const ProjectFeatureAccessRef = builder
  .objectRef<Exclude<FeatureAccessLevel, 'public'>>('ProjectFeatureAccess')
  .implement({
    description: 'Access level required to use a project feature.',
    fields: (t) => ({
      integerValue: t.int({
        nullable: true,
        description: 'Integer representation of access level.',
        resolve: (level) => FEATURE_LEVEL_VALUES[level],
      }),
      stringValue: t.field({
        type: ProjectFeatureAccessLevelEnum,
        nullable: true,
        description: 'String representation of access level.',
        resolve: (level) => level,
      }),
    }),
  });

/** The features whose level GitLab's `Project` type exposes, by field name. */
const FEATURE_FIELDS = {
  issuesAccessLevel: 'issues',
  mergeRequestsAccessLevel: 'merge_requests',
  forkingAccessLevel: 'forking',
} as const satisfies Record<string, ProjectFeature>;

builder.objectFields(ProjectRef, (t) =>
  Object.fromEntries(
    Object.entries(FEATURE_FIELDS).map(([field, feature]) => [
      field,
      t.field({
        type: ProjectFeatureAccessRef,
        nullable: true,
        description: `Access level required for ${feature.replace('_', ' ')} access (as set, whatever the caller's role).`,
        resolve: (s) => featureAccessLevel(s.project, feature) as Exclude<FeatureAccessLevel, 'public'>,
      }),
    ]),
  ),
);
