import { unique } from '../fixtures.ts';
import type { Case } from './matrix.ts';
import { newBranch, setup, type Place } from './world.ts';

/** A merge request of the place's project (feature → main), made once by root per place. */
const made = new WeakMap<Place, Promise<number>>();

export function mergeRequestOf(c: Case): Promise<number> {
  let iid = made.get(c.place);
  if (!iid) {
    iid = newMergeRequest(c, 'feature');
    made.set(c.place, iid);
  }
  return iid;
}

/** A merge request a case may change for good (delete, approve): a fresh one when the case is allowed. */
export async function mergeRequestToSpend(c: Case): Promise<number> {
  return c.allowed ? newMergeRequest(c, await newBranch(c.world, c.place)) : mergeRequestOf(c);
}

async function newMergeRequest(c: Case, branch: string, target = 'main'): Promise<number> {
  const response = await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/merge_requests`, {
    body: { source_branch: branch, target_branch: target, title: unique('mr') },
  });
  return response.body.iid as number;
}

/** A fresh merge request of the place's project from a new branch into `target`, made by root. */
export async function newMergeRequestInto(c: Case, target: string): Promise<number> {
  return newMergeRequest(c, await newBranch(c.world, c.place), target);
}

/**
 * A merge request an allowed case may merge: between two fresh branches, so that the unprotected
 * target lets developers merge. The shared one for refused cases.
 */
export async function mergeRequestToMerge(c: Case): Promise<number> {
  if (!c.allowed) return mergeRequestOf(c);
  const source = await newBranch(c.world, c.place);
  const target = await newBranch(c.world, c.place);
  const response = await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/merge_requests`, {
    body: { source_branch: source, target_branch: target, title: unique('mr') },
  });
  return response.body.iid as number;
}

/** Root's time log on the place's merge request (once per place), or a fresh one for an allowed case. */
const timelogs = new WeakMap<Place, Promise<number>>();

export function timelogToDelete(c: Case): Promise<number> {
  if (c.allowed) return newTimelog(c);
  let made = timelogs.get(c.place);
  if (!made) {
    made = newTimelog(c);
    timelogs.set(c.place, made);
  }
  return made;
}

async function newTimelog(c: Case): Promise<number> {
  const iid = await mergeRequestOf(c);
  const found = await setup(c.world.t, 'GET', `/projects/${c.place.project.id}/merge_requests/${iid}`);
  const query = `mutation($input: TimelogCreateInput!) { timelogCreate(input: $input) { errors timelog { id } } }`;
  const input = {
    issuableId: `gid://gitlab/MergeRequest/${found.body.id as number}`,
    timeSpent: '1m',
    summary: 'set-up',
  };
  const answer = await setup(c.world.t, 'POST', '/api/graphql', { body: { query, variables: { input } } });
  const payload = answer.body.data.timelogCreate as { errors: string[]; timelog: { id: string } | null };
  if (!payload.timelog) throw new Error(`set-up timelogCreate: ${payload.errors.join(', ')}`);
  return Number(payload.timelog.id.split('/').pop());
}
