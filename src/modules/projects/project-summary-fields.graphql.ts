import { builder } from '../../graphql/builder.ts';
import { AccessLevelRef } from '../members/access-levels.graphql.ts';
import { projectDescriptionHtml, projectEditPath } from './projects.presenter.ts';
import { ProjectRef } from './projects.graphql.ts';

/** What GitLab's project lists ("Your work", group overviews) show of each project. */
builder.objectFields(ProjectRef, (t) => ({
  editPath: t.string({
    nullable: true,
    description: 'Path of the page where the project settings are edited.',
    resolve: (s) => projectEditPath(s.project),
  }),
  descriptionHtml: t.string({
    nullable: true,
    description: 'The GitLab Flavored Markdown rendering of `description`.',
    resolve: (s) => projectDescriptionHtml(s.project),
  }),
  maxAccessLevel: t.field({
    type: AccessLevelRef,
    nullable: false,
    description:
      'The maximum access level of the current user in the project (direct, inherited or shared membership).',
    resolve: (s) => s.access,
  }),
  openIssuesCount: t.int({
    nullable: true,
    description: 'Number of open issues for the project: 0, issues are not built here.',
    resolve: () => 0,
  }),
  openMergeRequestsCount: t.int({
    nullable: true,
    description: 'Number of open merge requests for the project: 0, merge requests are not built here.',
    resolve: () => 0,
  }),
  isCatalogResource: t.boolean({
    nullable: true,
    description: 'Indicates if a project is a CI/CD catalog resource: false, the catalog is not built here.',
    resolve: () => false,
  }),
  isPublished: t.boolean({
    nullable: true,
    description:
      'Indicates if a project is a published CI/CD catalog resource: false, the catalog is not built here.',
    resolve: () => false,
  }),
  exploreCatalogPath: t.string({
    nullable: true,
    description: 'Path to the project catalog resource: null, the CI/CD catalog is not built here.',
    resolve: () => null,
  }),
}));
