import { unique } from '../fixtures.ts';
import type { Case } from './matrix.ts';
import { setup, type Place } from './world.ts';

/** A milestone of the place's project or group, made once by root (per world) for the rows that read it. */
const made = new WeakMap<Place, Map<string, Promise<number>>>();

export function milestoneOf(c: Case, kind: 'projects' | 'groups'): Promise<number> {
  let byKind = made.get(c.place);
  if (!byKind) made.set(c.place, (byKind = new Map()));
  let milestone = byKind.get(kind);
  if (!milestone) {
    milestone = newMilestone(c, kind, 'milestone');
    byKind.set(kind, milestone);
  }
  return milestone;
}

/** A milestone for a case that may delete it: a fresh one when the case is allowed. */
export function milestoneToDelete(c: Case, kind: 'projects' | 'groups'): Promise<number> {
  return c.allowed ? newMilestone(c, kind, 'gone') : milestoneOf(c, kind);
}

async function newMilestone(c: Case, kind: 'projects' | 'groups', prefix: string): Promise<number> {
  const id = kind === 'projects' ? c.place.project.id : c.place.group.id;
  const response = await setup(c.world.t, 'POST', `/${kind}/${id}/milestones`, {
    body: { title: unique(prefix) },
  });
  return response.body.id as number;
}
