import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import { Project } from './project.entity.ts';

/**
 * The last time a user contributed to a project, for GitLab's "contributed projects". GitLab counts
 * pushes, merge requests, issues and comments; here pushes (and commits through the API) are the
 * contributions that exist.
 */
export const ProjectContributionSchema = defineEntity({
  name: 'ProjectContribution',
  tableName: 'project_contributions',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    contributedAt: p.datetime(),
  },
  uniques: [{ properties: ['user', 'project'] }],
  indexes: [{ properties: ['project'] }],
});

export class ProjectContribution extends ProjectContributionSchema.class {}
ProjectContributionSchema.setClass(ProjectContribution);
