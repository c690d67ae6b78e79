import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../../core/encryption.ts';
import { Project } from '../../projects/project.entity.ts';
import { User } from '../../users/user.entity.ts';
import { VARIABLE_TYPES } from '../variables/ci-variable.entity.ts';

/** A pipeline schedule (`Ci::PipelineSchedule`): a ref's pipeline on a cron, run as its owner. */
export const PipelineScheduleSchema = defineEntity({
  name: 'PipelineSchedule',
  tableName: 'ci_pipeline_schedules',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    owner: () => p.manyToOne(User).nullable().deleteRule('set null'),
    description: p.text().default(''),
    ref: p.string().length(255),
    cron: p.string().length(255),
    cronTimezone: p.string().length(255).default('UTC'),
    active: p.boolean().default(true),
    nextRunAt: p.datetime().nullable(),
    lastPipelineId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }, { properties: ['active', 'nextRunAt'] }],
});

export class PipelineSchedule extends PipelineScheduleSchema.class {}
PipelineScheduleSchema.setClass(PipelineSchedule);

export const SCHEDULE_VARIABLE_VALUE = encryptedColumn({
  table: 'ci_pipeline_schedule_variables',
  column: 'encrypted_value',
  legacyPlaintextColumn: 'plaintext_value',
});

/** A variable a schedule passes to its pipelines. */
export const PipelineScheduleVariableSchema = defineEntity({
  name: 'PipelineScheduleVariable',
  tableName: 'ci_pipeline_schedule_variables',
  properties: {
    id: p.integer().primary().autoincrement(),
    schedule: () => p.manyToOne(PipelineSchedule).deleteRule('cascade'),
    key: p.string().length(255),
    /** The value, encrypted (`SCHEDULE_VARIABLE_VALUE`). */
    encryptedValue: p.text().$type<Ciphertext>(),
    variableType: p.enum(VARIABLE_TYPES).default('env_var'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['schedule', 'key'] }],
});

export class PipelineScheduleVariable extends PipelineScheduleVariableSchema.class {}
PipelineScheduleVariableSchema.setClass(PipelineScheduleVariable);
