import { stringify } from 'yaml';
import {
  expandParallel,
  includes,
  isHash,
  normalizeJob,
  Problems,
  rules,
  stringList,
  variablesOf,
} from './normalize.ts';
import { prefilledVariables } from './prefilled-variables.ts';
import type { CiConfig, IncludeSpec, JobDefinition } from './types.ts';
import { loadYaml, YamlReference } from './yaml-loader.ts';

type Hash = Record<string, unknown>;

/** Where included files come from: the project's own files at the pipeline's commit, or another project's. */
export interface ConfigFileSource {
  /** A file of the project at the commit being built; null when absent. */
  local(path: string): Promise<string | null>;
  /** A file of another project at a ref (its default branch when absent). */
  project(
    fullPath: string,
    ref: string | undefined,
    path: string,
  ): Promise<{ content: string | null } | 'denied'>;
}

export interface CompileOptions {
  needsLimit: number;
}

export type Compiled =
  { config: CiConfig } | { errors: string[]; warnings: string[]; mergedYaml: string | null };

const GLOBAL_KEYWORDS = new Set([
  'stages',
  'default',
  'variables',
  'workflow',
  'include',
  'image',
  'services',
  'cache',
  'before_script',
  'after_script',
  'types',
  'spec',
]);
const DEFAULT_KEYWORDS = [
  'image',
  'services',
  'before_script',
  'after_script',
  'tags',
  'cache',
  'artifacts',
  'retry',
  'timeout',
  'interruptible',
  'hooks',
  'id_tokens',
] as const;
const MAX_INCLUDES = 150;
const MAX_INCLUDE_DEPTH = 100;
const MAX_EXTENDS_DEPTH = 11;
const MAX_REFERENCE_DEPTH = 10;

/**
 * Compiles a CI configuration: includes merged (the including file wins), hidden jobs and
 * `extends` resolved, `!reference` tags replaced, `default:` applied, every job validated and
 * normalized, `parallel:` expanded. Errors are worded as GitLab words them.
 */
export async function compileConfig(
  text: string,
  source: ConfigFileSource,
  options: CompileOptions,
): Promise<Compiled> {
  const problems = new Problems();
  const loaded = loadYaml(text);
  if ('error' in loaded) return { errors: [loaded.error], warnings: [], mergedYaml: null };
  const includesUsed: CiConfig['includes'] = [];
  const merged = await withIncludes(loaded.value, source, problems, includesUsed, 0, { count: 0 });
  delete merged['include'];
  const mergedYaml = stringify(merged, { aliasDuplicateObjects: false }).replace(/^\{\}\n$/, '');
  if (problems.errors.length > 0) return { errors: problems.errors, warnings: [], mergedYaml };

  const stagesRaw = merged['stages'] ?? merged['types'];
  const declared =
    stagesRaw === undefined ? ['build', 'test', 'deploy'] : (stringList(stagesRaw, 'stages', problems) ?? []);
  const stages = ['.pre', ...declared.filter((s) => s !== '.pre' && s !== '.post'), '.post'];
  const variables = variablesOf(merged['variables'], 'variables', problems);
  const workflow = isHash(merged['workflow'])
    ? {
        rules: rules(merged['workflow']['rules'], 'workflow:rules', problems),
        name: merged['workflow']['name'] as string | undefined,
      }
    : undefined;
  const defaults: Hash = isHash(merged['default']) ? { ...merged['default'] } : {};
  for (const legacy of ['image', 'services', 'cache', 'before_script', 'after_script']) {
    if (merged[legacy] !== undefined && defaults[legacy] === undefined) defaults[legacy] = merged[legacy];
  }

  const rawJobs: Record<string, Hash> = {};
  for (const [name, value] of Object.entries(merged)) {
    if (GLOBAL_KEYWORDS.has(name)) continue;
    if (!isHash(value)) {
      if (!name.startsWith('.')) problems.add(`jobs:${name} config should be a hash`);
      continue;
    }
    rawJobs[name] = value;
  }
  const extended = resolveExtends(rawJobs, problems);
  const resolved = resolveReferences({ ...merged, ...extended }, problems) as Hash;

  const jobs: JobDefinition[] = [];
  for (const name of Object.keys(extended)) {
    if (name.startsWith('.')) continue;
    const job = withDefaults(resolved[name] as Hash, resolveReferences(defaults, problems) as Hash);
    const definition = normalizeJob(name, job, { stages, needsLimit: options.needsLimit }, problems);
    if (definition) jobs.push(...expandParallel(definition, job['parallel'], problems));
  }
  if (jobs.length === 0 && problems.errors.length === 0)
    problems.add('jobs config should contain at least one visible job');
  checkDependencies(jobs, stages, problems);
  if (problems.errors.length > 0) return { errors: problems.errors, warnings: [], mergedYaml };
  return {
    config: {
      stages,
      variables,
      prefilledVariables: prefilledVariables(merged['variables']),
      workflow,
      jobs,
      mergedYaml,
      includes: includesUsed,
      warnings: warningsFor(jobs, workflow),
    },
  };
}

