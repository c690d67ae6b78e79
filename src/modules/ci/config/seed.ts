import picomatch from 'picomatch';
import { parseDuration } from '../../../core/durations.ts';
import { evaluateExpression } from './expressions.ts';
import type {
  CiConfig,
  JobDefinition,
  NeedSpec,
  PipelineContext,
  PipelineSeed,
  RefPolicySpec,
  RuleSpec,
  SeedJob,
} from './types.ts';

/** What the first matching rule decided, or that none matched. */
type RuleOutcome = { matched: false } | { matched: true; rule: RuleSpec };

async function firstMatch(
  rules: RuleSpec[],
  context: PipelineContext,
  variables: Record<string, string>,
): Promise<RuleOutcome> {
  for (const rule of rules) {
    if (rule.if !== undefined && !evaluateExpression(rule.if, variables)) continue;
    if (rule.changes && context.changedPaths !== null) {
      const match = picomatch(rule.changes.paths, { dot: true });
      if (!context.changedPaths.some((path) => match(path))) continue;
    }
    if (rule.exists && !(await context.exists(rule.exists))) continue;
    return { matched: true, rule };
  }
  return { matched: false };
}

/** GitLab's `only`/`except` ref keywords against the pipeline's ref and source. */
function refMatches(pattern: string, context: PipelineContext): boolean {
  switch (pattern) {
    case 'branches':
      return !context.tag && context.source !== 'merge_request_event';
    case 'tags':
      return context.tag;
    case 'api':
    case 'pipelines':
    case 'pushes':
    case 'schedules':
    case 'triggers':
    case 'web':
    case 'chat':
    case 'external':
    case 'external_pull_requests':
      return (
        context.source === pattern ||
        (pattern === 'pushes' && context.source === 'push') ||
        (pattern === 'triggers' && context.source === 'trigger') ||
        (pattern === 'pipelines' && context.source === 'pipeline') ||
        (pattern === 'schedules' && context.source === 'schedule')
      );
    case 'merge_requests':
      return context.source === 'merge_request_event';
    default: {
      const regex = /^\/(.*)\/([a-z]*)$/.exec(pattern);
      if (regex) return new RegExp(regex[1]!, regex[2]!.replace(/[^imsu]/g, '')).test(context.ref);
      const [name, project] = pattern.split('@');
      return (
        name === context.ref && (project === undefined || project === context.variables['CI_PROJECT_PATH'])
      );
    }
  }
}

function policyMatches(
  policy: RefPolicySpec,
  context: PipelineContext,
  variables: Record<string, string>,
): boolean {
  if (policy.refs && !policy.refs.some((ref) => refMatches(ref, context))) return false;
  if (policy.variables && !policy.variables.some((expression) => evaluateExpression(expression, variables)))
    return false;
  if (policy.changes && context.changedPaths !== null) {
    const match = picomatch(policy.changes, { dot: true });
    if (!context.changedPaths.some((path) => match(path))) return false;
  }
  return true;
}

/** Whether a job belongs in the pipeline, and how: rules first, else `only`/`except`. */
async function seedJob(
  job: JobDefinition,
  config: CiConfig,
  context: PipelineContext,
): Promise<SeedJob | null> {
  const variables = { ...context.variables, ...config.variables, ...job.variables };
  if (job.rules) {
    const outcome = await firstMatch(job.rules, context, variables);
    if (!outcome.matched) return null;
    const rule = outcome.rule;
    const when = rule.when ?? job.when;
    if (when === 'never') return null;
    const startIn =
      rule.startIn !== undefined ? (parseDuration(rule.startIn) ?? undefined) : job.startInSeconds;
    return {
      definition: job,
      when,
      // A manual rule without allow_failure blocks the pipeline, as in GitLab.
      allowFailure: rule.allowFailure ?? (rule.when === 'manual' ? false : job.allowFailure),
      startInSeconds: startIn,
      variables: rule.variables ?? {},
      needs: rule.needs ?? job.needs,
    };
  }
  const only = job.only ?? { refs: ['branches', 'tags'] };
  if (!policyMatches(only, context, variables)) return null;
  if (
    job.except &&
    (job.except.refs || job.except.variables || job.except.changes) &&
    policyMatches(job.except, context, variables)
  ) {
    return null;
  }
  if (job.when === 'never') return null;
  return {
    definition: job,
    when: job.when,
    allowFailure: job.allowFailure,
    startInSeconds: job.startInSeconds,
    variables: {},
    needs: job.needs,
  };
}

/**
 * The jobs of one pipeline: `workflow:rules` decide whether there is a pipeline at all, then each
 * job's rules (or only/except) decide whether it runs and how. Needs of jobs left out are errors,
 * unless optional.
 */
export async function seedPipeline(config: CiConfig, context: PipelineContext): Promise<PipelineSeed> {
  const variables = { ...context.variables, ...config.variables };
  let workflowVariables: Record<string, string> = {};
  try {
    if (config.workflow?.rules) {
      const outcome = await firstMatch(config.workflow.rules, context, variables);
      if (!outcome.matched || outcome.rule.when === 'never') return { kind: 'filtered', reason: 'workflow' };
      workflowVariables = outcome.rule.variables ?? {};
    }
    const scopedContext = { ...context, variables: { ...context.variables, ...workflowVariables } };
    const jobs: SeedJob[] = [];
    for (const job of config.jobs) {
      const seeded = await seedJob(job, config, scopedContext);
      if (seeded) jobs.push(seeded);
    }
    const real = jobs.filter((j) => j.definition.stage !== '.pre' && j.definition.stage !== '.post');
    if (real.length === 0) return { kind: 'filtered', reason: 'no_jobs' };
    const errors = checkNeeds(jobs);
    if (errors.length > 0) return { kind: 'error', errors };
    return {
      kind: 'jobs',
      stages: config.stages,
      jobs,
      variables: { ...config.variables, ...workflowVariables },
      name: config.workflow?.name,
    };
  } catch (error) {
    return { kind: 'error', errors: [(error as Error).message] };
  }
}

function checkNeeds(jobs: SeedJob[]): string[] {
  const names = new Set(jobs.map((j) => j.definition.name));
  const present = (need: NeedSpec) =>
    names.has(need.job) ||
    [...names].some((n) => n.startsWith(`${need.job} `) || n.startsWith(`${need.job}: [`));
  const errors: string[] = [];
  for (const job of jobs) {
    if (!job.needs) continue;
    job.needs = job.needs.filter((need) => need.project || need.pipeline || !need.optional || present(need));
    for (const need of job.needs) {
      if (need.project || need.pipeline || present(need)) continue;
      errors.push(
        `'${job.definition.name}' job needs '${need.job}' job, but '${need.job}' does not exist in the pipeline. This might be because of the only, except, or rules keywords. To need a job that sometimes does not exist in the pipeline, use needs:optional.`,
      );
    }
  }
  return errors;
}
