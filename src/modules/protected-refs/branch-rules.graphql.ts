import DataLoader from 'dataloader';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromArray, maxPageSize } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { AccessLevelGroupRef, AccessLevelUserRef } from './access-level-types.graphql.ts';
import type { AccessLevelInput } from './access-level-inputs.ts';
import type { ProtectedRefAction } from './protected-ref.entity.ts';
import { refNameMatches, type AccessGrant, type ProtectedBranchRule } from './protection.ts';

registerGlobalIdClass('BranchRule', 'Projects::BranchRule');

/** A branch rule with the project it belongs to. */
interface BranchRuleNode {
  rule: ProtectedBranchRule;
  subject: ProjectSubject;
}

/** Access levels share one shape; GitLab names a type per action. */
function accessLevelType(name: string, description: string) {
  return builder.objectRef<AccessGrant>(name).implement({
    description,
    fields: (t) => ({
      accessLevel: t.int({
        nullable: false,
        description: 'GitLab::Access level (0 when a user or group is named).',
        resolve: (g) => g.accessLevel ?? 0,
      }),
      accessLevelDescription: t.string({
        nullable: false,
        description: 'Human readable representation for the access level.',
        resolve: (g) => g.description,
      }),
      user: t.field({ type: AccessLevelUserRef, nullable: true, resolve: (g) => g.userId }),
      group: t.field({ type: AccessLevelGroupRef, nullable: true, resolve: (g) => g.groupId }),
    }),
  });
}

export const PushAccessLevelRef = accessLevelType('PushAccessLevel', 'Who may push to a protected branch.');
export const MergeAccessLevelRef = accessLevelType(
  'MergeAccessLevel',
  'Who may merge into a protected branch.',
);
export const UnprotectAccessLevelRef = accessLevelType(
  'UnprotectAccessLevel',
  'Who may unprotect (or delete) a protected branch.',
);

/** Access levels of a rule are few: their pages are small, and so is what queries may ask. */
export const ACCESS_LEVELS_PAGE = 20;

const grantsOf = (rule: ProtectedBranchRule, action: ProtectedRefAction) =>
  rule.grants.filter((g) => g.action === action);

const PushAccessLevelConnection = builder.connectionObject(
  {
    type: PushAccessLevelRef,
    name: 'PushAccessLevelConnection',
    description: 'The connection type for PushAccessLevel.',
  },
  { name: 'PushAccessLevelEdge', description: 'An edge in a connection.' },
);

const MergeAccessLevelConnection = builder.connectionObject(
  {
    type: MergeAccessLevelRef,
    name: 'MergeAccessLevelConnection',
    description: 'The connection type for MergeAccessLevel.',
  },
  { name: 'MergeAccessLevelEdge', description: 'An edge in a connection.' },
);

const UnprotectAccessLevelConnection = builder.connectionObject(
  {
    type: UnprotectAccessLevelRef,
    name: 'UnprotectAccessLevelConnection',
    description: 'The connection type for UnprotectAccessLevel.',
  },
  { name: 'UnprotectAccessLevelEdge', description: 'An edge in a connection.' },
);

const BranchProtectionRef = builder.objectRef<ProtectedBranchRule>('BranchProtection').implement({
  description: 'Branch protection details for a branch rule.',
  fields: (t) => ({
    allowForcePush: t.boolean({
      nullable: false,
      description: 'Toggle force push to the branch for users with write access.',
      resolve: (rule) => rule.allowForcePush,
    }),
    codeOwnerApprovalRequired: t.boolean({
      nullable: false,
      description: 'Enforce code owner approvals before allowing a merge.',
      resolve: (rule) => rule.codeOwnerApprovalRequired,
    }),
    isGroupLevel: t.boolean({
      nullable: false,
      description: 'Indicates whether this branch rule is configured for the group level.',
      resolve: () => false,
    }),
    pushAccessLevels: t.connection(
      {
        type: PushAccessLevelRef,
        nullable: true,
        description: 'Details about who can push when the branch is the source branch.',
        ...maxPageSize(ACCESS_LEVELS_PAGE),
        resolve: (rule, args) => connectionFromArray(grantsOf(rule, 'push'), args, ACCESS_LEVELS_PAGE),
      },
      PushAccessLevelConnection,
    ),
    mergeAccessLevels: t.connection(
      {
        type: MergeAccessLevelRef,
        nullable: true,
        description: 'Details about who can merge when the branch is the source branch.',
        ...maxPageSize(ACCESS_LEVELS_PAGE),
        resolve: (rule, args) => connectionFromArray(grantsOf(rule, 'merge'), args, ACCESS_LEVELS_PAGE),
      },
      MergeAccessLevelConnection,
    ),
    unprotectAccessLevels: t.connection(
      {
        type: UnprotectAccessLevelRef,
        nullable: true,
        description: 'Details about who can unprotect the branch.',
        ...maxPageSize(ACCESS_LEVELS_PAGE),
        resolve: (rule, args) => connectionFromArray(grantsOf(rule, 'unprotect'), args, ACCESS_LEVELS_PAGE),
      },
      UnprotectAccessLevelConnection,
    ),
  }),
});

