import { builder } from '../../../graphql/builder.ts';

/**
 * Why a job was created: here always its pipeline's source (a job of its own source, created by a
 * security policy, does not exist here). GitLab's values, so that filters written for it work.
 */
const JOB_SOURCES = [
  'unknown',
  'push',
  'web',
  'trigger',
  'schedule',
  'api',
  'external',
  'pipeline',
  'chat',
  'webide',
  'merge_request_event',
  'external_pull_request_event',
  'parent_pipeline',
  'ondemand_dast_scan',
  'ondemand_dast_validation',
  'security_orchestration_policy',
  'container_registry_push',
  'duo_workflow',
  'pipeline_execution_policy_schedule',
  'scan_execution_policy',
  'pipeline_execution_policy',
] as const;

export const JobSourceEnum = builder.enumType('CiJobSource', {
  values: Object.fromEntries(
    JOB_SOURCES.map((source) => [
      source.toUpperCase(),
      { value: source, description: `A job initiated by ${source.replaceAll('_', ' ')}.` },
    ]),
  ),
});
