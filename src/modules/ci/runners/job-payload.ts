import type { JobDefinition } from '../config/types.ts';
import { commitMessage } from '../../../git/commit-log.ts';
import { gunzipSync } from 'node:zlib';
import type { ModuleDeps } from '../../../services.ts';
import { Job, JobArtifact } from '../jobs/job.entity.ts';
import type { ArtifactStore } from '../jobs/artifact-store.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import { pipelineVariables } from '../pipelines/pipeline-variables.ts';
import type { VariablesLookup } from '../variables/variables-lookup.ts';
import { predefinedPipelineVariables } from '../variables/predefined.ts';
import {
  refNameForVariables,
  storedMergeRequestVariables,
  withMergeRequestVariables,
} from '../pipelines/merge-request-pipelines.ts';
import type { Runner } from './runner.entity.ts';
import type { AssignedJob } from './runner-jobs.service.ts';
import { parseDotenv } from './dotenv.ts';
import { runnerCacheIndex, withCacheIndex } from '../runner-cache/cache-index.ts';

export const DEFAULT_JOB_TIMEOUT_SECONDS = 3600;

interface Variable {
  key: string;
  value: string;
  public: boolean;
  masked: boolean;
  file?: boolean;
  raw?: boolean;
}

/** A project's environment by name, as the job's `CI_ENVIRONMENT_*` variables show it. */
export type EnvironmentLookup = (
  projectId: number,
  name: string,
) => Promise<{ slug: string; externalUrl: string | null; tier: string } | null>;

/** What GitLab Runner expects from `POST /jobs/request`: everything it needs to run the job. */
export type JobPayload = Awaited<ReturnType<typeof buildJobPayload>>;

