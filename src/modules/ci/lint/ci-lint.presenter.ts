import type { LintResult } from './lint-result.ts';

/** GitLab's CI lint result. */
export function presentLint(result: LintResult) {
  return {
    valid: result.valid,
    errors: result.errors,
    warnings: result.warnings,
    merged_yaml: result.mergedYaml,
    includes: result.includes.map((i) => ({
      type: i.type,
      location: i.location,
      blob: null,
      raw: null,
      extra: {},
      context_project: i.contextProject ?? null,
      context_sha: null,
    })),
    ...(result.jobs
      ? {
          jobs: result.jobs.map(({ definition: d, when, allowFailure }) => ({
            name: d.name,
            stage: d.stage,
            before_script: d.beforeScript ?? [],
            script: d.script ?? [],
            after_script: d.afterScript ?? [],
            tag_list: d.tags,
            only: d.only ?? null,
            except: d.except ?? null,
            environment: d.environment?.name ?? null,
            when,
            allow_failure: allowFailure,
            needs: d.needs?.map((n) => ({ name: n.job, artifacts: n.artifacts })) ?? null,
          })),
        }
      : {}),
  };
}
