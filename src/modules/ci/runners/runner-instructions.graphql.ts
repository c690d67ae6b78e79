import { builder } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { RUNNER_PLATFORMS, runnerSetup, type RunnerPlatform } from './runner-instructions.ts';

const RunnerArchitectureRef = builder
  .objectRef<RunnerPlatform['architectures'][number]>('RunnerArchitecture')
  .implement({
    description: 'A processor architecture GitLab Runner ships a binary for.',
    fields: (t) => ({
      name: t.exposeString('name', {
        nullable: false,
        description: 'Name of the runner platform architecture.',
      }),
      downloadLocation: t.exposeString('downloadLocation', {
        nullable: false,
        description: 'Download location for the runner for the platform architecture.',
      }),
    }),
  });

const RunnerArchitectureConnection = builder.connectionObject(
  {
    type: RunnerArchitectureRef,
    name: 'RunnerArchitectureConnection',
    description: 'The connection type for RunnerArchitecture.',
  },
  { name: 'RunnerArchitectureEdge', description: 'An edge in a connection.' },
);

const RunnerPlatformRef = builder.objectRef<RunnerPlatform>('RunnerPlatform').implement({
  description: 'A platform GitLab Runner runs on.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'Name slug of the runner platform.' }),
    humanReadableName: t.exposeString('humanReadableName', {
      nullable: false,
      description: 'Human readable name of the runner platform.',
    }),
    architectures: t.connection(
      {
        type: RunnerArchitectureRef,
        nullable: true,
        description: 'Runner architectures supported for the platform.',
        resolve: (platform, args) => connectionFromArray(platform.architectures, args),
      },
      RunnerArchitectureConnection,
    ),
  }),
});

const RunnerSetupRef = builder
  .objectRef<{ installInstructions: string; registerInstructions: string }>('RunnerSetup')
  .implement({
    description: 'How to install GitLab Runner and register it with this instance.',
    fields: (t) => ({
      installInstructions: t.exposeString('installInstructions', {
        nullable: false,
        description: 'Instructions for installing the runner on the specified architecture.',
      }),
      registerInstructions: t.exposeString('registerInstructions', {
        nullable: true,
        description: 'Instructions for registering the runner (with a registration token).',
      }),
    }),
  });

const RunnerPlatformConnection = builder.connectionObject(
  {
    type: RunnerPlatformRef,
    name: 'RunnerPlatformConnection',
    description: 'The connection type for RunnerPlatform.',
  },
  { name: 'RunnerPlatformEdge', description: 'An edge in a connection.' },
);

builder.queryFields((t) => ({
  runnerPlatforms: t.connection(
    {
      type: RunnerPlatformRef,
      nullable: true,
      description: 'Supported runner platforms.',
      resolve: (_, args) => connectionFromArray([...RUNNER_PLATFORMS], args),
    },
    RunnerPlatformConnection,
  ),
  runnerSetup: t.field({
    type: RunnerSetupRef,
    nullable: true,
    description: 'Runner setup instructions.',
    args: {
      platform: t.arg.string({ required: true, description: 'Platform to generate the instructions for.' }),
      architecture: t.arg.string({
        required: true,
        description: 'Architecture to generate the instructions for.',
      }),
    },
    resolve: (_, args, ctx) => runnerSetup(args.platform, args.architecture, ctx.services.urls.to('')),
  }),
}));