/** Included files first (in order, each with its own includes), then the including file on top. */
async function withIncludes(
  document: Hash,
  source: ConfigFileSource,
  problems: Problems,
  used: CiConfig['includes'],
  depth: number,
  counter: { count: number },
): Promise<Hash> {
  const specs = includes(document['include'], 'include', problems);
  if (specs.length === 0) return document;
  if (depth >= MAX_INCLUDE_DEPTH) {
    problems.add(`Maximum of ${MAX_INCLUDE_DEPTH} nested includes are allowed!`);
    return document;
  }
  let base: Hash = {};
  for (const spec of specs) {
    for (const file of await readInclude(spec, source, problems, used, counter)) {
      const nested = await withIncludes(file, source, problems, used, depth + 1, counter);
      delete nested['include'];
      base = deepMerge(base, nested);
    }
  }
  const own = { ...document };
  delete own['include'];
  return deepMerge(base, own);
}

async function readInclude(
  spec: IncludeSpec,
  source: ConfigFileSource,
  problems: Problems,
  used: CiConfig['includes'],
  counter: { count: number },
): Promise<Hash[]> {
  const files: { location: string; type: string; content: string | null; project?: string }[] = [];
  if ('local' in spec) {
    const location = spec.local.replace(/^\/+/, '');
    const content = await source.local(location);
    if (content === null) problems.add(`Local file \`${spec.local}\` does not exist!`);
    files.push({ location: spec.local, type: 'local', content });
  } else if ('project' in spec) {
    for (const file of spec.file) {
      const result = await source.project(spec.project, spec.ref, file.replace(/^\/+/, ''));
      if (result === 'denied') {
        problems.add(
          `Project \`${spec.project}\` not found or access denied! Make sure any includes in the pipeline configuration are correctly defined.`,
        );
        continue;
      }
      if (result.content === null) {
        problems.add(`Project \`${spec.project}\` file \`${file}\` does not exist!`);
        continue;
      }
      files.push({ location: file, type: 'file', content: result.content, project: spec.project });
    }
  } else if ('remote' in spec) {
    problems.add(
      `Remote file \`${spec.remote}\` could not be fetched because remote includes are not enabled.`,
    );
  } else if ('template' in spec) {
    problems.add(`Template file \`${spec.template}\` is not a valid location!`);
  } else {
    problems.add('Artifact includes are only valid in child pipeline configurations.');
  }
  const documents: Hash[] = [];
  for (const file of files) {
    if (file.content === null) continue;
    counter.count += 1;
    if (counter.count > MAX_INCLUDES) {
      problems.add(`Maximum of ${MAX_INCLUDES} includes are allowed!`);
      return documents;
    }
    const loaded = loadYaml(file.content);
    if ('error' in loaded) {
      problems.add(`Included file \`${file.location}\` does not have valid YAML syntax!`);
      continue;
    }
    used.push({ type: file.type, location: file.location, raw: file.content, contextProject: file.project });
    documents.push(loaded.value);
  }
  return documents;
}

/** GitLab's deep merge: hashes merge key by key, anything else is replaced. */
export function deepMerge(base: Hash, over: Hash): Hash {
  const out: Hash = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isHash(out[key]) && isHash(value) ? deepMerge(out[key], value) : value;
  }
  return out;
}

