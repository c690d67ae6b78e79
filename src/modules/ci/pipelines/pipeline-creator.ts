import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import type { Tx } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';
import type { GitRepository } from '../../../git/repository.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { User } from '../../users/user.entity.ts';
import type { CiConfig, EnvironmentSpec, PipelineContext, PipelineSeed, SeedJob } from '../config/types.ts';
import { Job } from '../jobs/job.entity.ts';
import type { VariablesLookup } from '../variables/variables-lookup.ts';
import type { PlanLimitsReader } from './plan-limits-reader.ts';
import type { Encryption } from '../../../core/encryption.ts';
import { encryptPipelineVariables } from './pipeline-variables.ts';
import { Pipeline, type PipelineSource, type PipelineVariable } from './pipeline.entity.ts';
import { ACTIVE_STATUSES } from '../status.ts';
import type { MergeRequestPipelineFacts } from './merge-request-pipelines.ts';

/** The advisory lock (with the project id) every pipeline creation of a project takes for its iid. */
export const PIPELINE_IID_LOCK = 7_303;

/** Reads and compiles a project's CI configuration; implemented by the CI config module. */
export interface PipelineConfigLoader {
  /**
   * The configuration at a commit (or the given content, for child pipelines), compiled with its
   * includes; null when the commit has no CI file.
   */
  load(input: {
    actor: Actor;
    project: Project;
    repo: GitRepository;
    sha: string;
    content?: string;
  }): Promise<{ config: CiConfig } | { errors: string[] } | null>;
  /** Which jobs of a configuration run in a pipeline with this context. */
  seed(config: CiConfig, context: PipelineContext): Promise<PipelineSeed>;
}

export interface PipelineRequest {
  actor: Actor;
  project: Project;
  repo: GitRepository;
  user: User | null;
  ref: string;
  tag: boolean;
  /** The ref is protected: protected variables reach the pipeline, protected runners take its jobs. */
  protectedRef: boolean;
  sha: string;
  beforeSha: string | null;
  source: PipelineSource;
  variables: PipelineVariable[];
  /** Predefined variables (CI_COMMIT_BRANCH...), for rules. */
  predefined: Record<string, string>;
  /**
   * The paths the push changed, for `rules:changes` (null: unknown, every such rule matches), or how
   * to read them: read only once a configuration is found, so a push to a project without CI costs
   * no diff.
   */
  changedPaths: string[] | null | (() => Promise<string[] | null>);
  /** A child pipeline's configuration, instead of the project's file. */
  content?: string;
  /** The bridge that triggers this pipeline. */
  upstream?: { bridgeId: number; pipelineId: number; projectId: number };
  /** The schedule this pipeline runs for. */
  pipelineScheduleId?: number;
  /** The push asked for no pipeline (`[skip ci]`): one is recorded as skipped, with no jobs. */
  skipCi?: boolean;
  /** A merge request pipeline (source `merge_request_event`): the merge request it runs for. */
  mergeRequest?: MergeRequestPipelineFacts;
}

/** A pipeline was written (possibly failed on configuration errors), or nothing was created. */
export type PipelineCreation =
  { kind: 'created'; pipeline: Pipeline } | { kind: 'not_created'; errors: string[] } | { kind: 'no_config' };

const WORKFLOW_FILTERED = 'Pipeline filtered out by workflow rules.';
const NO_JOBS =
  'Pipeline will not run for the selected trigger. The rules configuration prevented any jobs from being added to the pipeline.';

/**
 * Turns a configuration into a pipeline's rows: the pipeline and one job per seeded job, in stage
 * order. Configuration errors on a push still record a failed pipeline (as GitLab shows them);
 * through the API they are returned instead.
 */
export class PipelineCreator {
  private readonly loader: PipelineConfigLoader;
  private readonly limits: PlanLimitsReader;
  private readonly projectVariables: VariablesLookup;
  private readonly encryption: Encryption;

  constructor(
    loader: PipelineConfigLoader,
    limits: PlanLimitsReader,
    variables: VariablesLookup,
    encryption: Encryption,
  ) {
    this.loader = loader;
    this.limits = limits;
    this.projectVariables = variables;
    this.encryption = encryption;
  }

