import { defineEntity, p } from '@mikro-orm/postgresql';

export const MILESTONE_STATES = ['active', 'closed'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

/**
 * A milestone of a project or of a group (exactly one of the two), numbered by `iid` within it.
 * Dates are calendar dates, `YYYY-MM-DD`.
 */
export const MilestoneSchema = defineEntity({
  name: 'Milestone',
  tableName: 'milestones',
  properties: {
    id: p.integer().primary().autoincrement(),
    iid: p.integer(),
    projectId: p.integer().nullable(),
    groupId: p.integer().nullable(),
    title: p.string().length(255),
    description: p.text().nullable(),
    state: p.string().length(16).default('active'),
    dueDate: p.string().columnType('date').nullable(),
    startDate: p.string().columnType('date').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Milestone extends MilestoneSchema.class {}
MilestoneSchema.setClass(Milestone);
