import { builder, type GraphQLContext, type SchemaTypes } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { requestLoader } from '../../../graphql/request-loader.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import type { PackageType } from '../package.entity.ts';
import type { PackageProtectionRule } from './package-protection-rule.entity.ts';
import { RuleInvalidError, type PackageProtectionRuleInput } from './package-protection-rules.service.ts';
import { ruleAccessLevelName, type RuleAccessLevelName } from './rule-access-levels.ts';

/**
 * Package protection rules as GitLab's GraphQL has them: `Project.packagesProtectionRules`, and the
 * `createPackagesProtectionRule`, `updatePackagesProtectionRule` and `deletePackagesProtectionRule`
 * mutations, calling the service behind `/projects/:id/packages/protection/rules`.
 */

registerGlobalIdClass('PackagesProtectionRule', 'Packages::Protection::Rule');

const PackageTypeEnum = builder.enumType('PackagesProtectionRulePackageType', {
  description: 'Package type of a package protection rule resource.',
  values: {
    NPM: { value: 'npm', description: 'Packages of the npm format.' },
    PYPI: { value: 'pypi', description: 'Packages of the PyPI format.' },
    GENERIC: { value: 'generic', description: 'Packages of the generic format.' },
  } as const satisfies Record<string, { value: PackageType; description: string }>,
});

const AccessLevelEnum = builder.enumType('PackagesProtectionRuleAccessLevel', {
  description: 'Access level of a package protection rule resource.',
  values: {
    MAINTAINER: { value: 'maintainer', description: 'Maintainer access.' },
    OWNER: { value: 'owner', description: 'Owner access.' },
    ADMIN: { value: 'admin', description: 'Admin access.' },
  } as const satisfies Record<string, { value: RuleAccessLevelName; description: string }>,
});

const AccessLevelForDeleteEnum = builder.enumType('PackagesProtectionRuleAccessLevelForDelete', {
  description: 'Access level for the deletion of a package protection rule resource.',
  values: {
    OWNER: { value: 'owner', description: 'Owner access.' },
    ADMIN: { value: 'admin', description: 'Admin access.' },
  } as const satisfies Record<string, { value: RuleAccessLevelName; description: string }>,
});

