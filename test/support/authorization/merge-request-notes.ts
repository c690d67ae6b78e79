import type { Case } from './matrix.ts';
import { mergeRequestOf } from './merge-requests.ts';
import { setup, tokenOf, type Place } from './world.ts';

/** Paths and fixtures for the rows of merge request notes, threads, draft notes and awards. */
interface Thread {
  discussionId: string;
  noteId: number;
}

const threads = new WeakMap<Place, Promise<Thread>>();
const awards = new WeakMap<Place, Promise<{ mr: number; note: number }>>();
const drafts = new WeakMap<Place, Promise<number>>();

export const mrPath = async (c: Case) =>
  `/projects/${c.place.project.id}/merge_requests/${await mergeRequestOf(c)}`;

/** Root's thread on the place's merge request, once per world. */
export function mrThread(c: Case): Promise<Thread> {
  let thread = threads.get(c.place);
  if (!thread) {
    thread = newThread(c);
    threads.set(c.place, thread);
  }
  return thread;
}

/** A thread a case may change or delete: a fresh one when the case is allowed. */
export function mrThreadToChange(c: Case): Promise<Thread> {
  return c.allowed ? newThread(c) : mrThread(c);
}

async function newThread(c: Case): Promise<Thread> {
  const response = await setup(c.world.t, 'POST', `${await mrPath(c)}/discussions`, {
    body: { body: 'thread' },
  });
  return { discussionId: response.body.id as string, noteId: response.body.notes[0].id as number };
}

/** Root's awards on the merge request and on its thread's first note, once per world. */
export function mrAwards(c: Case): Promise<{ mr: number; note: number }> {
  let made = awards.get(c.place);
  if (!made) {
    made = (async () => {
      const path = await mrPath(c);
      const { noteId } = await mrThread(c);
      const mr = await setup(c.world.t, 'POST', `${path}/award_emoji`, { body: { name: 'thumbsup' } });
      const note = await setup(c.world.t, 'POST', `${path}/notes/${noteId}/award_emoji`, {
        body: { name: 'thumbsup' },
      });
      return { mr: mr.body.id as number, note: note.body.id as number };
    })();
    awards.set(c.place, made);
  }
  return made;
}

/** An award the case may delete: its own (a fresh note's, or a new name on the merge request) when allowed. */
export async function mrAwardToDelete(
  c: Case,
  on: 'mr' | 'note',
): Promise<{ noteId: number; awardId: number }> {
  const { noteId } = await mrThread(c);
  if (!c.allowed) return { noteId, awardId: (await mrAwards(c))[on] };
  const path = await mrPath(c);
  const target = on === 'mr' ? path : `${path}/notes/${noteId}`;
  // One case per caller and place: the caller's own award of a name nobody else gives here.
  const award = await setup(c.world.t, 'POST', `${target}/award_emoji`, {
    body: { name: on === 'mr' ? 'rocket' : 'eyes' },
    token: tokenOf(c.world, c.actor)!,
  });
  return { noteId, awardId: award.body.id as number };
}

/** A draft the case may read or change: the caller's own when allowed, root's otherwise (404). */
export async function draftOf(c: Case): Promise<number> {
  const path = await mrPath(c);
  if (c.allowed) {
    const draft = await setup(c.world.t, 'POST', `${path}/draft_notes`, {
      body: { note: 'draft' },
      token: tokenOf(c.world, c.actor)!,
    });
    return draft.body.id as number;
  }
  let made = drafts.get(c.place);
  if (!made) {
    made = setup(c.world.t, 'POST', `${path}/draft_notes`, { body: { note: 'root draft' } }).then(
      (r) => r.body.id as number,
    );
    drafts.set(c.place, made);
  }
  return made;
}
