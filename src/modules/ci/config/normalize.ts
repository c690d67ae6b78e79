import { parseDuration } from '../../../core/durations.ts';
import { isValidExpression } from './expressions.ts';
import type {
  ArtifactsSpec,
  CacheSpec,
  EnvironmentSpec,
  ImageSpec,
  IncludeSpec,
  JobDefinition,
  JobWhen,
  NeedSpec,
  RefPolicySpec,
  RetrySpec,
  RuleSpec,
  ServiceSpec,
  TriggerSpec,
} from './types.ts';

/** Keywords a job may use. */
export const JOB_KEYWORDS = new Set([
  'script',
  'run',
  'before_script',
  'after_script',
  'stage',
  'image',
  'services',
  'tags',
  'variables',
  'rules',
  'only',
  'except',
  'when',
  'start_in',
  'allow_failure',
  'needs',
  'dependencies',
  'artifacts',
  'cache',
  'environment',
  'trigger',
  'parallel',
  'retry',
  'timeout',
  'resource_group',
  'coverage',
  'interruptible',
  'extends',
  'inherit',
  'hooks',
  'id_tokens',
  'secrets',
  'release',
  'pages',
  'manual_confirmation',
  'identity',
  'dast_configuration',
]);

const WHEN_VALUES: readonly JobWhen[] = ['on_success', 'on_failure', 'always', 'manual', 'delayed', 'never'];
const RETRY_WHEN = [
  'always',
  'unknown_failure',
  'script_failure',
  'api_failure',
  'stuck_or_timeout_failure',
  'runner_system_failure',
  'runner_unsupported',
  'stale_schedule',
  'job_execution_timeout',
  'archived_failure',
  'unmet_prerequisites',
  'scheduler_failure',
  'data_integrity_failure',
];

/** Collects validation errors with GitLab's `jobs:<name>:<key>` prefixes. */
export class Problems {
  readonly errors: string[] = [];
  add(message: string): void {
    if (!this.errors.includes(message)) this.errors.push(message);
  }
}

type Hash = Record<string, unknown>;
export const isHash = (v: unknown): v is Hash => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A YAML scalar as text (anything else as its JSON, for messages). */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** `script:`-like values: a string, or an array of strings and nested arrays (flattened). */
export function stringList(value: unknown, where: string, problems: Problems): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const out: string[] = [];
    for (const item of value.flat(10)) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
        out.push(String(item));
      else {
        problems.add(`${where} config should be a string or a nested array of strings up to 10 levels deep`);
        return undefined;
      }
    }
    return out;
  }
  problems.add(`${where} config should be a string or a nested array of strings up to 10 levels deep`);
  return undefined;
}

export function variablesOf(value: unknown, where: string, problems: Problems): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isHash(value)) {
    problems.add(`${where} config should be a hash of key value pairs`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (isHash(raw)) out[key] = text(raw['value'] ?? '');
    else if (raw === null) out[key] = '';
    else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean')
      out[key] = String(raw);
    else problems.add(`${where} config should be a hash of key value pairs, value can be a hash`);
  }
  return out;
}

function image(value: unknown, where: string, problems: Problems): ImageSpec | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return { name: value };
  if (isHash(value) && typeof value['name'] === 'string') {
    return {
      name: value['name'],
      entrypoint: Array.isArray(value['entrypoint']) ? value['entrypoint'].map(String) : undefined,
      pullPolicy: value['pull_policy'] === undefined ? undefined : [value['pull_policy']].flat().map(String),
    };
  }
  problems.add(`${where} config should be a hash or a string`);
  return undefined;
}

function services(value: unknown, where: string, problems: Problems): ServiceSpec[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    problems.add(`${where} config should be a array`);
    return undefined;
  }
  return value.flatMap((item): ServiceSpec[] => {
    const base = image(item, where, problems);
    if (!base) return [];
    const hash = isHash(item) ? item : {};
    return [
      {
        ...base,
        alias: typeof hash['alias'] === 'string' ? hash['alias'] : undefined,
        command: Array.isArray(hash['command']) ? hash['command'].map(String) : undefined,
      },
    ];
  });
}

