import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectWebhookEventsCostDocument,
  WebHookEventsDocument,
  WebhookEventResendDocument,
  WebhookEventsDeliveredDocument,
  WebhookTestDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { backgroundSettled } from './support/background.ts';
import { busSubscribed } from './support/subscriptions.ts';

describe('webhook deliveries over GraphQL', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string };
  let developer: CreatedUser;
  let hookId: string;
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url);
      res.writeHead(200).end('fine');
    });
  });

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
    project = (
      await t.post('/projects', { body: { name: unique('gql-hooked'), initialize_with_readme: true } })
    ).body;
    developer = await createUser(t);
    await t.post(`/projects/${project.id}/members`, { body: { user_id: developer.id, access_level: 30 } });
    const hook = await t.post(`/projects/${project.id}/hooks`, {
      body: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gql`, push_events: true },
    });
    hookId = `gid://gitlab/WebHook/${hook.body.id}`;
  });
  afterAll(async () => {
    await t?.close();
    server.close();
  });

  it('streams deliveries, lists them, tests and re-sends, for maintainers only', async () => {
    const client = await t.wsClient();
    const ready = busSubscribed(t);
    const stream = client.iterate({
      query: print(WebhookEventsDeliveredDocument),
      variables: { webhookId: hookId },
    });
    await ready;
    const pushed = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'streamed',
        actions: [{ action: 'create', file_path: 'streamed.txt', content: 'x' }],
      },
    });
    expect(pushed.status).toBe(201);
    const first = await stream.next();
    const delivered = (first.value as { data: { webhookEventsDelivered: Record<string, any>[] } }).data
      .webhookEventsDelivered;
    expect(delivered).toEqual([
      expect.objectContaining({
        trigger: 'push_hooks',
        responseStatus: '200',
        responseBody: 'fine',
        requestData: expect.objectContaining({ object_kind: 'push', after: pushed.body.id }),
      }),
    ]);
    await stream.return?.();
    await client.dispose();

    const listed = await t.graphql(WebHookEventsDocument, { fullPath: project.path_with_namespace });
    expect(listed.errors).toBeUndefined();
    const events = listed.data!.project!.webhooks!.nodes[0]!.events!;
    expect(events.map((e) => e.id)).toEqual([delivered[0]!['id']]);
    expect(
      (
        await t.graphql(WebHookEventsDocument, {
          fullPath: project.path_with_namespace,
          statuses: ['client_failure'],
        })
      ).data!.project!.webhooks!.nodes[0]!.events,
    ).toEqual([]);

    const tested = await t.graphql(WebhookTestDocument, { input: { id: hookId, trigger: 'PUSH_EVENTS' } });
    expect(tested.data!.webhookTest!.errors).toEqual([]);
    expect(tested.data!.webhookTest!.event).toMatchObject({ trigger: 'push_hooks', responseStatus: '200' });
    const resent = await t.graphql(WebhookEventResendDocument, {
      input: { id: hookId, eventId: events[0]!.id },
    });
    expect(resent.data!.webhookEventResend!.errors).toEqual([]);
    expect(resent.data!.webhookEventResend!.event!.id).not.toBe(events[0]!.id);
    expect(received).toHaveLength(3);

    // A developer may not manage the hook: refused, and nothing sent.
    const refused = await t.graphql(
      WebhookTestDocument,
      { input: { id: hookId, trigger: 'PUSH_EVENTS' } },
      developer.token,
    );
    expect(refused.data!.webhookTest!.errors).not.toEqual([]);
    expect(received).toHaveLength(3);
    const devClient = await t.wsClient(developer.token);
    const devStream = devClient.iterate({
      query: print(WebhookEventsDeliveredDocument),
      variables: { webhookId: hookId },
    });
    const answer = await devStream.next();
    expect(JSON.stringify(answer.value ?? null)).toMatch(/not found|forbidden|permission/i);
    await devClient.dispose();
  });
  it('reads the deliveries of 100 hooks in the statements it takes for 5', async () => {
    const hooked = (
      await t.post('/projects', { body: { name: unique('gql-many-hooks'), initialize_with_readme: true } })
    ).body;
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/many`;
    for (let i = 0; i < 100; i += 1) {
      const hook = await t.post(`/projects/${hooked.id}/hooks`, {
        body: { url: `${url}/${i}`, push_events: true },
      });
      expect(hook.status, hook.text).toBe(201);
    }
    const push = await t.post(`/projects/${hooked.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Deliver to every hook',
        actions: [{ action: 'create', file_path: 'many.txt', content: 'x' }],
      },
    });
    expect(push.status, push.text).toBe(201);
    await backgroundSettled(t);

    const statements: number[] = [];
    for (const n of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(ProjectWebhookEventsCostDocument, {
        fullPath: hooked.path_with_namespace,
        n,
      });
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.project!.webhooks!.nodes;
      expect(nodes).toHaveLength(n);
      for (const node of nodes) expect(node.events!.map((e) => e.trigger)).toEqual(['push_hooks']);
      statements.push(t.sql.statements.length);
    }
    expect(statements[1]).toBe(statements[0]);
  });
});
