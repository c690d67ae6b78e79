import { defineEntity, p } from '@mikro-orm/postgresql';

export const CUSTOM_ATTRIBUTE_SUBJECTS = ['User', 'Group', 'Project'] as const;
export type CustomAttributeSubject = (typeof CUSTOM_ATTRIBUTE_SUBJECTS)[number];

/** Administrator-set key/value metadata on a user, group or project (filterable in lists). */
export const CustomAttributeSchema = defineEntity({
  name: 'CustomAttribute',
  tableName: 'custom_attributes',
  properties: {
    id: p.integer().primary().autoincrement(),
    subjectType: p.enum(CUSTOM_ATTRIBUTE_SUBJECTS),
    subjectId: p.integer(),
    key: p.string().length(255),
    value: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['subjectType', 'subjectId', 'key'] }],
  indexes: [{ properties: ['subjectType', 'key', 'value'] }],
});
export class CustomAttribute extends CustomAttributeSchema.class {}
CustomAttributeSchema.setClass(CustomAttribute);
