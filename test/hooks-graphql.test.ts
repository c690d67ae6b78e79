import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupProjectsWebhooksDocument,
  GroupWebhooksDocument,
  ProjectWebhooksDocument,
  SystemWebhooksDocument,
  WebhookCreateDocument,
  WebhookCustomHeaderDeleteDocument,
  WebhookCustomHeaderSetDocument,
  WebhookUrlVariableDeleteDocument,
  WebhookUrlVariableSetDocument,
  WebhookDeleteDocument,
  WebhookNodeDocument,
  WebhookUpdateDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject, type CreatedProject } from './support/membership.ts';

const NOT_ALLOWED =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let project: CreatedProject;

beforeAll(async () => {
  t = await startTestApp();
  [developer, maintainer] = await Promise.all([createUser(t), createUser(t)]);
  project = await createProject(t);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
});

afterAll(async () => {
  await t.close();
});

describe('webhooks through GraphQL', () => {
  it('creates, lists, loads, updates and deletes a project hook, as REST does', async () => {
    const fullPath = project.path_with_namespace;
    const created = await t.graphql(
      WebhookCreateDocument,
      {
        input: {
          projectPath: fullPath,
          url: 'https://{host}/hook',
          name: 'gql',
          pushEvents: false,
          mergeRequestsEvents: true,
          token: 'gql-secret',
          urlVariables: [{ key: 'host', value: 'example.com' }],
          customHeaders: [{ key: 'X-Key', value: 'header-secret' }],
          branchFilterStrategy: 'REGEX',
          pushEventsBranchFilter: '^main$',
          clientMutationId: 'm1',
        },
      },
      maintainer.token,
    );
    expect(created.errors).toBeUndefined();
    const payload = created.data!.webhookCreate!;
    expect(payload.errors).toEqual([]);
    expect(payload.clientMutationId).toBe('m1');
    const hook = payload.webhook!;
    expect(hook).toMatchObject({
      type: 'PROJECT_HOOK',
      url: 'https://{host}/hook',
      name: 'gql',
      projectId: project.id,
      groupId: null,
      pushEvents: false,
      mergeRequestsEvents: true,
      tokenSet: true,
      urlVariableKeys: ['host'],
      customHeaderKeys: ['X-Key'],
      branchFilterStrategy: 'REGEX',
      pushEventsBranchFilter: '^main$',
      alertStatus: 'EXECUTABLE',
      disabledUntil: null,
    });
    expect(hook.id).toMatch(/^gid:\/\/gitlab\/WebHook\/\d+$/);
    expect(JSON.stringify(created.data)).not.toMatch(/gql-secret|header-secret|example\.com/);
    const id = Number(hook.id.split('/').pop());
    expect((await t.get(`/projects/${project.id}/hooks/${id}`)).body.name).toBe('gql');

    const listed = await t.graphql(ProjectWebhooksDocument, { fullPath }, maintainer.token);
    expect(listed.data!.project!.webhooks!.count).toBe(1);
    expect(listed.data!.project!.webhooks!.nodes).toEqual([hook]);
    // Developers see the project but not its hooks.
    const refused = await t.graphql(ProjectWebhooksDocument, { fullPath }, developer.token);
    expect(refused.data!.project!.webhooks).toBeNull();
    expect((await t.graphql(WebhookNodeDocument, { id: hook.id }, maintainer.token)).data!.node).toEqual(
      hook,
    );
    const hidden = await t.graphql(WebhookNodeDocument, { id: hook.id }, developer.token);
    expect(hidden.data!.node).toBeNull();

    // Validation and permission failures land in the payload's errors, and change nothing.
    const bad = await t.graphql(
      WebhookUpdateDocument,
      { input: { id: hook.id, url: 'ftp://nope' } },
      maintainer.token,
    );
    expect(bad.data!.webhookUpdate).toEqual({ webhook: null, errors: ['Url must be a valid URL'] });
    const denied = await t.graphql(
      WebhookUpdateDocument,
      { input: { id: hook.id, name: 'x' } },
      developer.token,
    );
    expect(denied.data!.webhookUpdate).toEqual({ webhook: null, errors: [NOT_ALLOWED] });

    // A new URL discards the token, URL variables and headers (none given with it).
    const moved = await t.graphql(
      WebhookUpdateDocument,
      { input: { id: hook.id, url: 'https://example.org/new', pipelineEvents: true } },
      maintainer.token,
    );
    expect(moved.data!.webhookUpdate!.errors).toEqual([]);
    expect(moved.data!.webhookUpdate!.webhook).toMatchObject({
      url: 'https://example.org/new',
      pipelineEvents: true,
      tokenSet: false,
      urlVariableKeys: [],
      customHeaderKeys: [],
    });

    // One custom header or URL variable at a time, as REST's PUT/DELETE .../:key.
    const header = await t.graphql(
      WebhookCustomHeaderSetDocument,
      { input: { id: hook.id, key: 'X-One', value: 'one-secret' } },
      maintainer.token,
    );
    expect(header.data!.webhookCustomHeaderSet).toEqual({
      webhook: { customHeaderKeys: ['X-One'] },
      errors: [],
    });
    const variable = await t.graphql(
      WebhookUrlVariableSetDocument,
      { input: { id: hook.id, key: 'path', value: 'p' } },
      maintainer.token,
    );
    expect(variable.data!.webhookUrlVariableSet).toEqual({
      webhook: { urlVariableKeys: ['path'] },
      errors: [],
    });
    const deniedHeader = await t.graphql(
      WebhookCustomHeaderSetDocument,
      { input: { id: hook.id, key: 'X-Two', value: 'x' } },
      developer.token,
    );
    expect(deniedHeader.data!.webhookCustomHeaderSet).toEqual({ webhook: null, errors: [NOT_ALLOWED] });
    expect(
      (
        await t.graphql(
          WebhookCustomHeaderDeleteDocument,
          { input: { id: hook.id, key: 'X-One' } },
          maintainer.token,
        )
      ).data!.webhookCustomHeaderDelete,
    ).toEqual({ webhook: { customHeaderKeys: [] }, errors: [] });
    expect(
      (
        await t.graphql(
          WebhookUrlVariableDeleteDocument,
          { input: { id: hook.id, key: 'path' } },
          maintainer.token,
        )
      ).data!.webhookUrlVariableDelete,
    ).toEqual({ webhook: { urlVariableKeys: [] }, errors: [] });
    expect(
      (
        await t.graphql(
          WebhookUrlVariableDeleteDocument,
          { input: { id: hook.id, key: 'path' } },
          maintainer.token,
        )
      ).data!.webhookUrlVariableDelete,
    ).toEqual({ webhook: null, errors: [NOT_ALLOWED] });

    const notForProjects = await t.graphql(
      WebhookUpdateDocument,
      { input: { id: hook.id, repositoryUpdateEvents: true } },
      maintainer.token,
    );
    expect(notForProjects.data!.webhookUpdate!.errors).toEqual([
      'Repository update events is not available for a project hook',
    ]);

    expect(
      (await t.graphql(WebhookDeleteDocument, { input: { id: hook.id } }, developer.token)).data!
        .webhookDelete,
    ).toEqual({ errors: [NOT_ALLOWED] });
    expect(
      (await t.graphql(WebhookDeleteDocument, { input: { id: hook.id } }, maintainer.token)).data!
        .webhookDelete,
    ).toEqual({ errors: [] });
    expect((await t.get(`/projects/${project.id}/hooks/${id}`)).status).toBe(404);
    expect(
      (await t.graphql(WebhookDeleteDocument, { input: { id: hook.id } }, maintainer.token)).data!
        .webhookDelete,
    ).toEqual({ errors: [NOT_ALLOWED] });
  });

  it('manages group hooks (owners) and system hooks (administrators)', async () => {
    const group = await createGroup(t);
    const createdGroupHook = await t.graphql(WebhookCreateDocument, {
      input: { groupPath: group.full_path, url: 'https://example.com/g', subgroupEvents: true },
    });
    expect(createdGroupHook.data!.webhookCreate!.webhook).toMatchObject({
      type: 'GROUP_HOOK',
      groupId: group.id,
      subgroupEvents: true,
    });
    const groupHooks = await t.graphql(GroupWebhooksDocument, { fullPath: group.full_path });
    expect(groupHooks.data!.group!.webhooks!.nodes.map((h) => h.url)).toEqual(['https://example.com/g']);

    const system = await t.graphql(WebhookCreateDocument, {
      input: { systemHook: true, url: 'https://example.com/s', repositoryUpdateEvents: true },
    });
    expect(system.data!.webhookCreate!.webhook).toMatchObject({
      type: 'SYSTEM_HOOK',
      repositoryUpdateEvents: true,
      projectId: null,
      groupId: null,
    });
    const listed = await t.graphql(SystemWebhooksDocument, {});
    expect(listed.data!.systemWebhooks!.nodes.map((h) => h.url)).toContain('https://example.com/s');
    expect((await t.graphql(SystemWebhooksDocument, {}, developer.token)).data!.systemWebhooks).toBeNull();
    const refused = await t.graphql(
      WebhookCreateDocument,
      { input: { systemHook: true, url: 'https://example.com/s2' } },
      developer.token,
    );
    expect(refused.data!.webhookCreate).toMatchObject({ webhook: null, errors: [NOT_ALLOWED] });

    const ambiguous = await t.graphql(WebhookCreateDocument, {
      input: { systemHook: true, groupPath: group.full_path, url: 'https://example.com/x' },
    });
    expect(ambiguous.data!.webhookCreate!.errors).toEqual([
      'Exactly one of projectPath, groupPath or systemHook: true is required',
    ]);
  });

  it('reads the hooks of every project of a list in a number of statements that does not grow with it', async () => {
    const group = await createGroup(t);
    await t.post(`/groups/${group.id}/hooks`, { body: { url: 'https://example.com/group-level' } });
    const addProject = async () => {
      const made = await createProject(t, { namespace_id: group.id });
      for (let i = 0; i < 3; i += 1) {
        const hook = await t.post(`/projects/${made.id}/hooks`, {
          body: { url: `https://example.com/${made.id}/${i}` },
        });
        expect(hook.status, hook.text).toBe(201);
      }
    };
    const counts: number[] = [];
    let added = 0;
    for (const projects of [2, 5]) {
      while (added < projects) {
        await addProject();
        added += 1;
      }
      t.sql.reset();
      const response = await t.graphql(GroupProjectsWebhooksDocument, { fullPath: group.full_path });
      expect(response.errors).toBeUndefined();
      expect(response.data!.group!.webhooks!.nodes).toHaveLength(1);
      const nodes = response.data!.group!.projects!.nodes;
      expect(nodes).toHaveLength(projects);
      for (const project of nodes) {
        expect(project.webhooks!.count).toBe(3);
        expect(project.webhooks!.nodes).toHaveLength(2);
        expect(project.webhooks!.pageInfo.hasNextPage).toBe(true);
        expect(project.webhooks!.nodes[0]!.url).toBe(`https://example.com/${project.id.split('/').pop()}/0`);
      }
      counts.push(t.sql.statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
