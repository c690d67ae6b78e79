import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { Project } from '../projects/project.entity.ts';

/** A group shared with another group: members of `sharedWith` get up to `groupAccess` on `sharedGroup`. */
export const GroupGroupLinkSchema = defineEntity({
  name: 'GroupGroupLink',
  tableName: 'group_group_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    sharedGroup: () => p.manyToOne(Namespace).deleteRule('cascade'),
    sharedWith: () => p.manyToOne(Namespace).deleteRule('cascade'),
    groupAccess: p.integer(),
    expiresAt: p.date().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['sharedGroup', 'sharedWith'] }],
  indexes: [{ properties: ['sharedWith'] }],
});
export class GroupGroupLink extends GroupGroupLinkSchema.class {}
GroupGroupLinkSchema.setClass(GroupGroupLink);

/** A project shared with a group: members of `group` get up to `groupAccess` on `project`. */
export const ProjectGroupLinkSchema = defineEntity({
  name: 'ProjectGroupLink',
  tableName: 'project_group_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    group: () => p.manyToOne(Namespace).deleteRule('cascade'),
    groupAccess: p.integer(),
    expiresAt: p.date().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['project', 'group'] }],
  indexes: [{ properties: ['group'] }],
});
export class ProjectGroupLink extends ProjectGroupLinkSchema.class {}
ProjectGroupLinkSchema.setClass(ProjectGroupLink);