/** Branch names per project, once per request: `matchingBranchesCount` of every rule shares them. */
const branchNameLoaders = new WeakMap<object, DataLoader<ProjectSubject, string[], number>>();
function branchNames(ctx: GraphQLContext, subject: ProjectSubject): Promise<string[]> {
  let loader = branchNameLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      (subjects) =>
        Promise.all(subjects.map((s) => ctx.services.repositories.forReading(ctx.actor, s).branchNames())),
      { cacheKeyFn: (s) => s.project.id },
    );
    branchNameLoaders.set(ctx, loader);
  }
  return loader.load(subject);
}

// GitLab types `BranchRule.id` as `ProjectsBranchRuleID!`; a Relay node's id must be an `ID!`, and branch rules are nodes here.
/** A branch rule, loadable by id (`node(id:)`) for those who manage its project's protected branches. */
export const BranchRuleRef = builder.loadableNode('BranchRule', {
  description: 'Branch rules configured for a rule target.',
  id: {
    description: 'ID of the branch rule.',
    resolve: ({ rule }: BranchRuleNode) => rule.id,
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.protectedBranches.loadMany(ctx.actor, ids),
  fields: (t) => ({
    name: t.string({
      nullable: false,
      description: 'Name of the branch rule target. Includes wildcards.',
      resolve: ({ rule }) => rule.name,
    }),
    isDefault: t.boolean({
      nullable: false,
      description: "Check if this branch rule protects the project's default branch.",
      resolve: ({ rule, subject }) => rule.name === subject.project.defaultBranch,
    }),
    isProtected: t.boolean({
      nullable: false,
      description: 'Check if this branch rule protects access for the branch.',
      resolve: () => true,
    }),
    matchingBranchesCount: t.int({
      nullable: false,
      description: 'Number of existing branches that match this branch rule.',
      resolve: async ({ rule, subject }, _, ctx) =>
        (await branchNames(ctx, subject)).filter((name) => refNameMatches(rule.name, name)).length,
    }),
    branchProtection: t.field({
      type: BranchProtectionRef,
      nullable: true,
      description: 'Branch protections configured for this branch rule.',
      resolve: ({ rule }) => rule,
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: ({ rule }) => rule.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: ({ rule }) => rule.updatedAt }),
  }),
});

/** Every project's rules in one load, whatever the number of projects on the page. */
const ruleLoaders = new WeakMap<object, DataLoader<ProjectSubject, ProtectedBranchRule[] | null, number>>();
function branchRulesOf(ctx: GraphQLContext, subject: ProjectSubject): Promise<ProtectedBranchRule[] | null> {
  let loader = ruleLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((subjects) => ctx.services.protectedBranches.forProjects(ctx.actor, subjects), {
      cacheKeyFn: (s) => s.project.id,
    });
    ruleLoaders.set(ctx, loader);
  }
  return loader.load(subject);
}

const BranchRuleConnection = builder.connectionObject(
  { type: BranchRuleRef, name: 'BranchRuleConnection', description: 'The connection type for BranchRule.' },
  { name: 'BranchRuleEdge', description: 'An edge in a connection.' },
);

builder.objectFields(ProjectRef, (t) => ({
  branchRules: t.connection(
    {
      type: BranchRuleRef,
      nullable: true,
      description:
        'Branch rules configured for the project (maintainers); null for those who may not see them.',
      resolve: async (subject, args, ctx) => {
        const rules = await branchRulesOf(ctx, subject);
        return (
          rules &&
          connectionFromArray(
            rules.map((rule) => ({ rule, subject })),
            args,
          )
        );
      },
    },
    BranchRuleConnection,
  ),
}));

