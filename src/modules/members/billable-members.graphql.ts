import { DomainError } from '../../core/errors.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { upperCase, upperCaseValues } from '../../graphql/enum-values.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import { BILLABLE_SORTS, type BillableSort } from './billable-members.service.ts';
import { findMemberSource } from './member-source-inputs.graphql.ts';
import type { BillableMemberView } from './members.presenter.ts';

const BillableMembershipTypeEnum = builder.enumType('BillableMembershipType', {
  description: 'How a billable user is a member of a group hierarchy.',
  values: ['GROUP_MEMBER', 'PROJECT_MEMBER', 'GROUP_INVITE', 'PROJECT_INVITE'] as const,
});

const BillableMemberSortEnum = builder.enumType('BillableMemberSort', {
  description: 'Orderings of billable members.',
  values: upperCaseValues(BILLABLE_SORTS),
});

const BillableMemberRef = builder.objectRef<BillableMemberView>('BillableMember').implement({
  description: 'A user billed for a top-level group, and how they are a member of it.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: false, resolve: (b) => b.user }),
    membershipType: t.field({
      type: BillableMembershipTypeEnum,
      resolve: (b) => upperCase(b.membershipType),
    }),
    removable: t.boolean({
      description: 'Direct member of the group hierarchy (not only through an invited group).',
      resolve: (b) => b.membershipType === 'group_member' || b.membershipType === 'project_member',
    }),
    isLastOwner: t.boolean({ resolve: (b) => b.isLastOwner }),
  }),
});

const BillableMemberConnection = builder.connectionObject(
  { type: BillableMemberRef, name: 'BillableMemberConnection' },
  { name: 'BillableMemberEdge' },
);

builder.objectFields(GroupRef, (t) => ({
  billableMembers: t.connection(
    {
      type: BillableMemberRef,
      nullable: true,
      description: 'Users billed for this top-level group (owners only; null otherwise).',
      args: {
        search: t.arg.string({ description: 'Name, username or public email.' }),
        sort: t.arg({ type: BillableMemberSortEnum }),
      },
      resolve: async (s, args, ctx) => {
        try {
          const page = await ctx.services.billableMembers.list(
            ctx.actor,
            { type: 'Namespace', id: s.group.id, subject: s },
            {
              search: args.search ?? undefined,
              sort: (args.sort?.toLowerCase() as BillableSort) ?? undefined,
            },
            pageRequestFromArgs(args),
          );
          return connectionFromPage(page);
        } catch (error) {
          if (error instanceof DomainError && error.kind === 'bad_request') return null;
          throw error;
        }
      },
    },
    BillableMemberConnection,
  ),
}));

builder.relayMutationField(
  'billableMemberDestroy',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the top-level group.' }),
      userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the billable user.' }),
    }),
  },
  {
    description: 'Removes a billable user from every group and project of a top-level group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const source = await findMemberSource(ctx, 'Namespace', input.groupId);
        await ctx.services.billableMembers.remove(ctx.actor, source, input.userId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
