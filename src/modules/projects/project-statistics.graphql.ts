import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { ProjectStatistics } from './project-statistics.service.ts';
import { ProjectRef } from './projects.graphql.ts';
import type { ProjectSubject } from './projects.policy.ts';

interface StatisticsSubject {
  statistics: ProjectStatistics;
  subject: ProjectSubject;
}

/** Statistics of every project of the request, computed together. */
const statisticsOf = (ctx: GraphQLContext, subject: ProjectSubject) =>
  requestLoader<ProjectSubject, ProjectStatistics | null>(
    ctx,
    'project-statistics',
    (subjects) => ctx.services.projectStatistics.statisticsOf(ctx.actor, subjects),
    (s) => s.project.id,
  ).load(subject);

const ProjectStatisticsRef = builder.objectRef<StatisticsSubject>('ProjectStatistics').implement({
  fields: (t) => {
    const size = (key: keyof Omit<ProjectStatistics, 'projectId'>, description: string, nullable = false) =>
      t.float({ nullable, description, resolve: ({ statistics }) => statistics[key] });
    return {
      commitCount: t.float({
        nullable: false,
        description: 'Commit count of the project (its default branch).',
        resolve: async ({ subject }, _, ctx) =>
          (await ctx.services.projectStatistics.commitCount(ctx.actor, subject)) ?? 0,
      }),
      buildArtifactsSize: size('buildArtifactsSize', 'Build artifacts size of the project in bytes.'),
      containerRegistrySize: size(
        'containerRegistrySize',
        'Container Registry size of the project in bytes (no registry here: 0).',
        true,
      ),
      lfsObjectsSize: size(
        'lfsObjectsSize',
        'Large File Storage (LFS) object size of the project in bytes (no LFS here: 0).',
      ),
      packagesSize: size(
        'packagesSize',
        'Packages size of the project in bytes (no package registry here: 0).',
      ),
      pipelineArtifactsSize: size(
        'pipelineArtifactsSize',
        'CI Pipeline artifacts size in bytes (no pipeline artifacts here: 0).',
        true,
      ),
      repositorySize: size('repositorySize', 'Repository size of the project in bytes (its files on disk).'),
      snippetsSize: size(
        'snippetsSize',
        'Snippets size of the project in bytes (their repositories on disk).',
        true,
      ),
      storageSize: size('storageSize', 'Storage size of the project in bytes: the sum of the others.'),
      uploadsSize: size('uploadsSize', 'Uploads size of the project in bytes (its avatar).', true),
      wikiSize: size('wikiSize', 'Wiki size of the project in bytes (no wikis here: 0).', true),
    };
  },
});

builder.objectField(ProjectRef, 'statistics', (t) =>
  t.field({
    type: ProjectStatisticsRef,
    nullable: true,
    description: 'Statistics of the project (reporters and administrators; null for others).',
    resolve: async (subject, _, ctx) => {
      const statistics = await statisticsOf(ctx, subject);
      return statistics ? { statistics, subject } : null;
    },
  }),
);
