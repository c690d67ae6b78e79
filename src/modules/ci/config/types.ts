/**
 * The contract between the CI configuration compiler (`.gitlab-ci.yml` → a validated, normalized
 * configuration → the jobs of one pipeline) and the pipeline service that persists and runs them.
 * Plain data only: it is stored as job options and crosses process boundaries as JSON.
 */

export type JobWhen = 'on_success' | 'on_failure' | 'always' | 'manual' | 'delayed' | 'never';

export interface ImageSpec {
  name: string;
  entrypoint?: string[];
  pullPolicy?: string[];
}

export interface ServiceSpec extends ImageSpec {
  alias?: string;
  command?: string[];
  variables?: Record<string, string>;
}

export interface ArtifactsSpec {
  name?: string;
  paths?: string[];
  exclude?: string[];
  untracked?: boolean;
  when?: 'on_success' | 'on_failure' | 'always';
  /** As written (`1 week`, `30 days`, `never`); parsed where it is applied. */
  expireIn?: string;
  exposeAs?: string;
  /** Report artifacts by type; `dotenv` is the one the service interprets. */
  reports?: Record<string, string[]>;
}

export interface CacheSpec {
  key?: string | { files: string[]; prefix?: string };
  paths?: string[];
  untracked?: boolean;
  policy?: 'pull' | 'push' | 'pull-push';
  when?: 'on_success' | 'on_failure' | 'always';
  fallbackKeys?: string[];
}

export interface EnvironmentSpec {
  name: string;
  url?: string;
  action?: 'start' | 'prepare' | 'stop' | 'verify' | 'access';
  onStop?: string;
  /** `auto_stop_in` in seconds; null for `never`. */
  autoStopInSeconds?: number | null;
  /** `deployment_tier`. */
  tier?: 'production' | 'staging' | 'testing' | 'development' | 'other';
}

export interface NeedSpec {
  job: string;
  artifacts: boolean;
  optional: boolean;
  /** Cross-project or parent-pipeline needs (artifacts only); not resolved as DAG edges. */
  project?: string;
  ref?: string;
  pipeline?: string;
}

export interface RetrySpec {
  max: number;
  /** Failure reasons that allow a retry (`always` when absent). */
  when?: string[];
  exitCodes?: number[];
}

/** A child pipeline's configuration source, or a multi-project target. */
export interface TriggerSpec {
  /** Child pipeline: the configuration files to include (local/project/file/ref/artifact forms). */
  include?: IncludeSpec[];
  /** Multi-project pipeline: the downstream project's full path. */
  project?: string;
  branch?: string;
  /** `depend`: the bridge mirrors the downstream pipeline's status. */
  strategy?: 'depend';
  forward?: { yamlVariables?: boolean; pipelineVariables?: boolean };
}

export type IncludeSpec =
  | { local: string; rules?: RuleSpec[] }
  | { project: string; file: string[]; ref?: string; rules?: RuleSpec[] }
  | { remote: string; rules?: RuleSpec[] }
  | { template: string; rules?: RuleSpec[] }
  | { artifact: string; job: string };

export interface ChangesSpec {
  paths: string[];
  compareTo?: string;
}

/** One entry of `rules:` (job rules, workflow rules, include rules). */
export interface RuleSpec {
  if?: string;
  changes?: ChangesSpec;
  exists?: string[];
  when?: JobWhen;
  allowFailure?: boolean;
  startIn?: string;
  variables?: Record<string, string>;
  needs?: NeedSpec[];
}

/** `only:`/`except:` in their normalized form. */
export interface RefPolicySpec {
  /** Branch names, `branches`, `tags`, `api`, `pushes`, `web`, `schedules`, `merge_requests`..., or `/regex/`. */
  refs?: string[];
  variables?: string[];
  changes?: string[];
}

/** A job after `extends`, `default`, anchors and `!reference` are resolved (one per parallel instance). */
export interface JobDefinition {
  name: string;
  stage: string;
  /** Jobs run by a runner; bridges carry `trigger` instead of `script`. */
  script?: string[];
  beforeScript?: string[];
  afterScript?: string[];
  image?: ImageSpec;
  services?: ServiceSpec[];
  tags: string[];
  variables: Record<string, string>;
  rules?: RuleSpec[];
  only?: RefPolicySpec;
  except?: RefPolicySpec;
  when: JobWhen;
  /** Seconds, for `when: delayed`. */
  startInSeconds?: number;
  allowFailure: boolean;
  allowFailureExitCodes?: number[];
  /** Undefined: stage ordering; an array (possibly empty): DAG edges. */
  needs?: NeedSpec[];
  dependencies?: string[];
  artifacts?: ArtifactsSpec;
  cache?: CacheSpec[];
  environment?: EnvironmentSpec;
  trigger?: TriggerSpec;
  /** Set on each instance of a `parallel:` job: its 1-based index and the total. */
  parallel?: { index: number; total: number; matrixVariables?: Record<string, string> };
  retry?: RetrySpec;
  timeoutSeconds?: number;
  resourceGroup?: string;
  /** A regular expression (without slashes) that extracts coverage from the log. */
  coverage?: string;
  interruptible?: boolean;
}

/** A whole configuration, validated and normalized. */
export interface CiConfig {
  stages: string[];
  variables: Record<string, string>;
  /** The top-level variables with a description, offered when running a pipeline by hand. */
  prefilledVariables: PrefilledVariable[];
  workflow?: { rules?: RuleSpec[]; name?: string };
  jobs: JobDefinition[];
  /** The configuration with includes merged, as YAML (CI lint's `merged_yaml`). */
  mergedYaml: string;
  /** Files the configuration was built from (CI lint's `includes`). */
  includes: {
    type: string;
    location: string;
    blob?: string;
    raw?: string;
    contextProject?: string;
    contextSha?: string;
  }[];
  warnings: string[];
}

/** A top-level variable described for the "Run pipeline" form. */
export interface PrefilledVariable {
  key: string;
  value: string;
  description: string;
  /** The values to choose from (`options:`), when restricted. */
  options: string[] | null;
}

/** Everything rules, `only/except`, `changes` and `exists` are evaluated against. */
export interface PipelineContext {
  /** Predefined and pipeline variables (CI_COMMIT_BRANCH, CI_PIPELINE_SOURCE, user variables...). */
  variables: Record<string, string>;
  source: string;
  ref: string;
  tag: boolean;
  sha: string;
  /** Paths changed by the push (null when unknown: `changes` then evaluates to true, as GitLab does). */
  changedPaths: string[] | null;
  /** Whether a file or glob exists in the commit's tree. */
  exists: (globs: string[]) => Promise<boolean>;
}

/** A job chosen to run in a pipeline: its definition and its initial `when` after rules. */
export interface SeedJob {
  definition: JobDefinition;
  when: JobWhen;
  allowFailure: boolean;
  startInSeconds?: number;
  /** Variables added by matching rules. */
  variables: Record<string, string>;
  needs?: NeedSpec[];
}

/** The outcome of evaluating a configuration for one pipeline. */
export type PipelineSeed =
  | { kind: 'jobs'; stages: string[]; jobs: SeedJob[]; variables: Record<string, string>; name?: string }
  | { kind: 'filtered'; reason: 'workflow' | 'no_jobs' }
  | { kind: 'error'; errors: string[] };
