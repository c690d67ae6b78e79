import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import type { CommitRecord } from '../../git/commit-log.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { JobListQuery } from './jobs/jobs.service.ts';
import type { JobArtifactRecord, JobRecord } from './jobs/job-view.ts';
import type { Pipeline } from './pipelines/pipeline.entity.ts';
import { jobSummariesSuffice } from './jobs/job-summary-selection.ts';
import { jobRecordsByIds, rememberJobRecords } from './request-job-records.ts';
import type { PipelineRecord } from './pipelines/pipeline-records.ts';

/**
 * Per-request DataLoaders of the CI types: every nested list is read once per request for all its
 * parents (keyed on their ids), never once per parent. Parents carry their project's id; the
 * project (and the caller's access to it) is read once and shared.
 */
/** Items by a key of theirs, in their order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Groups keys by project, runs one read per project, and answers in the keys' order. */
async function perProject<K, V>(
  ctx: GraphQLContext,
  keys: readonly K[],
  projectOf: (key: K) => number,
  read: (subject: ProjectSubject, keys: K[]) => Promise<V[]>,
): Promise<V[]> {
  const groups = groupBy(keys, projectOf);
  const answers = new Map<K, V>();
  await Promise.all(
    [...groups].map(async ([projectId, group]) => {
      const subject = await projectSubject(ctx, projectId);
      const values = await read(subject, group);
      group.forEach((key, i) => answers.set(key, values[i]!));
    }),
  );
  return keys.map((key) => answers.get(key)!);
}

/** A per-request loader whose keys are read one project at a time ({@link perProject}). */
export function perProjectLoader<K, V>(
  ctx: GraphQLContext,
  key: string,
  projectOf: (key: K) => number,
  read: (subject: ProjectSubject, keys: K[]) => Promise<V[]>,
  cacheKey: (key: K) => unknown,
): DataLoader<K, V> {
  return requestLoader<K, V>(ctx, `ci:${key}`, (keys) => perProject(ctx, keys, projectOf, read), cacheKey);
}

/** The projects a request holds already, by id: what the fields of a page's items read at once. */
const heldProjects = new WeakMap<object, Map<number, ProjectSubject>>();

function held(ctx: GraphQLContext): Map<number, ProjectSubject> {
  let projects = heldProjects.get(ctx);
  if (!projects) heldProjects.set(ctx, (projects = new Map()));
  return projects;
}

const projectsLoader = (ctx: GraphQLContext) =>
  requestLoader<number, ProjectSubject>(ctx, 'ci:projects', async (ids) => {
    const subjects = await ctx.services.projects.loadMany(ctx.actor, ids);
    for (const subject of subjects) if (subject) held(ctx).set(subject.project.id, subject);
    return subjects.map((s, i) => s ?? new Error(`Project ${ids[i]} is not visible`)) as ProjectSubject[];
  });

/** The project of CI objects already authorised (read once per request). */
export function projectSubject(ctx: GraphQLContext, projectId: number): Promise<ProjectSubject> {
  return projectsLoader(ctx).load(projectId);
}

/**
 * `use` of the project of CI objects already authorised: at once when the request holds the project
 * (as it does for every item of a page after the first), so that a field of each item costs no
 * promise; after it is read otherwise.
 */
export function withProject<T>(
  ctx: GraphQLContext,
  projectId: number,
  use: (subject: ProjectSubject) => T,
): T | Promise<T> {
  const subject = heldProjects.get(ctx)?.get(projectId);
  return subject ? use(subject) : projectSubject(ctx, projectId).then(use);
}

/** Remembers a project the caller reached its CI objects through (no second read). */
export function primeProject(ctx: GraphQLContext, subject: ProjectSubject): void {
  projectsLoader(ctx).prime(subject.project.id, subject);
  held(ctx).set(subject.project.id, subject);
}

