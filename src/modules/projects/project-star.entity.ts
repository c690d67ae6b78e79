import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import { Project } from './project.entity.ts';

/** A user's star on a project (GitLab's `users_star_projects`); `projects.star_count` counts them. */
export const ProjectStarSchema = defineEntity({
  name: 'ProjectStar',
  tableName: 'users_star_projects',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'project'] }],
  indexes: [{ properties: ['project'] }],
});

export class ProjectStar extends ProjectStarSchema.class {}
ProjectStarSchema.setClass(ProjectStar);
