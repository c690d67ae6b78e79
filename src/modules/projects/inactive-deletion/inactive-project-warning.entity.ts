import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * An inactive project whose maintainers and owners were warned of its deletion, and when (GitLab
 * keeps this in Redis as `inactive_projects_deletion_warning_email_notified`). The row goes when the
 * project becomes active again, or with the project.
 */
export const InactiveProjectWarningSchema = defineEntity({
  name: 'InactiveProjectWarning',
  tableName: 'inactive_project_warnings',
  properties: {
    projectId: p.integer().primary(),
    warnedAt: p.datetime(),
  },
});

export class InactiveProjectWarning extends InactiveProjectWarningSchema.class {}
InactiveProjectWarningSchema.setClass(InactiveProjectWarning);