  async create(tx: Tx, request: PipelineRequest): Promise<PipelineCreation> {
    const loaded = await this.loader.load({
      actor: request.actor,
      project: request.project,
      repo: request.repo,
      sha: request.sha,
      content: request.content,
    });
    if (loaded === null) return { kind: 'no_config' };
    if (request.skipCi) return this.skipped(tx, request);
    if ('errors' in loaded) return this.failed(tx, request, loaded.errors, 'config_error');

    // Rules see the project's variables (those of every environment) between the file's and the
    // pipeline's own.
    const projectVariables = await this.projectVariables(request.project.id, {
      protectedRef: request.protectedRef,
      environment: null,
    });
    const variables = {
      ...request.predefined,
      ...loaded.config.variables,
      ...Object.fromEntries(projectVariables.map((v) => [v.key, v.value])),
      ...Object.fromEntries(request.variables.map((v) => [v.key, v.value])),
    };
    const context: PipelineContext = {
      variables,
      source: request.source,
      ref: request.ref,
      tag: request.tag,
      sha: request.sha,
      changedPaths:
        typeof request.changedPaths === 'function' ? await request.changedPaths() : request.changedPaths,
      exists: (globs) => pathsExist(request.repo, request.sha, globs),
    };
    const seed = await this.loader.seed(loaded.config, context);
    if (seed.kind === 'error') return this.failed(tx, request, seed.errors, 'config_error');
    if (seed.kind === 'filtered') {
      return { kind: 'not_created', errors: [seed.reason === 'workflow' ? WORKFLOW_FILTERED : NO_JOBS] };
    }

    const limits = await this.limits.limits();
    if (limits.ciPipelineSize > 0 && seed.jobs.length > limits.ciPipelineSize) {
      return this.failed(
        tx,
        request,
        [
          `The number of jobs has exceeded the limit of ${limits.ciPipelineSize}. Try splitting the configuration with parent-child-pipelines.`,
        ],
        'size_limit_exceeded',
      );
    }
    if (limits.ciActiveJobs > 0) {
      // The project's pipeline lock (also taken for the iid) keeps two creations from both fitting.
      await sql`select pg_advisory_xact_lock(${PIPELINE_IID_LOCK}, ${request.project.id})`.execute(
        kysely(tx.em),
      );
      const active = await activeJobCount(tx, request.project.id);
      if (active + seed.jobs.length > limits.ciActiveJobs) {
        return this.failed(
          tx,
          request,
          ['Project exceeded the allowed number of jobs in active pipelines. Retry later.'],
          'job_activity_limit_exceeded',
        );
      }
    }

    const pipeline = await this.insertPipeline(tx, request, {
      stages: seed.stages,
      yamlVariables: loaded.config.variables,
      name: seed.name ?? null,
    });
    for (const seeded of seed.jobs) this.buildJob(tx, pipeline, request, seed.stages, seeded);
    await tx.em.flush();
    return { kind: 'created', pipeline };
  }

  private async skipped(tx: Tx, request: PipelineRequest): Promise<PipelineCreation> {
    const pipeline = await this.insertPipeline(tx, request, { stages: [], yamlVariables: {}, name: null });
    pipeline.status = 'skipped';
    pipeline.finishedAt = new Date();
    await tx.em.flush();
    return { kind: 'created', pipeline };
  }

  private async failed(
    tx: Tx,
    request: PipelineRequest,
    errors: string[],
    reason: string,
  ): Promise<PipelineCreation> {
    // Through the API, configuration errors are the answer; pushes keep a failed pipeline to show them.
    if (request.source !== 'push' && request.source !== 'parent_pipeline' && request.source !== 'pipeline') {
      return { kind: 'not_created', errors };
    }
    const pipeline = await this.insertPipeline(tx, request, { stages: [], yamlVariables: {}, name: null });
    pipeline.status = 'failed';
    pipeline.yamlErrors = errors.join(', ');
    pipeline.failureReason = reason;
    pipeline.finishedAt = new Date();
    await tx.em.flush();
    return { kind: 'created', pipeline };
  }