export function rules(value: unknown, where: string, problems: Problems): RuleSpec[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    problems.add(`${where} config should be an array of hashes`);
    return undefined;
  }
  return value.flat(10).flatMap((raw: unknown, i: number): RuleSpec[] => {
    if (!isHash(raw)) {
      problems.add(`${where}:rule config should be a hash`);
      return [];
    }
    const unknown = Object.keys(raw).filter(
      (k) =>
        !['if', 'changes', 'exists', 'when', 'allow_failure', 'start_in', 'variables', 'needs'].includes(k),
    );
    if (unknown.length > 0) problems.add(`${where}:rule config contains unknown keys: ${unknown.join(', ')}`);
    const rule: RuleSpec = {};
    if (raw['if'] !== undefined) {
      if (typeof raw['if'] !== 'string' || !isValidExpression(raw['if'])) {
        problems.add(`${where}:rule if invalid expression syntax`);
      } else rule.if = raw['if'];
    }
    if (raw['changes'] !== undefined) {
      const changes = raw['changes'];
      const paths = isHash(changes) ? changes['paths'] : changes;
      rule.changes = {
        paths: stringList(paths, `${where}:rules:${i}:changes`, problems) ?? [],
        compareTo:
          isHash(changes) && typeof changes['compare_to'] === 'string' ? changes['compare_to'] : undefined,
      };
    }
    if (raw['exists'] !== undefined) {
      const exists = raw['exists'];
      rule.exists = stringList(
        isHash(exists) ? exists['paths'] : exists,
        `${where}:rules:${i}:exists`,
        problems,
      );
    }
    if (raw['when'] !== undefined) {
      if (!WHEN_VALUES.includes(raw['when'] as JobWhen)) {
        problems.add(`${where}:rules:rule when unknown value: ${text(raw['when'])}`);
      } else rule.when = raw['when'] as JobWhen;
    }
    if (raw['allow_failure'] !== undefined) rule.allowFailure = raw['allow_failure'] === true;
    if (typeof raw['start_in'] === 'string') rule.startIn = raw['start_in'];
    if (raw['variables'] !== undefined)
      rule.variables = variablesOf(raw['variables'], `${where}:rules:variables`, problems);
    if (raw['needs'] !== undefined) rule.needs = needs(raw['needs'], where, problems, Infinity);
    return [rule];
  });
}

function refPolicy(value: unknown, where: string, problems: Problems): RefPolicySpec | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || Array.isArray(value)) {
    return { refs: stringList(value, where, problems) };
  }
  if (isHash(value)) {
    const variables = stringList(value['variables'], `${where}:variables`, problems);
    for (const v of variables ?? [])
      if (!isValidExpression(v)) problems.add(`${where}:variables config should be valid expressions`);
    return {
      refs: stringList(value['refs'], `${where}:refs`, problems),
      variables,
      changes: stringList(value['changes'], `${where}:changes`, problems),
    };
  }
  problems.add(`${where} config should be an array of strings or a hash`);
  return undefined;
}

export function needs(
  value: unknown,
  where: string,
  problems: Problems,
  limit: number,
): NeedSpec[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    problems.add(`${where}:needs config should be an array`);
    return undefined;
  }
  if (value.length > limit) problems.add(`${where}:needs config has too many entries (maximum ${limit})`);
  return value.flatMap((raw: unknown): NeedSpec[] => {
    if (typeof raw === 'string') return [{ job: raw, artifacts: true, optional: false }];
    if (isHash(raw) && typeof raw['job'] === 'string') {
      return [
        {
          job: raw['job'],
          artifacts: raw['artifacts'] !== false,
          optional: raw['optional'] === true,
          project: typeof raw['project'] === 'string' ? raw['project'] : undefined,
          ref: typeof raw['ref'] === 'string' ? raw['ref'] : undefined,
        },
      ];
    }
    if (isHash(raw) && typeof raw['pipeline'] === 'string') {
      return [{ job: text(raw['job'] ?? ''), artifacts: true, optional: false, pipeline: raw['pipeline'] }];
    }
    problems.add(`${where}:needs:need config should be a string or a hash`);
    return [];
  });
}

