import type { Case } from './matrix.ts';
import { setup, type Place } from './world.ts';

/** A thread root started on the place's snippet, once per world, for the rows that read notes. */
interface Thread {
  discussionId: string;
  noteId: number;
}

const made = new WeakMap<Place, Promise<Thread>>();

const discussionsOf = (c: Case) =>
  `/projects/${c.place.project.id}/snippets/${c.place.snippetId}/discussions`;

export function snippetThread(c: Case): Promise<Thread> {
  let thread = made.get(c.place);
  if (!thread) {
    thread = newThread(c);
    made.set(c.place, thread);
  }
  return thread;
}

/** A thread a case may change or delete: a fresh one when the case is allowed. */
export function snippetThreadToChange(c: Case): Promise<Thread> {
  return c.allowed ? newThread(c) : snippetThread(c);
}

async function newThread(c: Case): Promise<Thread> {
  const response = await setup(c.world.t, 'POST', discussionsOf(c), { body: { body: 'thread' } });
  return { discussionId: response.body.id as string, noteId: response.body.notes[0].id as number };
}