  private async insertPipeline(
    tx: Tx,
    request: PipelineRequest,
    shape: { stages: string[]; yamlVariables: Record<string, string>; name: string | null },
  ): Promise<Pipeline> {
    const db = kysely(tx.em);
    await sql`select pg_advisory_xact_lock(${PIPELINE_IID_LOCK}, ${request.project.id})`.execute(db);
    const next = await sql<{ iid: number }>`
      select coalesce(max(iid), 0) + 1 as iid from ci_pipelines where project_id = ${request.project.id}`.execute(
      db,
    );
    const pipeline = tx.em.create(Pipeline, {
      project: request.project,
      iid: next.rows[0]!.iid,
      ref: request.ref,
      tag: request.tag,
      protected: request.protectedRef,
      sha: request.sha,
      beforeSha: request.beforeSha,
      source: request.source,
      status: 'created',
      user: request.user,
      name: shape.name,
      stages: shape.stages,
      encryptedVariables: encryptPipelineVariables(this.encryption, request.variables),
      yamlVariables: shape.yamlVariables,
      sourceJobId: request.upstream?.bridgeId ?? null,
      sourcePipelineId: request.upstream?.pipelineId ?? null,
      sourceProjectId: request.upstream?.projectId ?? null,
      pipelineScheduleId: request.pipelineScheduleId ?? null,
      mergeRequestId: request.mergeRequest?.mergeRequestId ?? null,
      mergeRequestEventType: request.mergeRequest?.eventType ?? null,
      sourceSha: request.mergeRequest?.sourceSha ?? null,
      targetSha: request.mergeRequest?.targetSha ?? null,
      mergeRequestVariables: request.mergeRequest?.variables ?? null,
    });
    await tx.em.flush();
    return pipeline;
  }

  private buildJob(
    tx: Tx,
    pipeline: Pipeline,
    request: PipelineRequest,
    stages: string[],
    seeded: SeedJob,
  ): Job {
    const definition = seeded.definition;
    return tx.em.create(Job, {
      type: definition.trigger ? 'Ci::Bridge' : 'Ci::Build',
      pipeline,
      project: request.project,
      name: definition.name,
      stage: definition.stage,
      stageIdx: Math.max(0, stages.indexOf(definition.stage)),
      status: 'created',
      when: seeded.when,
      allowFailure: seeded.allowFailure,
      options: {
        ...definition,
        startInSeconds: seeded.startInSeconds ?? definition.startInSeconds,
        ...(definition.environment
          ? {
              environment: expandedEnvironment(definition.environment, {
                ...request.predefined,
                ...pipeline.yamlVariables,
                ...definition.variables,
                ...seeded.variables,
                ...Object.fromEntries(request.variables.map((v) => [v.key, v.value])),
              }),
            }
          : {}),
      },
      needs: seeded.needs ?? definition.needs ?? null,
      variables: { ...definition.variables, ...seeded.variables },
      ref: request.ref,
      tag: request.tag,
      protected: request.protectedRef,
      sha: request.sha,
      user: request.user,
      resourceGroup: definition.resourceGroup ?? null,
      timeoutSeconds: definition.timeoutSeconds ?? null,
    });
  }
}

async function activeJobCount(tx: Tx, projectId: number): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count from ci_builds
    where project_id = ${projectId} and retried = false and status in (${sql.join(ACTIVE_STATUSES)})`.execute(
    kysely(tx.em),
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** `rules:exists`: whether any file of the commit matches one of the globs. */
async function pathsExist(repo: GitRepository, sha: string, globs: string[]): Promise<boolean> {
  const { default: picomatch } = await import('picomatch');
  const match = picomatch(globs, { dot: true });
  const out = await repo.text(['ls-tree', '-r', '--name-only', '-z', sha]);
  return out.split('\0').some((file) => file !== '' && match(file));
}

/**
 * A job's environment with its name and URL expanded (`review/$CI_COMMIT_REF_SLUG`), as GitLab
 * expands them when it creates the job; unknown variables expand to nothing.
 */
function expandedEnvironment(
  environment: EnvironmentSpec,
  variables: Record<string, string>,
): EnvironmentSpec {
  const expand = (text: string) =>
    text.replace(
      /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g,
      (_, braced, bare) => variables[(braced ?? bare) as string] ?? '',
    );
  return {
    ...environment,
    name: expand(environment.name),
    ...(environment.url !== undefined ? { url: expand(environment.url) } : {}),
  };
}
