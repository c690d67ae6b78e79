import { unique } from '../fixtures.ts';
import type { Case } from './matrix.ts';
import { setup, type Place } from './world.ts';

/** The place's project with integrated error tracking on and a client key, made once by root (per place). */
const keys = new WeakMap<Place, Promise<string>>();
/** An error of the place's project, sent to the collector once (per place). */
const errors = new WeakMap<Place, Promise<number>>();

function publicKeyOf(c: Case): Promise<string> {
  let key = keys.get(c.place);
  if (!key) {
    key = (async () => {
      const project = `/projects/${c.place.project.id}/error_tracking`;
      await setup(c.world.t, 'PUT', `${project}/settings`, { body: { active: true, integrated: true } });
      return (await setup(c.world.t, 'POST', `${project}/client_keys`)).body.public_key as string;
    })();
    keys.set(c.place, key);
  }
  return key;
}

export function errorOf(c: Case): Promise<number> {
  let error = errors.get(c.place);
  if (!error) {
    error = (async () => {
      const key = await publicKeyOf(c);
      const type = unique('MatrixError');
      await setup(c.world.t, 'POST', `/api/v4/error_tracking/collector/api/${c.place.project.id}/store`, {
        headers: { 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${key}` },
        body: {
          platform: 'node',
          exception: { values: [{ type, value: 'matrix', stacktrace: { frames: [] } }] },
        },
      });
      const list = await setup(c.world.t, 'GET', `/projects/${c.place.project.id}/error_tracking/errors`, {
        query: { query: type },
      });
      return list.body[0].id as number;
    })();
    errors.set(c.place, error);
  }
  return error;
}

/** A client key for a case that may delete it: a fresh one when the case is allowed. */
export async function clientKeyToDelete(c: Case): Promise<number> {
  const made = await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/error_tracking/client_keys`);
  return made.body.id as number;
}

/** Sends an error of a new kind to the place's project (for subscriptions to new errors). */
export async function sendNewError(c: Case): Promise<void> {
  const key = await publicKeyOf(c);
  await setup(c.world.t, 'POST', `/api/v4/error_tracking/collector/api/${c.place.project.id}/store`, {
    headers: { 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${key}` },
    body: { platform: 'node', message: unique('matrix message') },
  });
}
