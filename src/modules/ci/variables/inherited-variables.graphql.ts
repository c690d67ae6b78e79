import { builder } from '../../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../../graphql/connections.ts';
import { nullIfForbidden } from '../../../graphql/errors.ts';
import { encodeGlobalId } from '../../../graphql/global-id.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { VariableTypeEnum } from './ci-variables.graphql.ts';
import type { InheritedVariableView } from './inherited-variables.ts';

const InheritedVariableSortEnum = builder.enumType('InheritedCiVariablesSort', {
  description: 'Values for sorting inherited variables.',
  values: {
    CREATED_ASC: { value: 'created_asc', description: 'Sorted by created_at in ascending order.' },
    CREATED_DESC: { value: 'created_desc', description: 'Sorted by created_at in descending order.' },
    KEY_ASC: { value: 'key_asc', description: 'Sorted by key in ascending order.' },
    KEY_DESC: { value: 'key_desc', description: 'Sorted by key in descending order.' },
  } as const,
});

const InheritedVariableRef = builder.objectRef<InheritedVariableView>('InheritedCiVariable').implement({
  description: 'CI/CD variables a project inherits from its parent group and ancestors.',
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: 'Global ID of the group variable.',
      resolve: (v) => encodeGlobalId('CiGroupVariable', v.id),
    }),
    key: t.string({ nullable: true, description: 'Name of the variable.', resolve: (v) => v.key }),
    description: t.string({ nullable: true, resolve: (v) => v.description }),
    environmentScope: t.string({ nullable: true, resolve: (v) => v.environmentScope }),
    groupName: t.string({ nullable: true, description: 'Name of the group.', resolve: (v) => v.groupName }),
    groupCiCdSettingsPath: t.string({
      nullable: true,
      description: "Path of the group's CI/CD settings.",
      resolve: (v) => `/groups/${v.groupFullPath}/-/settings/ci_cd`,
    }),
    masked: t.boolean({ nullable: true, resolve: (v) => v.masked }),
    hidden: t.boolean({ nullable: true, resolve: (v) => v.hidden }),
    protected: t.boolean({ nullable: true, resolve: (v) => v.protected }),
    raw: t.boolean({ nullable: true, resolve: (v) => v.raw }),
    variableType: t.field({ type: VariableTypeEnum, nullable: true, resolve: (v) => v.variableType }),
  }),
});

const inheritedCiVariableConnection = builder.connectionObject(
  {
    type: InheritedVariableRef,
    name: 'InheritedCiVariableConnection',
    description: 'The connection type for InheritedCiVariable.',
  },
  { name: 'InheritedCiVariableEdge', description: 'An edge in a connection.' },
);

builder.objectField(ProjectRef, 'inheritedCiVariables', (t) =>
  t.connection(
    {
      type: InheritedVariableRef,
      nullable: true,
      description:
        "CI/CD variables the project inherits from its parent group and ancestors; null for those who may not manage the project's variables.",
      args: {
        sort: t.arg({
          type: InheritedVariableSortEnum,
          description: 'Sort order of results (default: creation order).',
        }),
      },
      resolve: (s, args, ctx) =>
        nullIfForbidden(async () =>
          connectionFromPage(
            await ctx.services.ciVariables.inherited(
              ctx.actor,
              s.project.id,
              args.sort ?? 'created_asc',
              pageRequestFromArgs(args),
            ),
          ),
        ),
    },
    inheritedCiVariableConnection,
  ),
);
