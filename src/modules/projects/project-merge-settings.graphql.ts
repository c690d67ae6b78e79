import { builder } from '../../graphql/builder.ts';
import type { Project } from './project.entity.ts';
import { ProjectRef } from './projects.graphql.ts';
import { setting } from './projects.presenter.ts';

/** The project's squash option leaves merge requests no choice (`always` or `never`). */
export function squashReadOnly(project: Project): boolean {
  return ['always', 'never'].includes(String(setting(project, 'squash_option')));
}

/** The merge request settings GitLab's merge request widget reads from the project. */
builder.objectFields(ProjectRef, (t) => ({
  onlyAllowMergeIfPipelineSucceeds: t.boolean({
    nullable: true,
    description: 'Indicates if merge requests of the project can only be merged with successful jobs.',
    resolve: (s) => setting(s.project, 'only_allow_merge_if_pipeline_succeeds') === true,
  }),
  onlyAllowMergeIfAllDiscussionsAreResolved: t.boolean({
    nullable: true,
    description:
      'Indicates if merge requests of the project can only be merged when all the discussions are resolved.',
    resolve: (s) => setting(s.project, 'only_allow_merge_if_all_discussions_are_resolved') === true,
  }),
  allowMergeOnSkippedPipeline: t.boolean({
    nullable: true,
    description:
      'If `only_allow_merge_if_pipeline_succeeds` is true, indicates if merge requests of the project can also be merged with skipped jobs.',
    resolve: (s) => setting(s.project, 'allow_merge_on_skipped_pipeline') === true,
  }),
  removeSourceBranchAfterMerge: t.boolean({
    nullable: true,
    description:
      'Indicates if `Delete source branch` option should be enabled by default for all new merge requests of the project.',
    resolve: (s) => setting(s.project, 'remove_source_branch_after_merge') === true,
  }),
  mergeRequestsFfOnlyEnabled: t.boolean({
    nullable: true,
    description:
      'Indicates if no merge commits should be created and all merges should instead be fast-forwarded, which means that merging is only allowed if the branch could be fast-forwarded.',
    resolve: (s) => setting(s.project, 'merge_method') === 'ff',
  }),
  squashReadOnly: t.boolean({
    nullable: false,
    description:
      'Returns `true` if squash option is set to always or never (the merge request cannot change it).',
    resolve: (s) => squashReadOnly(s.project),
  }),
}));
