import { builder } from '../../graphql/builder.ts';
import { ProjectPermissionsRef } from './project-permissions.graphql.ts';
import { nameWithNamespace, projectAvatarUrl, projectWebUrl } from './projects.presenter.ts';
import type { ProjectSubject } from './projects.policy.ts';

/**
 * GitLab's `ProjectInterface`: the fields every project type shares, for fragments written
 * `on ProjectInterface`. `Project` is its only implementation here and redefines these fields with
 * its own (stricter) nullability.
 */
export const ProjectInterfaceRef = builder.interfaceRef<ProjectSubject>('ProjectInterface').implement({
  description: 'Fields shared by every representation of a project.',
  resolveType: () => 'Project',
  fields: (t) => ({
    id: t.id({ nullable: true, description: 'ID of the project.', resolve: (s) => s.project.id }),
    name: t.string({
      nullable: true,
      description: 'Name of the project without the namespace.',
      resolve: (s) => s.project.name,
    }),
    nameWithNamespace: t.string({
      nullable: true,
      description: 'Name of the project including the namespace.',
      resolve: (s) => nameWithNamespace(s.project),
    }),
    fullPath: t.id({
      nullable: true,
      description: 'Full path of the project.',
      resolve: (s) => s.project.fullPath,
    }),
    description: t.string({
      nullable: true,
      description: 'Short description of the project.',
      resolve: (s) => s.project.description ?? null,
    }),
    avatarUrl: t.string({
      nullable: true,
      description: 'Avatar URL of the project.',
      resolve: (s, _, ctx) => projectAvatarUrl(s.project, ctx.services.urls),
    }),
    webUrl: t.string({
      nullable: true,
      description: 'Web URL of the project.',
      resolve: (s, _, ctx) => projectWebUrl(s.project, ctx.services.urls),
    }),
    userPermissions: t.field({
      type: ProjectPermissionsRef,
      nullable: true,
      description: 'Permissions for the current user on the project.',
      resolve: (s) => s,
    }),
  }),
});
