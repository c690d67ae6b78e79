import { boolean, integer, list } from './setting.ts';

export const IMPORT_SOURCES = [
  'github',
  'bitbucket',
  'bitbucket_server',
  'fogbugz',
  'git',
  'gitlab_project',
  'gitea',
  'manifest',
] as const;

/** Imports, exports, direct transfer, and the deletion of inactive projects. */
export const importExportSettings = {
  import_sources: list(IMPORT_SOURCES, { values: IMPORT_SOURCES }),
  project_export_enabled: boolean(true),
  bulk_import_enabled: boolean(false),
  bulk_import_concurrent_pipeline_batch_limit: integer(25, { greaterThan: 0 }),
  concurrent_relation_batch_export_limit: integer(8, { greaterThan: 0 }),
  concurrent_github_import_jobs_limit: integer(1000, { greaterThan: 0 }),
  concurrent_bitbucket_import_jobs_limit: integer(100, { greaterThan: 0 }),
  concurrent_bitbucket_server_import_jobs_limit: integer(100, { greaterThan: 0 }),
  silent_admin_exports_enabled: boolean(false),
  allow_contribution_mapping_to_admins: boolean(false),
  /** Inactive projects: a warning email, then deletion (the three below apply when this is on). */
  delete_inactive_projects: boolean(false),
  inactive_projects_delete_after_months: integer(2, { greaterThan: 0 }),
  inactive_projects_min_size_mb: integer(0, { min: 0 }),
  inactive_projects_send_warning_email_after_months: integer(1, { greaterThan: 0 }),
};
