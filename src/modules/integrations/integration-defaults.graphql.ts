import { builder } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { nullIfForbidden } from '../../graphql/errors.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import {
  filterServices,
  ServiceConnection,
  ServiceInterface,
  ServiceTypeEnum,
} from './integrations.graphql.ts';

/**
 * Integration defaults, which GitLab's GraphQL API lacks, in the style of `Project.services`:
 * `Group.services` (the group's defaults, for its owners) and `instanceServices` (the instance's,
 * for administrators, as `systemWebhooks` are). `integrationUpdate` and `integrationDisable` change
 * them with `groupPath` or `instance: true`.
 */

const filterArgs = builder.args((t) => ({
  active: t.boolean({ description: 'Indicates if the integration is active.' }),
  type: t.field({ type: ServiceTypeEnum, description: 'Type of integration.' }),
}));

builder.objectField(GroupRef, 'services', (t) =>
  t.connection(
    {
      type: ServiceInterface,
      nullable: true,
      description:
        "The group's integration defaults, which its projects and subgroups inherit; null for those who may not manage them (Owner). Railyard's.",
      args: filterArgs,
      resolve: async (g, args, ctx) => {
        const all = await nullIfForbidden(() =>
          ctx.services.integrationDefaults.list(ctx.actor, { kind: 'group', idOrPath: g.group.id }),
        );
        const chosen = filterServices(all, args);
        return chosen && connectionFromArray(chosen, args);
      },
    },
    ServiceConnection,
  ),
);

builder.queryField('instanceServices', (t) =>
  t.connection(
    {
      type: ServiceInterface,
      nullable: true,
      description:
        "The instance's integration defaults, which every project inherits unless a group's is nearer; null for everyone but administrators. Railyard's.",
      args: filterArgs,
      resolve: async (_, args, ctx) => {
        const all = await nullIfForbidden(() =>
          ctx.services.integrationDefaults.list(ctx.actor, { kind: 'instance' }),
        );
        const chosen = filterServices(all, args);
        return chosen && connectionFromArray(chosen, args);
      },
    },
    ServiceConnection,
  ),
);