export async function buildJobPayload(
  deps: ModuleDeps,
  store: ArtifactStore,
  { job, token }: AssignedJob,
  runner: Runner,
  variablesFor: VariablesLookup,
  environmentOf: EnvironmentLookup = () => Promise.resolve(null),
) {
  const em = deps.orm.em.fork();
  const pipeline = await em.findOneOrFail(Pipeline, job.pipeline.id);
  const project = job.project;
  const repo = deps.repositories.repository(project);
  const message = await commitMessage(repo, job.sha);
  const projectUrl = deps.urls.to(project.fullPath);
  const repoUrl = new URL(`${projectUrl}.git`);
  repoUrl.username = 'gitlab-ci-token';
  repoUrl.password = token;
  const timeout = Math.min(
    job.timeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS,
    runner.maximumTimeout ?? Infinity,
  );
  const definition = job.options;
  // Protected variables follow the ref's protection as it is now, not when the pipeline began.
  const protectedRef = await deps.protectedRefs.isProtectedRef(project, job.ref, job.tag);
  const cacheIndex = await runnerCacheIndex(em, project.id);

  const dependencies = await dependencyJobs(deps, job);
  const dependencyArtifacts =
    dependencies.length > 0
      ? await em.find(JobArtifact, { job: { $in: dependencies.map((d) => d.id) } })
      : [];
  const dotenv: Record<string, string> = {};
  for (const artifact of dependencyArtifacts.filter((a) => a.fileType === 'dotenv')) {
    const data = await store.read(artifact.storagePath).catch(() => null);
    if (!data) continue;
    Object.assign(
      dotenv,
      parseDotenv((artifact.fileFormat === 'gzip' ? gunzipSync(data) : data).toString('utf8')) ?? {},
    );
  }

  const pipelinePredefined = predefinedPipelineVariables({
    project,
    ref: refNameForVariables(pipeline),
    tag: job.tag,
    protectedRef,
    sha: job.sha,
    beforeSha: pipeline.beforeSha ?? null,
    source: pipeline.source,
    defaultBranch: await deps.repositories.defaultBranch(project, repo),
    commitMessage: message.trimEnd(),
    projectUrl,
    serverUrl: deps.urls.base,
    pipelineId: pipeline.id,
    pipelineIid: pipeline.iid,
    userLogin: job.user?.username ?? null,
  });
  const mergeRequest = storedMergeRequestVariables(pipeline);
  const predefined = {
    ...(mergeRequest ? withMergeRequestVariables(pipelinePredefined, mergeRequest) : pipelinePredefined),
    CI_JOB_ID: String(job.id),
    CI_JOB_NAME: job.name,
    CI_JOB_STAGE: job.stage,
    CI_JOB_URL: `${projectUrl}/-/jobs/${job.id}`,
    CI_JOB_TOKEN: token,
    CI_BUILD_TOKEN: token,
    CI_REPOSITORY_URL: repoUrl.toString(),
    CI_API_V4_URL: deps.urls.to('api/v4'),
    CI_RUNNER_ID: String(runner.id),
    CI_RUNNER_TAGS: JSON.stringify(runner.tagList),
    CI_PIPELINE_URL: `${projectUrl}/-/pipelines/${pipeline.id}`,
    ...(await environmentVariables(project.id, definition.environment, environmentOf)),
    ...(definition.parallel
      ? { CI_NODE_INDEX: String(definition.parallel.index), CI_NODE_TOTAL: String(definition.parallel.total) }
      : { CI_NODE_TOTAL: '1' }),
  };
  const variables: Variable[] = [];
  const add = (entries: Record<string, string>, isPublic: boolean) => {
    for (const [key, value] of Object.entries(entries)) {
      const existing = variables.findIndex((v) => v.key === key);
      if (existing >= 0) variables.splice(existing, 1);
      variables.push({ key, value, public: isPublic, masked: key === 'CI_JOB_TOKEN' });
    }
  };
  // Later entries win, in GitLab's order of precedence: pipeline variables (API, trigger) over the
  // project's variables, over dotenv reports, over the job's and then the file's `variables:`.
  const projectVariables = await variablesFor(project.id, {
    protectedRef,
    environment: definition.environment?.name ?? null,
  });
  add(predefined, true);
  add(pipeline.yamlVariables, true);
  add(job.variables, true);
  add(dotenv, false);
  for (const v of projectVariables) {
    add({ [v.key]: v.value }, false);
    Object.assign(variables[variables.length - 1]!, {
      masked: v.masked,
      raw: v.raw,
      ...(v.variableType === 'file' ? { file: true } : {}),
    });
  }
  const givenVariables = pipelineVariables(deps.encryption, pipeline);
  add(Object.fromEntries(givenVariables.map((v) => [v.key, v.value])), false);
  // File variables reach the job as a path to a file holding the value (the runner writes it).
  for (const fileVariable of givenVariables.filter((v) => v.variableType === 'file')) {
    const variable = variables.find((v) => v.key === fileVariable.key && v.value === fileVariable.value);
    if (variable) variable.file = true;
  }

  const steps = [
    {
      name: 'script',
      script: [...(definition.beforeScript ?? []), ...(definition.script ?? [])],
      timeout,
      when: 'on_success',
      allow_failure: false,
    },
    ...(definition.afterScript && definition.afterScript.length > 0
      ? [
          {
            name: 'after_script',
            script: definition.afterScript,
            timeout,
            when: 'always',
            allow_failure: true,
          },
        ]
      : []),
  ];
  const artifacts = [];
  const spec = definition.artifacts;
  if (spec?.paths?.length || spec?.untracked) {
    artifacts.push({
      name: spec.name ?? 'artifacts',
      untracked: spec.untracked ?? false,
      paths: spec.paths ?? [],
      exclude: spec.exclude ?? [],
      when: spec.when ?? 'on_success',
      expire_in: spec.expireIn ?? null,
      artifact_type: 'archive',
      artifact_format: 'zip',
    });
  }
  for (const [type, paths] of Object.entries(spec?.reports ?? {})) {
    artifacts.push({
      name: type,
      untracked: false,
      paths,
      exclude: [],
      when: 'always',
      expire_in: spec?.expireIn ?? null,
      artifact_type: type,
      artifact_format: 'gzip',
    });
  }

  return {
    id: job.id,
    token,
    allow_git_fetch: true,
    job_info: {
      id: job.id,
      name: job.name,
      stage: job.stage,
      project_id: project.id,
      project_name: project.name,
      time_in_queue_seconds:
        job.queuedAt && job.startedAt ? (job.startedAt.getTime() - job.queuedAt.getTime()) / 1000 : 0,
    },
    git_info: {
      repo_url: repoUrl.toString(),
      ref: job.ref,
      sha: job.sha,
      before_sha: pipeline.beforeSha ?? '0000000000000000000000000000000000000000',
      ref_type: job.tag ? 'tag' : 'branch',
      refspecs: [
        job.tag
          ? `+refs/tags/${job.ref}:refs/tags/${job.ref}`
          : job.ref.startsWith('refs/')
            ? `+${job.ref}:${job.ref}`
            : `+refs/heads/${job.ref}:refs/remotes/origin/${job.ref}`,
      ],
      depth: 20,
      repo_object_format: 'sha1',
    },
    runner_info: { timeout, runner_session_url: null },
    variables,
    steps,
    image: definition.image
      ? { name: definition.image.name, entrypoint: definition.image.entrypoint ?? null }
      : null,
    services: (definition.services ?? []).map((s) => ({
      name: s.name,
      alias: s.alias ?? null,
      entrypoint: s.entrypoint ?? null,
      command: s.command ?? null,
    })),
    artifacts,
    cache: (definition.cache ?? []).map((c) => ({
      key: withCacheIndex(typeof c.key === 'string' ? c.key : 'default', cacheIndex),
      untracked: c.untracked ?? false,
      paths: c.paths ?? [],
      policy: c.policy ?? 'pull-push',
      when: c.when ?? 'on_success',
      fallback_keys: (c.fallbackKeys ?? []).map((key) => withCacheIndex(key, cacheIndex)),
    })),
    credentials: [],
    dependencies: dependencies.map((d) => {
      const archive = dependencyArtifacts.find((a) => a.job.id === d.id && a.fileType === 'archive');
      return {
        id: d.id,
        name: d.name,
        token,
        ...(archive ? { artifacts_file: { filename: archive.filename, size: archive.size } } : {}),
      };
    }),
    features: {
      trace_sections: true,
      failure_reasons: [
        'script_failure',
        'job_execution_timeout',
        'runner_system_failure',
        'unknown_failure',
      ],
    },
  };
}

