import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  GroupMembershipChangedDocument,
  ProjectMembershipChangedDocument,
  type ProjectMembershipChangedSubscription,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { busSubscribed } from './support/subscriptions.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;
const FORBIDDEN =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

/** Subscribes over the client and returns a function that waits for the next result. */
function subscribe<TResult, TVariables extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) {
  const iterator = client.iterate<TResult>({ query: print(document), variables });
  const next = async (timeoutMs = 5000): Promise<ExecutionResult<TResult>> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no event within the timeout')), timeoutMs);
    });
    try {
      const result = await Promise.race([iterator.next(), timeout]);
      if (result.done) throw new Error('subscription completed');
      return result.value as ExecutionResult<TResult>;
    } finally {
      clearTimeout(timer);
    }
  };
  return { next, close: () => iterator.return?.() };
}

type Change = NonNullable<ProjectMembershipChangedSubscription['projectMembershipChanged']>;

describe('membership subscriptions on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams additions, changes and removals of project members to those who can read them', async () => {
    const owner = await createUser(t);
    const user = await createUser(t);
    const project = await createProject(t, {}, owner.token);
    const client = await t.wsClient(owner.token);
    const ready = busSubscribed(t);
    const subscription = subscribe(client, ProjectMembershipChangedDocument, {
      projectId: gid('Project', project.id),
    });
    await ready;

    await addMember(t, 'projects', project.id, user.id, 30);
    const added = (await subscription.next()).data!.projectMembershipChanged as Change;
    expect(added).toMatchObject({
      action: 'ADDED',
      accessLevel: { integerValue: 30 },
      user: { username: user.username },
      member: { accessLevel: { integerValue: 30 }, expiresAt: null },
    });
    expect(added.member!.id).toMatch(/^gid:\/\/gitlab\/ProjectMember\/\d+$/);

    const updated = await t.put(`/projects/${project.id}/members/${user.id}`, {
      body: { access_level: 40, expires_at: '2099-08-08' },
    });
    expect(updated.status).toBe(200);
    expect((await subscription.next()).data!.projectMembershipChanged).toMatchObject({
      action: 'UPDATED',
      accessLevel: { integerValue: 40 },
      member: {
        id: added.member!.id,
        accessLevel: { integerValue: 40 },
        expiresAt: '2099-08-08T00:00:00.000Z',
      },
    });

    expect((await t.delete(`/projects/${project.id}/members/${user.id}`)).status).toBe(204);
    expect((await subscription.next()).data!.projectMembershipChanged).toEqual({
      action: 'REMOVED',
      accessLevel: null,
      user: { username: user.username },
      member: null,
    });
    await subscription.close();
  });

  it('delivers only the changes of the group subscribed to', async () => {
    const owner = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const other = await createGroup(t);
    const user = await createUser(t);
    const client = await t.wsClient(owner.token);
    const ready = busSubscribed(t);
    const subscription = subscribe(client, GroupMembershipChangedDocument, {
      groupId: gid('Group', group.id),
    });
    await ready;
    await addMember(t, 'groups', other.id, user.id, 20);
    await addMember(t, 'groups', group.id, user.id, 40);
    expect((await subscription.next()).data!.groupMembershipChanged).toMatchObject({
      action: 'ADDED',
      accessLevel: { integerValue: 40 },
      user: { username: user.username },
      member: { id: expect.stringMatching(/^gid:\/\/gitlab\/GroupMember\/\d+$/) },
    });
    await subscription.close();
  });

  it('refuses callers who cannot read the project, and anonymous callers of private groups', async () => {
    const owner = await createUser(t);
    const outsider = await createUser(t);
    const project = await createProject(t, {}, owner.token);
    const client = await t.wsClient(outsider.token);
    const denied = subscribe(client, ProjectMembershipChangedDocument, {
      projectId: gid('Project', project.id),
    });
    const result = await denied.next();
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((e) => e.message)).toEqual([FORBIDDEN]);
    expect(result.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

    const group = await createGroup(t);
    const anonymous = await t.wsClient(null);
    const anonymousResult = await subscribe(anonymous, GroupMembershipChangedDocument, {
      groupId: gid('Group', group.id),
    }).next();
    expect(anonymousResult.errors?.map((e) => e.message)).toEqual([FORBIDDEN]);
  });

  it('ends the stream of a subscriber who lost access, with an error', async () => {
    const owner = await createUser(t);
    const watcher = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, watcher.id, 30);
    const client = await t.wsClient(watcher.token);
    const ready = busSubscribed(t);
    const subscription = subscribe(client, GroupMembershipChangedDocument, {
      groupId: gid('Group', group.id),
    });
    await ready;
    const colleague = await createUser(t);
    await addMember(t, 'groups', group.id, colleague.id, 20);
    expect((await subscription.next()).data!.groupMembershipChanged).toMatchObject({
      action: 'ADDED',
      user: { username: colleague.username },
    });
    // Once removed, the watcher can no longer read the private group: their own removal is not
    // delivered, the stream ends with an error instead, and nothing after it is delivered.
    await t.delete(`/groups/${group.id}/members/${watcher.id}`);
    const latecomer = await createUser(t);
    await addMember(t, 'groups', group.id, latecomer.id, 20);
    const ended = await subscription.next();
    expect(ended.data ?? null).toBeNull();
    expect(ended.errors?.map((e) => [e.message, e.extensions?.['code']])).toEqual([[FORBIDDEN, 'NOT_FOUND']]);
    await expect(subscription.next()).rejects.toThrow('subscription completed');
  });
});

const redisUrl = inject('redisUrl');

describe('membership subscriptions across two instances sharing Redis', () => {
  it.skipIf(redisUrl === null)(
    'delivers a change made on one instance to a subscriber on the other',
    async () => {
      const env = { REDIS_URL: redisUrl!, REDIS_CHANNEL: `test-${unique('channel')}` };
      const a = await startTestApp({ env });
      const b = await startTestApp({ databaseUrl: a.running.services.config.DATABASE_URL!, env });
      try {
        const owner = await createUser(a);
        const user = await createUser(a);
        const project = await createProject(a, {}, owner.token);
        const client = await b.wsClient(owner.token);
        const ready = busSubscribed(b);
        const subscription = subscribe(client, ProjectMembershipChangedDocument, {
          projectId: gid('Project', project.id),
        });
        await ready;
        const added = await a.post(`/projects/${project.id}/members`, {
          body: { user_id: user.id, access_level: 20 },
        });
        expect(added.status).toBe(201);
        expect((await subscription.next()).data!.projectMembershipChanged).toMatchObject({
          action: 'ADDED',
          accessLevel: { integerValue: 20 },
          user: { username: user.username },
          member: { accessLevel: { integerValue: 20 } },
        });
        await subscription.close();
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