export const PackagesProtectionRuleRef = builder.loadableNode('PackagesProtectionRule', {
  description:
    'A packages protection rule designed to protect packages from being pushed by users with a certain access level.',
  id: {
    description: 'ID of the package protection rule.',
    resolve: (rule: PackageProtectionRule) => rule.id,
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.packageProtectionRules.loadMany(ctx.actor, ids),
  fields: (t) => ({
    packageNamePattern: t.string({
      description:
        'Package name protected by the protection rule. For example `@my-scope/my-package-*`. Wildcard character `*` allowed.',
      resolve: (r) => r.packageNamePattern,
    }),
    packageType: t.field({
      type: PackageTypeEnum,
      description: 'Package type protected by the protection rule. For example `NPM`.',
      resolve: (r) => r.packageType as PackageType,
    }),
    minimumAccessLevelForPush: t.field({
      type: AccessLevelEnum,
      nullable: true,
      description:
        'Minimum GitLab access required to push packages to the package registry. If null, Developer may push.',
      resolve: (r) => ruleAccessLevelName(r.minimumAccessLevelForPush),
    }),
    minimumAccessLevelForDelete: t.field({
      type: AccessLevelForDeleteEnum,
      nullable: true,
      description:
        'Minimum GitLab access required to delete packages from the package registry. If null, Maintainer may delete.',
      resolve: (r) => {
        const name = ruleAccessLevelName(r.minimumAccessLevelForDelete);
        return name === 'maintainer' ? null : name;
      },
    }),
  }),
});

builder.objectField(ProjectRef, 'packagesProtectionRules', (t) =>
  t.connection({
    type: PackagesProtectionRuleRef,
    nullable: true,
    description:
      'Packages protection rules for the project; null for those who may not manage them (Maintainer).',
    resolve: async (project, args, ctx) => {
      const rules = await requestLoader<ProjectSubject, PackageProtectionRule[] | null>(
        ctx,
        'packages-protection-rules',
        (subjects) => ctx.services.packageProtectionRules.forProjects(ctx.actor, subjects),
        (subject) => subject.project.id,
      ).load(project);
      return rules && connectionFromArray(rules, args);
    },
  }),
);

/** The payload of a rule mutation: GitLab's full validation messages, each its own entry. */
async function rulePayload(
  run: () => Promise<PackageProtectionRule>,
): Promise<{ packageProtectionRule: PackageProtectionRule | null; errors: string[] }> {
  try {
    return { packageProtectionRule: await run(), errors: [] };
  } catch (error) {
    if (error instanceof RuleInvalidError) return { packageProtectionRule: null, errors: error.messages };
    const failed = await mutationPayload<{ packageProtectionRule: null }>(
      () => {
        throw error;
      },
      { packageProtectionRule: null },
    );
    return { packageProtectionRule: null, errors: failed.errors };
  }
}

type RulePayload = Awaited<ReturnType<typeof rulePayload>>;

function ruleOutput(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, RulePayload>) {
  return {
    packageProtectionRule: t.field({
      type: PackagesProtectionRuleRef,
      nullable: true,
      description: 'Packages protection rule after mutation.',
      resolve: (p) => p.packageProtectionRule,
    }),
    errors: mutationErrorsField(t),
  };
}

builder.relayMutationField(
  'createPackagesProtectionRule',
  {
    inputFields: (t) => ({
      projectPath: t.id({
        required: true,
        description: 'Full path of the project where a protection rule is located.',
      }),
      packageNamePattern: t.string({
        required: true,
        description:
          'Package name protected by the protection rule. For example `@my-scope/my-package-*`. Wildcard character `*` allowed.',
      }),
      packageType: t.field({
        type: PackageTypeEnum,
        required: true,
        description: 'Package type protected by the protection rule. For example `NPM`.',
      }),
      minimumAccessLevelForPush: t.field({
        type: AccessLevelEnum,
        description: 'Minimum GitLab access required to push packages to the package registry.',
      }),
      minimumAccessLevelForDelete: t.field({
        type: AccessLevelForDeleteEnum,
        description: 'Minimum GitLab access required to delete packages from the package registry.',
      }),
    }),
  },
  {
    description: 'Creates a protection rule to restrict access to project packages.',
    resolve: (_, { input }, ctx) =>
      rulePayload(() =>
        ctx.services.packageProtectionRules.create(ctx.actor, String(input.projectPath), {
          packageNamePattern: input.packageNamePattern,
          packageType: input.packageType,
          minimumAccessLevelForPush: input.minimumAccessLevelForPush ?? null,
          minimumAccessLevelForDelete: input.minimumAccessLevelForDelete ?? null,
        }),
      ),
  },
  { outputFields: ruleOutput },
);

builder.relayMutationField(
  'updatePackagesProtectionRule',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'PackagesProtectionRuleID',
        required: true,
        description: 'Global ID of the package protection rule to be updated.',
      }),
      packageNamePattern: t.string({
        description:
          'Package name protected by the protection rule. For example `@my-scope/my-package-*`. Wildcard character `*` allowed.',
      }),
      packageType: t.field({
        type: PackageTypeEnum,
        description: 'Package type protected by the protection rule. For example `NPM`.',
      }),
      minimumAccessLevelForPush: t.field({
        type: AccessLevelEnum,
        description: 'Minimum GitLab access required to push packages to the package registry.',
      }),
      minimumAccessLevelForDelete: t.field({
        type: AccessLevelForDeleteEnum,
        description: 'Minimum GitLab access required to delete packages from the package registry.',
      }),
    }),
  },
  {
    description: 'Updates a package protection rule to restrict access to project packages.',
    resolve: (_, { input }, ctx) =>
      rulePayload(async () => {
        const projectId = await ctx.services.packageProtectionRules.projectOfRule(input.id);
        const changes: PackageProtectionRuleInput = {
          packageNamePattern: input.packageNamePattern ?? undefined,
          packageType: input.packageType ?? undefined,
        };
        // An argument given as null clears the level, as GitLab's update does; one left out keeps it.
        if (input.minimumAccessLevelForPush !== undefined)
          changes.minimumAccessLevelForPush = input.minimumAccessLevelForPush;
        if (input.minimumAccessLevelForDelete !== undefined)
          changes.minimumAccessLevelForDelete = input.minimumAccessLevelForDelete;
        return ctx.services.packageProtectionRules.update(ctx.actor, projectId, input.id, changes);
      }),
  },
  { outputFields: ruleOutput },
);

builder.relayMutationField(
  'deletePackagesProtectionRule',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'PackagesProtectionRuleID',
        required: true,
        description: 'Global ID of the package protection rule to delete.',
      }),
    }),
  },
  {
    description: 'Deletes a protection rule for packages.',
    resolve: (_, { input }, ctx) =>
      rulePayload(async () => {
        const projectId = await ctx.services.packageProtectionRules.projectOfRule(input.id);
        return ctx.services.packageProtectionRules.delete(ctx.actor, projectId, input.id);
      }),
  },
  { outputFields: ruleOutput },
);
