import { builder } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { encodeGlobalId } from '../../../graphql/global-id.ts';
import { JobRef } from '../ci-types.graphql.ts';
import { CiVariableInterface } from '../variables/ci-variables.graphql.ts';
import { jobManualVariables } from './job-loaders.ts';

interface ManualVariableNode {
  /** Position among the job's manual variables, from 1. */
  id: number;
  jobId: number;
  key: string;
  value: string;
  variableType: 'env_var';
}

const ManualVariableRef = builder.objectRef<ManualVariableNode>('CiManualVariable').implement({
  description: 'CI/CD variables given to a manual job.',
  interfaces: [CiVariableInterface],
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: 'ID of the variable.',
      resolve: (v) => encodeGlobalId('Ci::JobVariable', `${v.jobId}-${v.id}`),
    }),
    environmentScope: t.string({
      nullable: true,
      description: 'Scope defining the environments that can use the variable.',
      deprecationReason:
        'No longer used, only available for GroupVariableType and ProjectVariableType. Deprecated in GitLab 15.3.',
      resolve: () => null,
    }),
  }),
});

const ManualVariableConnection = builder.connectionObject(
  {
    type: ManualVariableRef,
    name: 'CiManualVariableConnection',
    description: 'The connection type for CiManualVariable.',
  },
  { name: 'CiManualVariableEdge', description: 'An edge in a connection.' },
);

builder.objectFields(JobRef, (t) => ({
  manualVariables: t.connection(
    {
      type: ManualVariableRef,
      nullable: true,
      description:
        'Variables added to a manual job when the job is triggered (null for those who may not play it).',
      resolve: async (job, args, ctx) => {
        const variables = await jobManualVariables(ctx, job);
        if (!variables) return null;
        return connectionFromArray(
          variables.map((v, i) => ({
            id: i + 1,
            jobId: job.id,
            key: v.key,
            value: v.value,
            variableType: 'env_var' as const,
          })),
          args,
        );
      },
    },
    ManualVariableConnection,
  ),
}));