interface AccessLevelArgument {
  accessLevel?: number | null;
  userId?: number | null;
  groupId?: number | null;
}

const accessLevelInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      accessLevel: t.int({ description: 'Access level allowed to perform action.' }),
      userId: t.field({ type: 'UserID', description: 'User associated with the access level.' }),
      groupId: t.field({ type: 'GroupID', description: 'Group associated with the access level.' }),
    }),
  });

const PushAccessLevelInput = accessLevelInput(
  'PushAccessLevelInput',
  'Defines who can push to a protected branch.',
);
const MergeAccessLevelInput = accessLevelInput(
  'MergeAccessLevelInput',
  'Defines who can merge into a protected branch.',
);

const BranchProtectionInput = builder.inputType('BranchProtectionInput', {
  fields: (t) => ({
    allowForcePush: t.boolean({
      description: 'Allows users with write access to the branch rule target to force push changes.',
    }),
    codeOwnerApprovalRequired: t.boolean({
      description: 'Enforce code owner approvals before allowing a merge.',
    }),
    pushAccessLevels: t.field({
      type: [PushAccessLevelInput],
      description: 'Details about who can push to the branch rule target.',
    }),
    mergeAccessLevels: t.field({
      type: [MergeAccessLevelInput],
      description: 'Details about who can merge into the branch rule target.',
    }),
  }),
});

const toEntries = (list: readonly AccessLevelArgument[] | null | undefined): AccessLevelInput[] | undefined =>
  list?.map((e) => ({
    accessLevel: e.accessLevel ?? undefined,
    userId: e.userId ?? undefined,
    groupId: e.groupId ?? undefined,
  }));

type BranchRulePayload = { branchRule?: BranchRuleNode | null; errors: string[] };

const branchRulePayload = {
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, BranchRulePayload>) => ({
    branchRule: t.field({
      type: BranchRuleRef,
      nullable: true,
      description: 'Branch rule after mutation.',
      resolve: (p) => p.branchRule ?? null,
    }),
    errors: mutationErrorsField(t),
  }),
};

builder.relayMutationField(
  'branchRuleCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({
        required: true,
        description: 'Full path to the project that the branch is associated with.',
      }),
      name: t.string({ required: true, description: 'Branch name, with wildcards, for the branch rules.' }),
    }),
  },
  {
    description: 'Protects a branch (or wildcard of branches) of a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          branchRule: await ctx.services.protectedBranches.create(ctx.actor, String(input.projectPath), {
            name: input.name,
          }),
        }),
        { branchRule: null },
      ),
  },
  branchRulePayload,
);

builder.relayMutationField(
  'branchRuleUpdate',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'ProjectsBranchRuleID',
        required: true,
        description: 'Global ID of the branch rule to update.',
      }),
      name: t.string({ required: true, description: 'Branch name, with wildcards, for the branch rules.' }),
      branchProtection: t.field({
        type: BranchProtectionInput,
        description: 'Branch protections configured for the branch rule.',
      }),
    }),
  },
  {
    description: 'Renames a branch rule and changes its protection.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          branchRule: await ctx.services.protectedBranches.updateById(ctx.actor, input.id, {
            name: input.name,
            allowForcePush: input.branchProtection?.allowForcePush ?? undefined,
            codeOwnerApprovalRequired: input.branchProtection?.codeOwnerApprovalRequired ?? undefined,
            allowedToPush: toEntries(input.branchProtection?.pushAccessLevels),
            allowedToMerge: toEntries(input.branchProtection?.mergeAccessLevels),
            replaceLists: true,
          }),
        }),
        { branchRule: null },
      ),
  },
  branchRulePayload,
);

builder.relayMutationField(
  'branchRuleDelete',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'ProjectsBranchRuleID',
        required: true,
        description: 'Global ID of the branch rule to destroy.',
      }),
    }),
  },
  {
    description: 'Unprotects the branches of a branch rule.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({ branchRule: await ctx.services.protectedBranches.deleteById(ctx.actor, input.id) }),
        { branchRule: null },
      ),
  },
  branchRulePayload,
);