function artifacts(value: unknown, where: string, problems: Problems): ArtifactsSpec | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isHash(value)) {
    problems.add(`${where}:artifacts config should be a hash`);
    return undefined;
  }
  const reports: Record<string, string[]> = {};
  if (isHash(value['reports'])) {
    for (const [type, paths] of Object.entries(value['reports'])) {
      reports[type] = stringList(paths, `${where}:artifacts:reports:${type}`, problems) ?? [];
    }
  }
  const expireIn = value['expire_in'];
  if (expireIn !== undefined && expireIn !== 'never' && parseDuration(text(expireIn)) === null) {
    problems.add(`${where}:artifacts expire in should be a duration`);
  }
  const when = value['when'];
  if (when !== undefined && !['on_success', 'on_failure', 'always'].includes(text(when))) {
    problems.add(`${where}:artifacts when should be on_success, on_failure or always`);
  }
  return {
    name: typeof value['name'] === 'string' ? value['name'] : undefined,
    paths: stringList(value['paths'], `${where}:artifacts:paths`, problems),
    exclude: stringList(value['exclude'], `${where}:artifacts:exclude`, problems),
    untracked: value['untracked'] === true,
    when: when as ArtifactsSpec['when'],
    expireIn: expireIn === undefined ? undefined : text(expireIn),
    exposeAs: typeof value['expose_as'] === 'string' ? value['expose_as'] : undefined,
    reports,
  };
}

function cache(value: unknown, where: string, problems: Problems): CacheSpec[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((raw: unknown): CacheSpec[] => {
    if (!isHash(raw)) {
      problems.add(`${where}:cache config should be a hash`);
      return [];
    }
    const key = raw['key'];
    return [
      {
        key: isHash(key)
          ? {
              files: stringList(key['files'], `${where}:cache:key:files`, problems) ?? [],
              prefix: key['prefix'] as string | undefined,
            }
          : key === undefined
            ? undefined
            : text(key),
        paths: stringList(raw['paths'], `${where}:cache:paths`, problems),
        untracked: raw['untracked'] === true,
        policy: raw['policy'] as CacheSpec['policy'],
        when: raw['when'] as CacheSpec['when'],
        fallbackKeys: stringList(raw['fallback_keys'], `${where}:cache:fallback_keys`, problems),
      },
    ];
  });
}

function environment(value: unknown, where: string, problems: Problems): EnvironmentSpec | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return { name: value };
  if (isHash(value) && typeof value['name'] === 'string') {
    const action = value['action'];
    if (
      action !== undefined &&
      !['start', 'prepare', 'stop', 'verify', 'access'].includes(action as string)
    ) {
      problems.add(`${where}:environment action should be start, stop, prepare, verify, or access`);
    }
    const tier = value['deployment_tier'];
    if (
      tier !== undefined &&
      !['production', 'staging', 'testing', 'development', 'other'].includes(tier as string)
    ) {
      problems.add(
        `${where}:environment deployment tier should be one of production, staging, testing, development, or other`,
      );
    }
    const autoStopIn = value['auto_stop_in'];
    let autoStopInSeconds: number | null | undefined;
    if (typeof autoStopIn === 'string' || typeof autoStopIn === 'number') {
      autoStopInSeconds =
        String(autoStopIn).trim().toLowerCase() === 'never' ? null : parseDuration(autoStopIn);
      if (autoStopInSeconds === null && String(autoStopIn).trim().toLowerCase() !== 'never') {
        problems.add(`${where}:environment auto stop in should be a duration`);
      }
    }
    return {
      name: value['name'],
      url: typeof value['url'] === 'string' ? value['url'] : undefined,
      action: action as EnvironmentSpec['action'],
      onStop: typeof value['on_stop'] === 'string' ? value['on_stop'] : undefined,
      ...(autoStopInSeconds !== undefined ? { autoStopInSeconds } : {}),
      ...(tier !== undefined ? { tier: tier as EnvironmentSpec['tier'] } : {}),
    };
  }
  problems.add(`${where}:environment config should be a hash or a string`);
  return undefined;
}

