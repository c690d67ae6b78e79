import type { LintResult } from './lint-result.ts';

type ResultJob = NonNullable<LintResult['jobs']>[number];

/** A linted job with what GitLab's GraphQL shows around it. */
export interface LintJob {
  job: ResultJob;
  /** The job's name without its parallel suffix (`test 1/3` is in group `test`). */
  groupName: string;
  needs: { name: string }[];
  previousStageJobsOrNeeds: { name: string }[];
}

export interface LintGroup {
  name: string;
  jobs: LintJob[];
}

export interface LintStage {
  name: string;
  jobs: LintJob[];
}

const PARALLEL_SUFFIX = /(\s+\d+\/\d+|\s*:\s*\[.*\])$/;

/** The stages of a linted configuration, in order, with their jobs. */
export function configStages(result: LintResult): LintStage[] {
  const stages = new Map<string, ResultJob[]>();
  for (const job of result.jobs ?? []) {
    stages.set(job.definition.stage, [...(stages.get(job.definition.stage) ?? []), job]);
  }
  const names = [...stages.keys()];
  return names.map((name, i) => {
    const previous = i > 0 ? (stages.get(names[i - 1]!) ?? []) : [];
    return {
      name,
      jobs: stages.get(name)!.map((job) => {
        const needs = job.definition.needs?.map((n) => ({ name: n.job }));
        return {
          job,
          groupName: job.definition.name.replace(PARALLEL_SUFFIX, ''),
          needs: needs ?? [],
          previousStageJobsOrNeeds: needs ?? previous.map((p) => ({ name: p.definition.name })),
        };
      }),
    };
  });
}

/** A stage's jobs grouped as GitLab groups them: parallel jobs of one name together. */
export function configGroups(jobs: LintJob[]): LintGroup[] {
  const groups = new Map<string, LintJob[]>();
  for (const job of jobs) groups.set(job.groupName, [...(groups.get(job.groupName) ?? []), job]);
  return [...groups].map(([name, members]) => ({ name, jobs: members }));
}
