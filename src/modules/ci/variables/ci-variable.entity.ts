import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../../namespaces/namespace.entity.ts';
import { Project } from '../../projects/project.entity.ts';

export const VARIABLE_TYPES = ['env_var', 'file'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/**
 * A CI/CD variable of a project (`Ci::Variable`) or of a group (`Ci::GroupVariable`): one key per
 * environment scope of its owner.
 */
export const CiVariableSchema = defineEntity({
  name: 'CiVariable',
  tableName: 'ci_variables',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    key: p.string().length(255),
    value: p.text(),
    variableType: p.enum(VARIABLE_TYPES).default('env_var'),
    /** Only for pipelines of protected refs. */
    protected: p.boolean().default(false),
    /** Masked in job logs. */
    masked: p.boolean().default(false),
    /** Masked, and never shown again through the API. */
    hidden: p.boolean().default(false),
    /** `$VAR` references in the value are not expanded. */
    raw: p.boolean().default(false),
    environmentScope: p.string().length(255).default('*'),
    description: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [
    { properties: ['project', 'key', 'environmentScope'] },
    { properties: ['group', 'key', 'environmentScope'] },
  ],
});

export class CiVariable extends CiVariableSchema.class {}
CiVariableSchema.setClass(CiVariable);