export function includes(value: unknown, where: string, problems: Problems): IncludeSpec[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((raw: unknown): IncludeSpec[] => {
    if (typeof raw === 'string') {
      return /^https?:\/\//.test(raw) ? [{ remote: raw }] : [{ local: raw }];
    }
    if (isHash(raw)) {
      if (typeof raw['local'] === 'string') return [{ local: raw['local'] }];
      if (typeof raw['project'] === 'string') {
        return [
          {
            project: raw['project'],
            file: stringList(raw['file'], `${where}:file`, problems) ?? [],
            ref: typeof raw['ref'] === 'string' ? raw['ref'] : undefined,
          },
        ];
      }
      if (typeof raw['remote'] === 'string') return [{ remote: raw['remote'] }];
      if (typeof raw['template'] === 'string') return [{ template: raw['template'] }];
      if (typeof raw['artifact'] === 'string' && typeof raw['job'] === 'string') {
        return [{ artifact: raw['artifact'], job: raw['job'] }];
      }
    }
    problems.add(`Included file \`${JSON.stringify(raw)}\` does not have a valid location!`);
    return [];
  });
}

function trigger(value: unknown, where: string, problems: Problems): TriggerSpec | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return { project: value };
  if (!isHash(value)) {
    problems.add(`${where}:trigger config should be a hash or a string`);
    return undefined;
  }
  const strategy = value['strategy'];
  if (strategy !== undefined && strategy !== 'depend')
    problems.add(`${where}:trigger strategy should be depend`);
  if (value['include'] !== undefined && value['project'] !== undefined) {
    problems.add(`${where}:trigger config contains unknown keys: project`);
  }
  return {
    include:
      value['include'] === undefined
        ? undefined
        : includes(value['include'], `${where}:trigger:include`, problems),
    project: typeof value['project'] === 'string' ? value['project'] : undefined,
    branch: typeof value['branch'] === 'string' ? value['branch'] : undefined,
    strategy: strategy === 'depend' ? 'depend' : undefined,
  };
}

function retry(value: unknown, where: string, problems: Problems): RetrySpec | undefined {
  if (value === undefined || value === null) return undefined;
  const max = typeof value === 'number' ? value : isHash(value) ? value['max'] : undefined;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > 2) {
    problems.add(`${where}:retry config must be between 0 and 2`);
    return undefined;
  }
  if (!isHash(value)) return { max };
  const when = stringList(value['when'], `${where}:retry:when`, problems);
  for (const reason of when ?? []) {
    if (!RETRY_WHEN.includes(reason)) problems.add(`${where}:retry when (${reason}) is unknown`);
  }
  const exitCodes = value['exit_codes'] === undefined ? undefined : [value['exit_codes']].flat().map(Number);
  return { max, when, exitCodes };
}

