import { print, type FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectMembershipChangedDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { busSubscribed } from './support/subscriptions.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject, type CreatedProject } from './support/membership.ts';

const NOT_FOUND =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

let t: TestApp;
let owner: CreatedUser;
let project: CreatedProject;
beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  project = await createProject(t, { visibility: 'private' }, owner.token);
});
afterAll(async () => {
  await t.close();
});

/** Subscribes to the project's membership changes with `headers` in the operation's extensions, as GraphiQL does. */
function subscribe(client: Client, headers?: Record<string, string>) {
  const iterator = client.iterate({
    query: print(ProjectMembershipChangedDocument),
    variables: { projectId: `gid://gitlab/Project/${project.id}` },
    ...(headers ? { extensions: { headers } } : {}),
  });
  return {
    next: async (): Promise<FormattedExecutionResult<Record<string, any>, unknown>> => {
      const result = await iterator.next();
      if (result.done) throw new Error('the subscription completed');
      return result.value;
    },
    close: () => iterator.return?.(),
  };
}

describe('credentials an operation carries in extensions.headers over WebSocket', () => {
  it('count for that operation on a connection opened without credentials', async () => {
    const client = await t.wsClient(null);
    const member = await createUser(t);
    const ready = busSubscribed(t);
    const subscription = subscribe(client, { 'PRIVATE-TOKEN': owner.token });
    await ready;
    await addMember(t, 'projects', project.id, member.id, 30);
    expect((await subscription.next()).data?.['projectMembershipChanged']).toMatchObject({
      action: 'ADDED',
      user: { username: member.username },
    });
    await subscription.close();
  });

  it('win over the connection’s own credentials, in either direction', async () => {
    const outsider = await createUser(t);
    const asOutsider = await t.wsClient(outsider.token);
    const refused = await subscribe(asOutsider).next();
    expect(refused.errors?.[0]?.message).toBe(NOT_FOUND);

    const ready = busSubscribed(t);
    const subscription = subscribe(asOutsider, { Authorization: `Bearer ${owner.token}` });
    await ready;
    const member = await createUser(t);
    await addMember(t, 'projects', project.id, member.id, 20);
    expect((await subscription.next()).data?.['projectMembershipChanged']).toMatchObject({ action: 'ADDED' });
    await subscription.close();

    const asOwner = await t.wsClient(owner.token);
    const withOutsiderHeaders = await subscribe(asOwner, { 'private-token': outsider.token }).next();
    expect(withOutsiderHeaders.errors?.[0]?.message).toBe(NOT_FOUND);
  });

  it('are refused as over HTTP when they do not work, and headers without credentials change nothing', async () => {
    const client = await t.wsClient(null);
    // Refused before it starts: graphql-ws answers with an error message, which the client throws.
    await expect(subscribe(client, { 'PRIVATE-TOKEN': 'no-such-token-0123456789' }).next()).rejects.toEqual([
      expect.objectContaining({ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }),
    ]);

    const readUser = await createUser(t, {}, ['read_user']);
    await expect(subscribe(client, { 'PRIVATE-TOKEN': readUser.token }).next()).rejects.toEqual([
      expect.objectContaining({
        message: 'The request requires higher privileges than provided by the access token.',
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);

    const asOwner = await t.wsClient(owner.token);
    const ready = busSubscribed(t);
    const subscription = subscribe(asOwner, { 'X-Requested-With': 'GraphiQL' });
    await ready;
    const member = await createUser(t);
    await addMember(t, 'projects', project.id, member.id, 10);
    expect((await subscription.next()).data?.['projectMembershipChanged']).toMatchObject({ action: 'ADDED' });
    await subscription.close();
  });
});
