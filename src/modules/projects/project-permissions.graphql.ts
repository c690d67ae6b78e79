import { can } from '../../core/policy.ts';
import { builder } from '../../graphql/builder.ts';
import { permissionFields } from '../../graphql/permissions.ts';
import type { ProjectSubject } from './projects.policy.ts';

/** GitLab's `ProjectPermissions`: what the current user may do with a project. */
export const ProjectPermissionsRef = builder.objectRef<ProjectSubject>('ProjectPermissions').implement({
  description: 'What the current user may do with a project.',
  fields: (t) =>
    permissionFields(
      t,
      [
        'read_project',
        'admin_project',
        'remove_project',
        'push_code',
        'archive_project',
        'change_namespace',
        'change_visibility_level',
        'rename_project',
        'read_project_member',
        'admin_project_member',
        'create_merge_request_in',
        'read_code',
      ],
      { nullable: false },
    ),
});

builder.objectFields(ProjectPermissionsRef, (t) => ({
  downloadCode: t.boolean({
    nullable: false,
    description: 'Whether the user may download (clone, archive) the code: `read_code`.',
    resolve: (s, _, ctx) => can(ctx.actor, 'read_code', s),
  }),
  createMergeRequestFrom: t.boolean({
    nullable: false,
    description:
      'Whether the user may open merge requests from the project: push to it (`push_code`) and create merge requests in it.',
    resolve: (s, _, ctx) => can(ctx.actor, 'push_code', s) && can(ctx.actor, 'create_merge_request_in', s),
  }),
  forkProject: t.boolean({
    nullable: false,
    description: 'Always false: there is no forking here.',
    resolve: () => false,
  }),
  viewEditPage: t.boolean({
    nullable: false,
    description: "Whether the user may open the project's settings: `admin_project` (Maintainer).",
    resolve: (s, _, ctx) => can(ctx.actor, 'admin_project', s),
  }),
}));
