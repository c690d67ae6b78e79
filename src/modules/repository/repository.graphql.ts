import { builder } from '../../graphql/builder.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectRepository } from './repositories.service.ts';

/**
 * A project's repository (GitLab's `Repository` type). Other files of this module add fields to it
 * with `builder.objectFields(RepositoryRef, ...)`: tree, blobs, compare, branches, commits...
 */
export const RepositoryRef = builder.objectRef<ProjectRepository>('Repository').implement({
  description: 'The git repository of a project.',
  fields: (t) => ({
    exists: t.boolean({
      nullable: false,
      description: 'Whether the repository exists on disk.',
      resolve: ({ repo }) => repo.exists(),
    }),
    empty: t.boolean({
      nullable: false,
      description: 'Whether the repository has no branch yet.',
      resolve: async ({ repo }) => !(await repo.hasBranches()),
    }),
    rootRef: t.string({
      nullable: true,
      description: 'Default branch of the repository.',
      resolve: ({ subject, repo }, _, ctx) => ctx.services.repositories.defaultBranch(subject.project, repo),
    }),
  }),
});

builder.objectField(ProjectRef, 'repository', (t) =>
  t.field({
    type: RepositoryRef,
    nullable: true,
    description: 'Git repository of the project (null when the caller may not read its code).',
    resolve: (subject, _, ctx) => {
      try {
        return { subject, repo: ctx.services.repositories.forReading(ctx.actor, subject) };
      } catch {
        return null;
      }
    },
  }),
);
