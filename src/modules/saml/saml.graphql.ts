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
import type { SamlGroupLink } from './saml-group-link.entity.ts';
import type { SamlProviderView } from './saml-provider-view.ts';

// GitLab's GraphQL sets neither SAML group links nor the group's SAML provider; these follow its REST
// names and its GraphQL style, as the LDAP links do.

const SamlGroupLinkRef = builder.objectRef<SamlGroupLink>('SamlGroupLink').implement({
  description:
    'A link between a group and a SAML group: users asserting the SAML group get its access level.',
  fields: (t) => ({
    name: t.string({
      description: 'Name of the SAML group (a value of the `groups` attribute).',
      resolve: (l) => l.samlGroupName,
    }),
    accessLevel: t.field({
      type: AccessLevelRef,
      description: "Access level the link's users get in the group.",
      resolve: (l) => l.accessLevel,
    }),
    memberRoleId: t.int({
      nullable: true,
      description: 'ID of a custom member role (custom roles do not exist here: always null).',
      resolve: (l) => l.memberRoleId ?? null,
    }),
  }),
});

const GroupSamlProviderRef = builder.objectRef<SamlProviderView>('GroupSamlProvider').implement({
  description:
    "A top-level group's SAML identity provider, and the group's addresses the IdP is set up with.",
  fields: (t) => ({
    enabled: t.boolean({
      description: 'Whether members may sign in with SAML.',
      resolve: (v) => v.provider.enabled,
    }),
    ssoUrl: t.string({ description: "The IdP's sign-in URL.", resolve: (v) => v.provider.ssoUrl }),
    certificateFingerprint: t.string({
      description: "SHA-1 or SHA-256 fingerprint of the IdP's signing certificate (lower-case hex).",
      resolve: (v) => v.provider.certificateFingerprint,
    }),
    enforcedSso: t.boolean({
      description: 'Whether SSO is enforced.',
      resolve: (v) => v.provider.enforcedSso,
    }),
    defaultMembershipRole: t.field({
      type: AccessLevelRef,
      description: 'Access level of members a first sign-in adds.',
      resolve: (v) => v.provider.defaultMembershipRole,
    }),
    issuer: t.string({
      description: 'Identifier (entity ID and audience) of the group.',
      resolve: (v) => v.sp.issuer,
    }),
    assertionConsumerServiceUrl: t.string({
      description: 'Where the IdP posts its responses.',
      resolve: (v) => v.sp.callbackUrl,
    }),
    userSsoUrl: t.string({ description: 'Where members start a sign-in.', resolve: (v) => v.userSsoUrl }),
  }),
});

builder.objectField(GroupRef, 'samlGroupLinks', (t) =>
  t.field({
    type: [SamlGroupLinkRef],
    nullable: true,
    description:
      "The group's SAML group links, oldest first; null for those who may not manage them (Owner).",
    resolve: (group, _args, ctx) =>
      requestLoader<GroupSubject, SamlGroupLink[] | null>(
        ctx,
        'saml-group-links',
        (subjects) => ctx.services.samlGroupLinks.forGroups(ctx.actor, subjects),
        (subject) => subject.group.id,
      ).load(group),
  }),
);

builder.objectField(GroupRef, 'samlProvider', (t) =>
  t.field({
    type: GroupSamlProviderRef,
    nullable: true,
    description: "The top-level group's SAML provider; null when none, for subgroups, and for non-owners.",
    resolve: (group, _args, ctx) =>
      requestLoader<GroupSubject, SamlProviderView | null>(
        ctx,
        'saml-providers',
        (subjects) => ctx.services.samlProviders.forGroups(ctx.actor, subjects),
        (subject) => subject.group.id,
      ).load(group),
  }),
);

builder.relayMutationField(
  'samlGroupLinkCreate',
  {
    inputFields: (t) => ({
      groupPath: t.id({ required: true, description: 'Full path of the group.' }),
      samlGroupName: t.string({ required: true, description: 'Name of the SAML group.' }),
      accessLevel: t.field({
        type: MemberAccessLevelEnum,
        required: true,
        description: "Access level the link's users get.",
      }),
    }),
  },
  {
    description: 'Links a group (Owner) to a SAML group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          samlGroupLink: await ctx.services.samlGroupLinks.create(ctx.actor, String(input.groupPath), {
            samlGroupName: input.samlGroupName,
            accessLevel: memberAccessLevel(input.accessLevel),
          }),
        }),
        { samlGroupLink: null },
      ),
  },
  {
    outputFields: (t) => ({
      samlGroupLink: t.field({
        type: SamlGroupLinkRef,
        nullable: true,
        description: 'The link created.',
        resolve: (p) => p.samlGroupLink ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'samlGroupLinkDestroy',
  {
    inputFields: (t) => ({
      groupPath: t.id({ required: true, description: 'Full path of the group.' }),
      samlGroupName: t.string({ required: true, description: 'Name of the linked SAML group.' }),
    }),
  },
  {
    description: "Removes a group's SAML group link (Owner).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.samlGroupLinks.delete(ctx.actor, String(input.groupPath), input.samlGroupName);
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
  'samlProviderUpdate',
  {
    inputFields: (t) => ({
      groupPath: t.id({ required: true, description: 'Full path of a top-level group.' }),
      enabled: t.boolean({ description: 'Whether members may sign in with SAML.' }),
      ssoUrl: t.string({ description: "The IdP's sign-in URL (https). Required for a new provider." }),
      certificateFingerprint: t.string({
        description: "SHA-1 or SHA-256 fingerprint of the IdP's certificate. Required for a new provider.",
      }),
      enforcedSso: t.boolean({ description: 'Whether SSO is enforced.' }),
      defaultMembershipRole: t.field({
        type: MemberAccessLevelEnum,
        description: 'Access level of members a first sign-in adds (default Guest).',
      }),
    }),
  },
  {
    description: "Sets up or changes a top-level group's SAML provider (Owner).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          samlProvider: await ctx.services.samlProviders.update(ctx.actor, String(input.groupPath), {
            enabled: input.enabled ?? undefined,
            ssoUrl: input.ssoUrl ?? undefined,
            certificateFingerprint: input.certificateFingerprint ?? undefined,
            enforcedSso: input.enforcedSso ?? undefined,
            defaultMembershipRole: input.defaultMembershipRole
              ? memberAccessLevel(input.defaultMembershipRole)
              : undefined,
          }),
        }),
        { samlProvider: null },
      ),
  },
  {
    outputFields: (t) => ({
      samlProvider: t.field({
        type: GroupSamlProviderRef,
        nullable: true,
        description: 'The provider.',
        resolve: (p) => p.samlProvider ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
