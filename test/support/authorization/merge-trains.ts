import type { Case } from './matrix.ts';
import { mergeRequestOf, newMergeRequestInto } from './merge-requests.ts';
import { send, setup, type Place } from './world.ts';

/**
 * The branch the matrix's trains run to: unprotected, so that developers (who may merge into it)
 * may put merge requests on its train, as GitLab lets them.
 */
export const TRAIN_BRANCH = 'train-target';

const TRAIN_CI = `check:
  rules:
    - if: $CI_MERGE_REQUEST_EVENT_TYPE == "merge_train"
  script: [true]
`;

/** Merge trains on in the place's project (both settings) and the train branch, once per place. */
const turnedOn = new WeakMap<Place, Promise<unknown>>();

export function trainsOn(c: Case): Promise<unknown> {
  let done = turnedOn.get(c.place);
  if (!done) {
    done = (async () => {
      await setup(c.world.t, 'PUT', `/projects/${c.place.project.id}`, {
        body: { merge_pipelines_enabled: true, merge_trains_enabled: true },
      });
      await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/repository/branches`, {
        body: { branch: TRAIN_BRANCH, ref: 'main' },
      });
      // Train pipelines get a job (which no runner takes), so that cars stay on their train.
      const file = `/projects/${c.place.project.id}/repository/files/.gitlab-ci.yml`;
      const exists = (await send(c.world.t, 'GET', file, { query: { ref: TRAIN_BRANCH } })).status === 200;
      await setup(c.world.t, exists ? 'PUT' : 'POST', file, {
        body: { branch: TRAIN_BRANCH, content: TRAIN_CI, commit_message: 'Train CI' },
      });
    })();
    turnedOn.set(c.place, done);
  }
  return done;
}

/** A merge request an allowed case may put on the train branch's train; the shared one otherwise. */
export async function mergeRequestForTrain(c: Case): Promise<number> {
  await trainsOn(c);
  return c.allowed ? newMergeRequestInto(c, TRAIN_BRANCH) : mergeRequestOf(c);
}

/** A merge request of the place put on the train branch's train by root: its car and iid. */
export async function newCarOf(c: Case): Promise<{ carId: number; iid: number }> {
  const iid = await mergeRequestForTrain({ ...c, allowed: true });
  const added = await setup(
    c.world.t,
    'POST',
    `/projects/${c.place.project.id}/merge_trains/merge_requests/${iid}`,
  );
  // The answer lists the whole train, which other cases may have joined meanwhile: find our car.
  const cars = added.body as { id: number; merge_request: { iid: number } }[];
  return { carId: cars.find((car) => car.merge_request.iid === iid)!.id, iid };
}

export async function newCar(c: Case): Promise<number> {
  return (await newCarOf(c)).carId;
}

/** Takes a car off its train (the merge request's iid). */
export async function removeCar(c: Case, iid: number): Promise<void> {
  await setup(c.world.t, 'DELETE', `/projects/${c.place.project.id}/merge_trains/merge_requests/${iid}`);
}
