import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { Project } from '../projects/project.entity.ts';
import { User } from '../users/user.entity.ts';

/** A label of a project (`ProjectLabel`) or of a group (`GroupLabel`, available to its subgroups and projects). */
export const LABEL_TYPES = ['ProjectLabel', 'GroupLabel'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

export const LabelSchema = defineEntity({
  name: 'Label',
  tableName: 'labels',
  properties: {
    id: p.integer().primary().autoincrement(),
    type: p.enum(LABEL_TYPES),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    title: p.string().length(255),
    /** `#RRGGBB` or `#RGB`, as given (CSS colour names are stored as their hex value). */
    color: p.string().length(7),
    description: p.text().nullable(),
    archived: p.boolean().default(false),
    lockOnMerge: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Label extends LabelSchema.class {}
LabelSchema.setClass(Label);

/** The priority a project gives a label (its own or one of its groups'): lower comes first. */
export const LabelPrioritySchema = defineEntity({
  name: 'LabelPriority',
  tableName: 'label_priorities',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    label: () => p.manyToOne(Label).deleteRule('cascade'),
    priority: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class LabelPriority extends LabelPrioritySchema.class {}
LabelPrioritySchema.setClass(LabelPriority);

/** A user's subscription to a label: everywhere (no project), or where a project uses it. */
export const LabelSubscriptionSchema = defineEntity({
  name: 'LabelSubscription',
  tableName: 'label_subscriptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    label: () => p.manyToOne(Label).deleteRule('cascade'),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LabelSubscription extends LabelSubscriptionSchema.class {}
LabelSubscriptionSchema.setClass(LabelSubscription);