/** A page of a pipeline's jobs, for every pipeline of the request asking with the same arguments. */
export function pipelineJobs(
  ctx: GraphQLContext,
  pipeline: PipelineRecord,
  query: JobListQuery,
  request: KeysetPageRequest,
): Promise<Page<JobRecord>> {
  return perProjectLoader<PipelineRecord, Page<JobRecord>>(
    ctx,
    `pipelineJobs:${JSON.stringify([query, request])}`,
    (p) => p.project.id,
    async (subject, group) => {
      // Every attempt of these pipelines' jobs is being read already (for their stages): the pages
      // are made from those records, with no statement of their own.
      const reads = group.map((p) => attemptsRead.get(ctx)?.get(p.id));
      if (reads.every((read) => read !== undefined)) {
        const pages = ctx.services.jobs.pagesOfRecords(
          ctx.actor,
          subject,
          (await Promise.all(reads)).flat(),
          group.map((p) => p.id),
          query,
          request,
        );
        if (pages) return group.map((p) => pages.get(p.id)!);
      }
      const pages = await ctx.services.jobs.recordPagesForPipelines(
        ctx.actor,
        subject,
        group.map((p) => p.id),
        query,
        request,
        (ids) => jobRecordsByIds(ctx, subject, ids),
      );
      return group.map((p) => pages.get(p.id)!);
    },
    (p) => p.id,
  ).load(pipeline);
}

/** The reads of every attempt of pipelines' jobs a request has started, by pipeline. */
const attemptsRead = new WeakMap<object, Map<number, Promise<JobRecord[]>>>();

/**
 * Every attempt of a pipeline's jobs, in stage order (read once per request for all its pipelines):
 * as summaries when the operation `info` resolves shows no more of them (see job-summary-selection.ts).
 */
function jobsOfPipeline(
  ctx: GraphQLContext,
  pipeline: { pipelineId: number; projectId: number },
  info: GraphQLResolveInfo | undefined,
): Promise<JobRecord[]> {
  const summaries = info !== undefined && jobSummariesSuffice(info);
  return perProjectLoader<{ pipelineId: number; projectId: number }, JobRecord[]>(
    ctx,
    summaries ? 'jobSummariesOfPipelines' : 'jobsOfPipelines',
    (k) => k.projectId,
    async (subject, group) => {
      const reading = rememberJobRecords(
        ctx,
        ctx.services.jobs.recordsOfPipelines(
          ctx.actor,
          subject,
          group.map((k) => k.pipelineId),
          { summaries },
        ),
      ).then((records) => groupBy(records, (r) => r.pipeline.id));
      let started = attemptsRead.get(ctx);
      if (!started) attemptsRead.set(ctx, (started = new Map()));
      for (const k of group) {
        const read = reading.then((byPipeline) => byPipeline.get(k.pipelineId) ?? []);
        // Awaited by a page of the pipeline's jobs if one is asked for; a failure is the read's own.
        read.catch(() => undefined);
        started.set(k.pipelineId, read);
      }
      const byPipeline = await reading;
      return group.map((k) => byPipeline.get(k.pipelineId) ?? []);
    },
    (k) => k.pipelineId,
  ).load(pipeline);
}

const latestOf = new WeakMap<readonly JobRecord[], JobRecord[]>();

/**
 * The latest jobs of a pipeline, in stage order (what its stages are made of); `info`, the field
 * asking, lets them be read as summaries when its operation shows no more.
 */
export async function latestJobs(
  ctx: GraphQLContext,
  pipeline: { pipelineId: number; projectId: number },
  info?: GraphQLResolveInfo,
): Promise<JobRecord[]> {
  const all = await jobsOfPipeline(ctx, pipeline, info);
  let latest = latestOf.get(all);
  if (!latest) latestOf.set(all, (latest = all.filter((job) => !job.retried)));
  return latest;
}

/** A job's stored files. */
export function jobArtifacts(ctx: GraphQLContext, job: JobRecord): Promise<JobArtifactRecord[]> {
  return perProjectLoader<JobRecord, JobArtifactRecord[]>(
    ctx,
    'artifacts',
    (j) => j.projectId,
    async (subject, group) => {
      const records = await ctx.services.jobs.artifactRecords(
        ctx.actor,
        subject,
        group.map((j) => j.id),
      );
      const byJob = groupBy(records, (a) => a.jobId);
      return group.map((j) => byJob.get(j.id) ?? []);
    },
    (j) => j.id,
  ).load(job);
}

const pipelinesLoader = (ctx: GraphQLContext) =>
  requestLoader<number, PipelineRecord | null>(ctx, 'ci:pipelines', (ids) =>
    ctx.services.pipelines.loadMany(ctx.actor, ids),
  );

/** Pipelines by id (a job's pipeline, a bridge's downstream pipeline), null where not visible. */
export function pipelineById(ctx: GraphQLContext, id: number): Promise<PipelineRecord | null> {
  return pipelinesLoader(ctx).load(id);
}

