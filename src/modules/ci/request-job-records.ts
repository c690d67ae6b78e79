import type { GraphQLContext } from '../../graphql/builder.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { JobRecord } from './jobs/job-view.ts';

/**
 * The job records a request has read, by id, so that a job is read and turned into a record once
 * per request: a nested query reaches the same jobs through a pipeline's stages and through its
 * jobs, which are read by different statements (the latest attempts of whole pipelines; a page
 * of ids per pipeline).
 */
interface JobRecords {
  byId: Map<number, JobRecord>;
  /** Reads started and not yet settled: a read by ids waits for them before it decides what is missing. */
  reading: Set<Promise<unknown>>;
}

const ofRequest = new WeakMap<object, JobRecords>();

function recordsOf(ctx: GraphQLContext): JobRecords {
  let records = ofRequest.get(ctx);
  if (!records) ofRequest.set(ctx, (records = { byId: new Map(), reading: new Set() }));
  return records;
}

/** Keeps the records a read answers (started now: reads by ids started later wait for it). */
export function rememberJobRecords(ctx: GraphQLContext, read: Promise<JobRecord[]>): Promise<JobRecord[]> {
  const records = recordsOf(ctx);
  const settled = read.then(
    (list) => {
      for (const record of list) records.byId.set(record.id, record);
    },
    () => undefined,
  );
  records.reading.add(settled);
  void settled.finally(() => records.reading.delete(settled));
  return read;
}

/**
 * Jobs of one project by id, in the order of the ids (missing ones left out): the records the
 * request holds, once the reads under way have settled, and one read for the rest.
 */
export async function jobRecordsByIds(
  ctx: GraphQLContext,
  subject: ProjectSubject,
  ids: readonly number[],
): Promise<JobRecord[]> {
  const records = recordsOf(ctx);
  if (records.reading.size > 0) await Promise.all(records.reading);
  const missing = ids.filter((id) => !records.byId.has(id));
  if (missing.length > 0)
    await rememberJobRecords(ctx, ctx.services.jobs.recordsOf(ctx.actor, subject, missing));
  const found: JobRecord[] = [];
  for (const id of ids) {
    const record = records.byId.get(id);
    if (record && record.projectId === subject.project.id) found.push(record);
  }
  return found;
}
