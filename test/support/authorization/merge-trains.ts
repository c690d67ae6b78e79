import type { Case } from './matrix.ts';
import { mergeRequestToSpend } from './merge-requests.ts';
import { setup, type Place } from './world.ts';

/** Merge trains on in the place's project (both settings), once per place. */
const turnedOn = new WeakMap<Place, Promise<unknown>>();

export function trainsOn(c: Case): Promise<unknown> {
  let done = turnedOn.get(c.place);
  if (!done) {
    done = setup(c.world.t, 'PUT', `/projects/${c.place.project.id}`, {
      body: { merge_pipelines_enabled: true, merge_trains_enabled: true },
    });
    turnedOn.set(c.place, done);
  }
  return done;
}

/** A merge request of the place put on the train of `main` by root: its car's id. */
export async function newCar(c: Case): Promise<number> {
  await trainsOn(c);
  const iid = await mergeRequestToSpend({ ...c, allowed: true });
  const added = await setup(
    c.world.t,
    'POST',
    `/projects/${c.place.project.id}/merge_trains/merge_requests/${iid}`,
  );
  return (added.body as { id: number }[]).at(-1)!.id;
}
