import { builder } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import {
  AccessLevelRef,
  MemberAccessLevelEnum,
  memberAccessLevel,
} from '../members/access-levels.graphql.ts';
import type { LdapGroupLink } from './ldap-group-link.entity.ts';
import type { LdapLinkTarget } from './ldap-group-links.service.ts';

// GitLab's GraphQL has no LDAP group links; these follow its REST names and its GraphQL style.

const LdapGroupLinkRef = builder.objectRef<LdapGroupLink>('LdapGroupLink').implement({
  description:
    'A link between a group and a directory group (`cn`) or a directory filter, at one LDAP provider.',
  fields: (t) => ({
    cn: t.string({
      nullable: true,
      description: 'CN of the linked LDAP group (null for a filter link).',
      resolve: (l) => l.cn ?? null,
    }),
    filter: t.string({
      nullable: true,
      description: 'LDAP filter of the link (null for a cn link).',
      resolve: (l) => l.filter ?? null,
    }),
    provider: t.string({
      description: 'LDAP provider of the link (`ldapmain`...).',
      resolve: (l) => l.provider,
    }),
    accessLevel: t.field({
      type: AccessLevelRef,
      description: "Access level the link's directory users get in the group.",
      resolve: (l) => l.groupAccess,
    }),
  }),
});

builder.objectField(GroupRef, 'ldapGroupLinks', (t) =>
  t.field({
    type: [LdapGroupLinkRef],
    nullable: true,
    description: "The group's LDAP links, oldest first; null for those who may not manage them (Owner).",
    resolve: (group, _args, ctx) =>
      requestLoader<GroupSubject, LdapGroupLink[] | null>(
        ctx,
        'ldap-group-links',
        (subjects) => ctx.services.ldapGroupLinks.forGroups(ctx.actor, subjects),
        (subject) => subject.group.id,
      ).load(group),
  }),
);

/** The service refuses anything but exactly one of `cn` and `filter`. */
const target = (input: { cn?: string | null; filter?: string | null }) =>
  ({ cn: input.cn ?? undefined, filter: input.filter ?? undefined }) as LdapLinkTarget;

builder.relayMutationField(
  'ldapGroupLinkCreate',
  {
    inputFields: (t) => ({
      groupPath: t.id({ required: true, description: 'Full path of the group.' }),
      cn: t.string({ description: 'CN of an LDAP group. Exactly one of `cn` and `filter`.' }),
      filter: t.string({ description: 'LDAP filter for users. Exactly one of `cn` and `filter`.' }),
      accessLevel: t.field({
        type: MemberAccessLevelEnum,
        required: true,
        description: "Access level the link's directory users get.",
      }),
      provider: t.string({ required: true, description: 'A configured LDAP provider (`ldapmain`...).' }),
    }),
  },
  {
    description: 'Links a group (Owner) to an LDAP group by `cn` or to the users of an LDAP `filter`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          ldapGroupLink: await ctx.services.ldapGroupLinks.create(ctx.actor, String(input.groupPath), {
            ...target(input),
            groupAccess: memberAccessLevel(input.accessLevel),
            provider: input.provider,
          }),
        }),
        { ldapGroupLink: null },
      ),
  },
  {
    outputFields: (t) => ({
      ldapGroupLink: t.field({
        type: LdapGroupLinkRef,
        nullable: true,
        description: 'The link created.',
        resolve: (p) => p.ldapGroupLink ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'ldapGroupLinkDestroy',
  {
    inputFields: (t) => ({
      groupPath: t.id({ required: true, description: 'Full path of the group.' }),
      cn: t.string({ description: 'CN of the linked LDAP group. Exactly one of `cn` and `filter`.' }),
      filter: t.string({ description: 'LDAP filter of the link. Exactly one of `cn` and `filter`.' }),
      provider: t.string({ required: true, description: 'LDAP provider of the link.' }),
    }),
  },
  {
    description: "Removes a group's LDAP link (Owner).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.ldapGroupLinks.delete(ctx.actor, String(input.groupPath), {
          ...target(input),
          provider: input.provider,
        });
        return {};
      }, {}),
  },
  {
    outputFields: (t) => ({
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'ldapSync',
  {
    inputFields: (t) => ({
      groupPath: t.id({ required: true, description: 'Full path of the group.' }),
    }),
  },
  {
    description:
      "Syncs a group's members with its LDAP links now (Owner, administrators), as `POST /groups/:id/ldap_sync`.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.ldapSync.syncNow(ctx.actor, String(input.groupPath));
          return { group: await ctx.services.groups.find(ctx.actor, String(input.groupPath)) };
        },
        { group: null },
      ),
  },
  {
    outputFields: (t) => ({
      group: t.field({
        type: GroupRef,
        nullable: true,
        description: 'The group, synced.',
        resolve: (p) => p.group ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
