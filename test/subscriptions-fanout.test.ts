import { executeSubscriptionEvent, validateSubscriptionArgs, print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readCredentials } from '../src/core/credentials.ts';
import type { DomainEvent } from '../src/core/events.ts';
import { schema } from '../src/graphql/schema.ts';
import { CiJobStatusUpdatedJobPageDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject } from './support/membership.ts';

type JobEvent = DomainEvent<'ci.job.status'>;

/** A graphql-ws client whose socket records every frame it receives, as text. */
async function recordingClient(t: TestApp, token: string, frames: string[]): Promise<Client> {
  class RecordingSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: Buffer) => frames.push(data.toString()));
    }
  }
  const client = createClient({
    url: `${(await t.listen()).replace(/^http/, 'ws')}/api/graphql`,
    webSocketImpl: RecordingSocket,
    connectionParams: { authToken: token },
    lazy: false,
    retryAttempts: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) => reject(new Error(`WebSocket closed: ${JSON.stringify(event)}`)));
  });
  // Only what comes after the acknowledgement.
  frames.length = 0;
  return client;
}

/** Resolves once the server has made `count` more subscriptions to its domain-event bus. */
function serverSubscribed(t: TestApp, count: number): Promise<void> {
  const bus = t.running.services.bus;
  const original = bus.subscribe.bind(bus);
  let seen = 0;
  return new Promise((resolve) => {
    bus.subscribe = ((...args: Parameters<typeof original>) => {
      const iterator = original(...args);
      if (++seen === count) {
        bus.subscribe = original;
        resolve();
      }
      return iterator;
    }) as typeof bus.subscribe;
  });
}

/**
 * The frame graphql-ws would send for `event` to a subscriber of `user` alone: the standard
 * executor on the event, unshared, and graphql-ws's own message shape.
 */
async function unsharedFrame(t: TestApp, user: CreatedUser, jobId: string, event: JobEvent, id: string) {
  const { services } = t.running;
  const result = await t.run(async () => {
    const actor = await services.authentication.authenticate(
      readCredentials({ 'private-token': user.token }),
      {
        refuseJobToken: true,
      },
    );
    const args = validateSubscriptionArgs({
      schema,
      document: CiJobStatusUpdatedJobPageDocument,
      variableValues: { jobId },
      contextValue: { actor, services },
      rootValue: event,
    });
    if (!('schema' in args)) throw new Error('invalid subscription');
    return executeSubscriptionEvent(args);
  });
  return JSON.stringify({ id, type: 'next', payload: result });
}

interface JobView {
  status: string;
  userPermissions: { updateBuild: boolean };
}

/**
 * Counts, while `run` runs, the serialisations made for graphql-ws: whole frames (`type: next`),
 * which graphql-ws makes per subscriber, and job payloads.
 */
async function countingSerialisations(run: () => Promise<void>) {
  const stringify = JSON.stringify;
  const counted = { payloads: 0, perSubscriberFrames: 0 };
  JSON.stringify = ((value: unknown, ...rest: unknown[]) => {
    if (typeof value === 'object' && value !== null) {
      if ((value as { type?: unknown }).type === 'next') counted.perSubscriberFrames += 1;
      if ((value as { data?: { ciJobStatusUpdated?: unknown } }).data?.ciJobStatusUpdated)
        counted.payloads += 1;
    }
    return stringify(value, ...(rest as []));
  }) as typeof JSON.stringify;
  try {
    await run();
  } finally {
    JSON.stringify = stringify;
  }
  return counted;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('fan-out of a shared subscription', () => {
  it('writes every subscriber the frame an unshared execution gives for its viewer class, serialised once per class', async () => {
    const project = await createProject(t, { visibility: 'private' });
    const commit = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'CI',
        actions: [
          {
            action: 'create',
            file_path: '.gitlab-ci.yml',
            content: 'job:\n  script: echo\n  when: manual\n  allow_failure: false\n',
          },
        ],
      },
    });
    expect(commit.status, commit.text).toBe(201);
    const [pipeline] = await waitFor(
      async () => (await t.get(`/projects/${project.id}/pipelines`)).body as { id: number; status: string }[],
      (list) => list.length > 0 && list[0]!.status === 'manual',
      'the pipeline waits for its manual job',
    );
    const [job] = (await t.get(`/projects/${project.id}/pipelines/${pipeline!.id}/jobs`)).body as {
      id: number;
    }[];
    const jobId = `gid://gitlab/Ci::Build/${job!.id}`;

    // Two developers (one of them on two sockets) and two reporters: two viewer classes.
    const developers = [await createUser(t), await createUser(t)];
    const reporters = [await createUser(t), await createUser(t)];
    for (const user of developers) await addMember(t, 'projects', project.id, user.id, 30);
    for (const user of reporters) await addMember(t, 'projects', project.id, user.id, 20);
    const viewers = [developers[0]!, developers[0]!, developers[1]!, reporters[0]!, reporters[1]!];
    const ready = serverSubscribed(t, viewers.length);
    const sockets = await Promise.all(
      viewers.map(async (user) => {
        const frames: string[] = [];
        const client = await recordingClient(t, user.token, frames);
        client.subscribe(
          { query: print(CiJobStatusUpdatedJobPageDocument), variables: { jobId } },
          { next: () => undefined, error: () => undefined, complete: () => undefined },
        );
        return { user, client, frames };
      }),
    );
    await ready;

    const events: JobEvent[] = [];
    const stopListening = t.running.services.bus.on('ci.job.status', (event) => void events.push(event));
    const changes = [
      { status: 'pending', make: () => t.post(`/projects/${project.id}/jobs/${job!.id}/play`) },
      { status: 'canceled', make: () => t.post(`/projects/${project.id}/jobs/${job!.id}/cancel`) },
    ];
    for (const [index, change] of changes.entries()) {
      const counted = await countingSerialisations(async () => {
        expect((await change.make()).status).toBeLessThan(300);
        await waitFor(
          async () => sockets.every((s) => s.frames.length === index + 1),
          Boolean,
          'a frame each',
        );
      });
      // Once per viewer class, never once per subscriber.
      expect(counted).toEqual({ payloads: 2, perSubscriberFrames: 0 });
      const event = events[index]!;
      expect(event.payload.status).toBe(change.status);

      // The job as it is now is the job as it was at the event: nothing has changed it since.
      for (const { user, frames } of sockets) {
        const frame = frames[index]!;
        const { id } = JSON.parse(frame) as { id: string };
        expect(frame).toBe(await unsharedFrame(t, user, jobId, event, id));
      }
      // The classes see different answers: a developer may update the job, a reporter not.
      const [developerView, , , reporterView] = sockets.map(
        (s) =>
          (JSON.parse(s.frames[index]!) as { payload: { data: { ciJobStatusUpdated: JobView } } }).payload
            .data.ciJobStatusUpdated,
      );
      expect(developerView).toMatchObject({
        status: change.status.toUpperCase(),
        userPermissions: { updateBuild: true },
      });
      expect(reporterView).toMatchObject({
        status: change.status.toUpperCase(),
        userPermissions: { updateBuild: false },
      });
    }
    stopListening();
    for (const { client } of sockets) await client.dispose();
  });
});