function resolveExtends(jobs: Record<string, Hash>, problems: Problems): Record<string, Hash> {
  const done = new Map<string, Hash>();
  const resolve = (name: string, depth: number, chain: string[]): Hash => {
    const cached = done.get(name);
    if (cached) return cached;
    const job = jobs[name]!;
    const parents = job['extends'] === undefined ? [] : [job['extends']].flat();
    if (depth > MAX_EXTENDS_DEPTH) {
      problems.add(`${name}: nesting too deep in \`extends\``);
      return job;
    }
    let base: Hash = {};
    for (const parent of parents) {
      if (typeof parent !== 'string') {
        problems.add(`jobs:${name}:extends config should be a string or an array of strings`);
        continue;
      }
      if (!jobs[parent]) {
        problems.add(`${name}: unknown keys in \`extends\` (${parent})`);
        continue;
      }
      if (chain.includes(parent)) {
        problems.add(`${name}: circular dependency detected in \`extends\``);
        continue;
      }
      base = deepMerge(base, resolve(parent, depth + 1, [...chain, parent]));
    }
    const own = { ...job };
    delete own['extends'];
    const result = deepMerge(base, own);
    done.set(name, result);
    return result;
  };
  return Object.fromEntries(Object.keys(jobs).map((name) => [name, resolve(name, 0, [name])]));
}

/** Replaces `!reference [a, b]` with the value at that path; arrays of references are flattened once. */
function resolveReferences(value: unknown, problems: Problems, root?: Hash, depth = 0): unknown {
  const top = root ?? (value as Hash);
  if (value instanceof YamlReference) {
    if (depth > MAX_REFERENCE_DEPTH) {
      problems.add('!reference tags are nested too deeply (maximum is 10 levels)');
      return null;
    }
    let target: unknown = top;
    for (const key of value.path) target = isHash(target) ? target[key] : undefined;
    if (target === undefined) {
      problems.add(`!reference ${JSON.stringify(value.path)} could not be found`);
      return null;
    }
    return resolveReferences(target, problems, top, depth + 1);
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown) => {
      const resolved = resolveReferences(item, problems, top, depth);
      return item instanceof YamlReference && Array.isArray(resolved) ? resolved : [resolved];
    });
  }
  if (isHash(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveReferences(v, problems, top, depth)]),
    );
  }
  return value;
}

/** `default:` keywords a job does not set itself, unless `inherit:default` says otherwise. */
function withDefaults(job: Hash, defaults: Hash): Hash {
  const inherit = isHash(job['inherit']) ? job['inherit']['default'] : undefined;
  if (inherit === false) return job;
  const allowed = Array.isArray(inherit) ? inherit.map(String) : DEFAULT_KEYWORDS;
  const out = { ...job };
  for (const key of allowed)
    if (out[key] === undefined && defaults[key] !== undefined) out[key] = defaults[key];
  return out;
}

function checkDependencies(jobs: JobDefinition[], stages: string[], problems: Problems): void {
  const stageOf = new Map(jobs.map((j) => [j.name, stages.indexOf(j.stage)]));
  const baseNames = new Map<string, number>();
  for (const job of jobs) {
    const base = job.parallel ? job.name.replace(/( \d+\/\d+|: \[.*\])$/, '') : job.name;
    baseNames.set(base, Math.max(baseNames.get(base) ?? -1, stages.indexOf(job.stage)));
  }
  for (const job of jobs) {
    const own = stages.indexOf(job.stage);
    for (const dependency of job.dependencies ?? []) {
      const stage = stageOf.get(dependency) ?? baseNames.get(dependency);
      if (stage === undefined || stage > own) {
        problems.add(`${job.name} job: dependency ${dependency} is not defined in current or prior stages`);
      }
    }
    for (const need of job.needs ?? []) {
      if (need.project || need.pipeline || need.optional) continue;
      if (!stageOf.has(need.job) && !baseNames.has(need.job)) {
        problems.add(`${job.name} job: undefined need: ${need.job}`);
      }
    }
  }
}

function warningsFor(jobs: JobDefinition[], workflow: CiConfig['workflow']): string[] {
  const warnings: string[] = [];
  for (const job of jobs) {
    const last = job.rules?.[job.rules.length - 1];
    if (
      !workflow?.rules &&
      last &&
      last.if === undefined &&
      last.changes === undefined &&
      last.exists === undefined &&
      last.when !== 'never'
    ) {
      warnings.push(
        `jobs:${job.name} may allow multiple pipelines to run for a single action due to \`rules:when\` clause with no \`workflow:rules\` - read more: https://docs.gitlab.com/ee/ci/troubleshooting.html#pipeline-warnings`,
      );
    }
  }
  return warnings;
}