/** One job's keywords → its definition (before `parallel` expansion). */
export function normalizeJob(
  name: string,
  job: Hash,
  options: { stages: string[]; needsLimit: number },
  problems: Problems,
): JobDefinition | null {
  const where = `jobs:${name}`;
  const unknown = Object.keys(job).filter((k) => !JOB_KEYWORDS.has(k));
  if (unknown.length > 0) problems.add(`${where} config contains unknown keys: ${unknown.join(', ')}`);
  const script = stringList(job['script'], `${where}:script`, problems);
  const triggered = trigger(job['trigger'], where, problems);
  if (!script && !triggered && job['run'] === undefined) {
    problems.add(`${where} config should implement the script:, run:, or trigger: keyword`);
  }
  if (triggered && script) problems.add(`${where} config contains unknown keys: script`);
  const stage = job['stage'] === undefined ? 'test' : text(job['stage']);
  if (!options.stages.includes(stage)) {
    problems.add(
      `${name} job: chosen stage ${stage} does not exist; available stages are ${options.stages.join(', ')}`,
    );
  }
  let when: JobWhen = 'on_success';
  if (job['when'] !== undefined) {
    if (!WHEN_VALUES.includes(job['when'] as JobWhen)) {
      problems.add(`${where} when should be one of: ${WHEN_VALUES.join(', ')}`);
    } else when = job['when'] as JobWhen;
  }
  let startInSeconds: number | undefined;
  if (when === 'delayed') {
    if (job['start_in'] === undefined) problems.add(`${where} start in should be a duration`);
    else {
      const seconds = parseDuration(text(job['start_in']));
      if (seconds === null || seconds > 7 * 86400) problems.add(`${where} start in should be a duration`);
      else startInSeconds = seconds;
    }
  } else if (job['start_in'] !== undefined && job['rules'] === undefined) {
    problems.add(`${where} start in must be blank`);
  }
  const allowFailureRaw = job['allow_failure'];
  let allowFailure = when === 'manual' && job['rules'] === undefined;
  let allowFailureExitCodes: number[] | undefined;
  if (allowFailureRaw !== undefined) {
    if (typeof allowFailureRaw === 'boolean') allowFailure = allowFailureRaw;
    else if (isHash(allowFailureRaw) && allowFailureRaw['exit_codes'] !== undefined) {
      allowFailure = false;
      allowFailureExitCodes = [allowFailureRaw['exit_codes']].flat().map(Number);
    } else problems.add(`${where}:allow_failure config should be a hash or a boolean value`);
  }
  let timeoutSeconds: number | undefined;
  if (job['timeout'] !== undefined) {
    const seconds = parseDuration(text(job['timeout']));
    if (seconds === null) problems.add(`${where}:timeout config should be a duration`);
    else timeoutSeconds = seconds;
  }
  let coverage: string | undefined;
  if (job['coverage'] !== undefined) {
    const pattern = text(job['coverage']);
    const match = /^\/(.*)\/$/.exec(pattern);
    if (!match) problems.add(`${where}:coverage config must be a regular expression`);
    else coverage = match[1];
  }
  return {
    name,
    stage,
    script,
    beforeScript: stringList(job['before_script'], `${where}:before_script`, problems),
    afterScript: stringList(job['after_script'], `${where}:after_script`, problems),
    image: image(job['image'], `${where}:image`, problems),
    services: services(job['services'], `${where}:services`, problems),
    tags: stringList(job['tags'], `${where}:tags`, problems) ?? [],
    variables: variablesOf(job['variables'], `${where}:variables`, problems),
    rules: rules(job['rules'], `${where}:rules`, problems),
    only: refPolicy(job['only'], `${where}:only`, problems),
    except: refPolicy(job['except'], `${where}:except`, problems),
    when,
    startInSeconds,
    allowFailure,
    allowFailureExitCodes,
    needs: needs(job['needs'], where, problems, options.needsLimit),
    dependencies: stringList(job['dependencies'], `${where}:dependencies`, problems),
    artifacts: artifacts(job['artifacts'], where, problems),
    cache: cache(job['cache'], where, problems),
    environment: environment(job['environment'], where, problems),
    trigger: triggered,
    retry: retry(job['retry'], where, problems),
    timeoutSeconds,
    resourceGroup: typeof job['resource_group'] === 'string' ? job['resource_group'] : undefined,
    coverage,
    interruptible: job['interruptible'] === true ? true : undefined,
  };
}

/** `parallel: N` and `parallel: matrix` expanded into one definition per instance. */
export function expandParallel(
  definition: JobDefinition,
  value: unknown,
  problems: Problems,
): JobDefinition[] {
  if (value === undefined || value === null) return [definition];
  const where = `jobs:${definition.name}:parallel`;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 1 || value > 200) {
      problems.add(`${where} config must be greater than or equal to 1 and less than or equal to 200`);
      return [definition];
    }
    if (value === 1) return [definition];
    return Array.from({ length: value }, (_, i) => ({
      ...definition,
      name: `${definition.name} ${i + 1}/${value}`,
      parallel: { index: i + 1, total: value },
    }));
  }
  if (isHash(value) && Array.isArray(value['matrix'])) {
    const combinations: Record<string, string>[] = [];
    for (const entry of value['matrix'] as unknown[]) {
      if (!isHash(entry)) {
        problems.add(`${where}:matrix config should be an array of hashes`);
        continue;
      }
      let partial: Record<string, string>[] = [{}];
      for (const [key, raw] of Object.entries(entry)) {
        const values = [raw].flat().map(String);
        partial = partial.flatMap((p) => values.map((v) => ({ ...p, [key]: v })));
      }
      combinations.push(...partial);
    }
    if (combinations.length > 200)
      problems.add(`${where}:matrix config generates too many jobs (maximum is 200)`);
    return combinations.map((vars, i) => ({
      ...definition,
      name: `${definition.name}: [${Object.values(vars).join(', ')}]`,
      variables: { ...definition.variables, ...vars },
      parallel: { index: i + 1, total: combinations.length, matrixVariables: vars },
    }));
  }
  problems.add(`${where} config should be an integer or a hash`);
  return [definition];
}