/** Jobs whose artifacts this job receives: `dependencies:`, else its needs, else every earlier stage. */
async function dependencyJobs(deps: ModuleDeps, job: Job): Promise<Job[]> {
  const em = deps.orm.em.fork();
  const all = await em.find(Job, {
    pipeline: job.pipeline.id,
    retried: false,
    type: 'Ci::Build',
    status: 'success',
  });
  const named = (names: string[]) =>
    all.filter((j) =>
      names.some((n) => j.name === n || j.name.startsWith(`${n} `) || j.name.startsWith(`${n}: [`)),
    );
  if (job.options.dependencies) return named(job.options.dependencies);
  if (job.needs)
    return named(job.needs.filter((n) => n.artifacts && !n.project && !n.pipeline).map((n) => n.job));
  return all.filter((j) => j.stageIdx < job.stageIdx);
}

/** `CI_ENVIRONMENT_*` of a job with `environment:` (GitLab's predefined variables). */
async function environmentVariables(
  projectId: number,
  spec: JobDefinition['environment'],
  environmentOf: EnvironmentLookup,
): Promise<Record<string, string>> {
  if (!spec) return {};
  const environment = await environmentOf(projectId, spec.name);
  const url = spec.url ?? environment?.externalUrl ?? null;
  const tier = spec.tier ?? environment?.tier ?? null;
  return {
    CI_ENVIRONMENT_NAME: spec.name,
    CI_ENVIRONMENT_ACTION: spec.action ?? 'start',
    ...(environment ? { CI_ENVIRONMENT_SLUG: environment.slug } : {}),
    ...(url ? { CI_ENVIRONMENT_URL: url } : {}),
    ...(tier ? { CI_ENVIRONMENT_TIER: tier } : {}),
  };
}
