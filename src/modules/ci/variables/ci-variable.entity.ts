import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../../core/encryption.ts';
import { Namespace } from '../../namespaces/namespace.entity.ts';
import { Project } from '../../projects/project.entity.ts';

export const VARIABLE_TYPES = ['env_var', 'file'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

export const CI_VARIABLE_VALUE = encryptedColumn({
  table: 'ci_variables',
  column: 'encrypted_value',
  legacyPlaintextColumn: 'plaintext_value',
});

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
    /** The value, encrypted (`CI_VARIABLE_VALUE`); the service decrypts it for those who may see it. */
    encryptedValue: p.text().$type<Ciphertext>(),
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
