import { builder } from '../../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../../graphql/connections.ts';
import { nullIfForbidden } from '../../../graphql/errors.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import type { JobTokenAuthLogEntry } from './job-token-auth-log.ts';

const AuthLogRef = builder.objectRef<JobTokenAuthLogEntry>('CiJobTokenAuthLog').implement({
  description: "A project whose jobs' tokens authenticated on this project, and when they last did.",
  fields: (t) => ({
    lastAuthorizedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Last time the project accessed this one with a job token.',
      resolve: (entry) => entry.lastAuthorizedAt,
    }),
    originProject: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'The project whose job tokens were used (null when the caller may not see it).',
      resolve: (entry) => entry.originProjectId,
    }),
  }),
});

const ciJobTokenAuthLogConnection = builder.connectionObject(
  {
    type: AuthLogRef,
    name: 'CiJobTokenAuthLogConnection',
    description: 'The connection type for CiJobTokenAuthLog.',
  },
  { name: 'CiJobTokenAuthLogEdge', description: 'An edge in a connection.' },
);

builder.objectField(ProjectRef, 'ciJobTokenAuthLogs', (t) =>
  t.connection(
    {
      type: AuthLogRef,
      nullable: true,
      description:
        'Projects whose CI/CD job tokens authenticated on this project, most recent first (maintainers; null for others).',
      resolve: (s, args, ctx) =>
        nullIfForbidden(async () =>
          connectionFromPage(
            await ctx.services.jobTokenScope.authLog(ctx.actor, s.project.id, pageRequestFromArgs(args)),
          ),
        ),
    },
    ciJobTokenAuthLogConnection,
  ),
);
