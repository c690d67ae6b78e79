import { builder } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { encodeGlobalId } from '../../../graphql/global-id.ts';
import { projectSubject } from '../ci-loaders.ts';
import { PipelineRef } from '../ci-types.graphql.ts';

/** What GitLab's pipeline page asks of a pipeline besides its summary: its variables, how it was started. */

interface ManualVariableNode {
  id: string;
  key: string;
  value: string | null;
}

const PipelineManualVariableRef = builder.objectRef<ManualVariableNode>('PipelineManualVariable').implement({
  description: 'CI/CD variables added to a manual pipeline.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'ID of the variable.' }),
    key: t.exposeString('key', { nullable: true, description: 'Name of the variable.' }),
    value: t.string({
      nullable: true,
      description: 'Value of the variable (null for those who may not read the pipeline variables).',
      resolve: (v) => v.value,
    }),
  }),
});

const PipelineManualVariableConnection = builder.connectionObject(
  {
    type: PipelineManualVariableRef,
    name: 'PipelineManualVariableConnection',
    description: 'The connection type for PipelineManualVariable.',
  },
  { name: 'PipelineManualVariableEdge', description: 'An edge in a connection.' },
);

builder.objectFields(PipelineRef, (t) => ({
  manualVariables: t.connection(
    {
      type: PipelineManualVariableRef,
      nullable: true,
      description:
        'CI/CD variables the pipeline was created with (run from the UI or the API, a trigger, a schedule or a parent pipeline).',
      resolve: async (p, args, ctx) => {
        const subject = await projectSubject(ctx, p.project.id);
        const variables = ctx.services.pipelines.manualVariablesOf(ctx.actor, subject, p);
        return connectionFromArray(
          variables.map((v, i) => ({
            id: encodeGlobalId('Ci::PipelineVariable', `${p.id}-${i + 1}`),
            key: v.key,
            value: v.value,
          })),
          args,
        );
      },
    },
    PipelineManualVariableConnection,
  ),
  trigger: t.boolean({
    nullable: false,
    description: 'If the pipeline was created by a Trigger request.',
    resolve: (p) => p.source === 'trigger',
  }),
  troubleshootJobWithAi: t.boolean({
    nullable: false,
    description: 'If the user can troubleshoot jobs of a pipeline: never here, which has no AI features.',
    resolve: () => false,
  }),
}));