/** Pipelines the request has read, by id (a job asks for its pipeline without a second read). */
const primedPipelines = new WeakMap<object, Map<number, PipelineRecord>>();

/** Remembers pipelines already read (no second read when a job asks for one). */
export function primePipelines(ctx: GraphQLContext, pipelines: readonly PipelineRecord[]): void {
  const cache = pipelinesLoader(ctx);
  let primed = primedPipelines.get(ctx);
  if (!primed) primedPipelines.set(ctx, (primed = new Map()));
  for (const pipeline of pipelines) {
    cache.prime(pipeline.id, pipeline);
    primed.set(pipeline.id, pipeline);
  }
}

/** The pipelines a pipeline triggered. */
export function downstreamPipelines(ctx: GraphQLContext, pipelineId: number): Promise<Pipeline[]> {
  return requestLoader<number, Pipeline[]>(ctx, 'ci:downstream', async (ids) => {
    const found = await ctx.services.pipelines.downstreamOf(ctx.actor, ids);
    return ids.map((id) => found.filter((p) => p.sourcePipelineId === id));
  }).load(pipelineId);
}

/** A pipeline's commit (one cat-file read per project and request). */
export function pipelineCommit(ctx: GraphQLContext, pipeline: PipelineRecord): Promise<CommitRecord | null> {
  return perProjectLoader<PipelineRecord, CommitRecord | null>(
    ctx,
    'commits',
    (p) => p.project.id,
    async (subject, group) => {
      const commits = await ctx.services.pipelines.commitsOf(
        ctx.actor,
        subject,
        group.map((p) => p.sha),
      );
      return group.map((p) => commits.find((c) => c.id === p.sha) ?? null);
    },
    (p) => p.id,
  ).load(pipeline);
}

/** Is the pipeline the newest of its ref? */
export async function isNewestOfRef(ctx: GraphQLContext, pipeline: PipelineRecord): Promise<boolean> {
  const newest = await perProjectLoader<PipelineRecord, number | null>(
    ctx,
    'newestOfRef',
    (p) => p.project.id,
    async (subject, group) => {
      const ids = await ctx.services.pipelines.newestIdsOfRefs(
        ctx.actor,
        subject,
        group.map((p) => p.ref),
      );
      return group.map((p) => ids.get(p.ref) ?? null);
    },
    (p) => p.id,
  ).load(pipeline);
  return newest === pipeline.id;
}

/** A job of a project by id (a pipeline's source job), null where missing. */
export function jobById(
  ctx: GraphQLContext,
  job: { id: number; projectId: number },
): Promise<JobRecord | null> {
  return perProjectLoader<{ id: number; projectId: number }, JobRecord | null>(
    ctx,
    'jobs',
    (k) => k.projectId,
    async (subject, group) => {
      const records = await jobRecordsByIds(
        ctx,
        subject,
        group.map((k) => k.id),
      );
      return group.map((k) => records.find((r) => r.id === k.id) ?? null);
    },
    (k) => k.id,
  ).load(job);
}

/**
 * A job's pipeline: of the job's project, which the request already holds (no second access check);
 * at once when the request has read it already (a page of jobs brings its pipelines along), so
 * that each job of the page costs no promise.
 */
export function pipelineOfJob(
  ctx: GraphQLContext,
  job: JobRecord,
): PipelineRecord | null | Promise<PipelineRecord | null> {
  const primed = primedPipelines.get(ctx)?.get(job.pipeline.id);
  if (primed) return primed;
  const cached = pipelinesLoader(ctx);
  return perProjectLoader<JobRecord, PipelineRecord | null>(
    ctx,
    'pipelinesOfJobs',
    (j) => j.projectId,
    async (subject, group) => {
      const ids = [...new Set(group.map((j) => j.pipeline.id))];
      const known = new Map<number, PipelineRecord | null>();
      const missing: number[] = [];
      for (const id of ids) {
        const hit = primedPipelines.get(ctx)?.get(id);
        if (hit) known.set(id, hit);
        else missing.push(id);
      }
      const found = await ctx.services.pipelines.loadManyOf(ctx.actor, subject, missing);
      missing.forEach((id, i) => {
        known.set(id, found[i] ?? null);
        if (found[i]) cached.prime(id, found[i]);
      });
      return group.map((j) => known.get(j.pipeline.id) ?? null);
    },
    (j) => j.pipeline.id,
  ).load(job);
}
