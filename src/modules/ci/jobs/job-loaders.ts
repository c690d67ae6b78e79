import type { GraphQLContext } from '../../../graphql/builder.ts';
import { perProjectLoader } from '../ci-loaders.ts';
import type { NeedSpec } from '../config/types.ts';
import type { ManualVariable } from './job-manual-variables.ts';
import type { JobRecord } from './job-view.ts';

/**
 * Per-request loaders of what a job shows beyond its record: one read per project and request for
 * every job of a page, never one per job.
 */

/** A job's `needs:` (null: it runs in stage order). */
export function jobNeeds(ctx: GraphQLContext, job: JobRecord): Promise<NeedSpec[] | null> {
  return perProjectLoader<JobRecord, NeedSpec[] | null>(
    ctx,
    'jobNeeds',
    (j) => j.projectId,
    async (subject, group) => {
      const needs = await ctx.services.jobs.needsOf(
        ctx.actor,
        subject,
        group.map((j) => j.id),
      );
      return group.map((j) => needs.get(j.id) ?? null);
    },
    (j) => j.id,
  ).load(job);
}

/** The variables given when the job was played; null for callers who may not read them. */
export function jobManualVariables(ctx: GraphQLContext, job: JobRecord): Promise<ManualVariable[] | null> {
  return perProjectLoader<JobRecord, ManualVariable[] | null>(
    ctx,
    'jobManualVariables',
    (j) => j.projectId,
    async (subject, group) => {
      const variables = await ctx.services.jobs.manualVariablesOf(
        ctx.actor,
        subject,
        group.map((j) => j.id),
      );
      return group.map((j) => (variables ? (variables.get(j.id) ?? []) : null));
    },
    (j) => j.id,
  ).load(job);
}

/** The end of a job's log (at most `maxBytes`), null when it has none. */
export function jobTraceTail(ctx: GraphQLContext, job: JobRecord, maxBytes: number): Promise<Buffer | null> {
  return perProjectLoader<JobRecord, Buffer | null>(
    ctx,
    `jobTraceTail:${maxBytes}`,
    (j) => j.projectId,
    (subject, group) =>
      ctx.services.jobs.traceTails(
        ctx.actor,
        subject,
        group.map((j) => j.id),
        maxBytes,
      ),
    (j) => j.id,
  ).load(job);
}
