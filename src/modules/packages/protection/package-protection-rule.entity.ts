import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../../projects/project.entity.ts';

/**
 * A project's package protection rule (GitLab's `packages_protection_rules`): packages of one type
 * whose name matches `packageNamePattern` (`*` wildcards) may be pushed only by callers holding
 * `minimumAccessLevelForPush`, deleted only by those holding `minimumAccessLevelForDelete` (access
 * levels 40, 50, or 60 for administrators; null: not restricted).
 */
export const PackageProtectionRuleSchema = defineEntity({
  name: 'PackageProtectionRule',
  tableName: 'packages_protection_rules',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    packageNamePattern: p.string().length(255),
    packageType: p.string().length(32),
    minimumAccessLevelForPush: p.integer().nullable(),
    minimumAccessLevelForDelete: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [
    {
      name: 'packages_protection_rules_unique',
      properties: ['project', 'packageType', 'packageNamePattern'],
    },
  ],
});
export class PackageProtectionRule extends PackageProtectionRuleSchema.class {}
PackageProtectionRuleSchema.setClass(PackageProtectionRule);
