import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupProjectsServicesDocument,
  IntegrationDisableDocument,
  IntegrationUpdateDocument,
  ProjectServicesDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  [developer, maintainer] = await Promise.all([createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

describe('integrations over GraphQL', () => {
  it('reads Project.services in GitLab names and writes with integrationUpdate/integrationDisable', async () => {
    const project = await createProject(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    await addMember(t, 'projects', project.id, maintainer.id, 40);
    const fullPath = (project as unknown as { path_with_namespace: string }).path_with_namespace;

    const missing = await t.graphql(
      IntegrationUpdateDocument,
      {
        input: {
          projectPath: fullPath,
          type: 'JIRA_SERVICE',
          settings: [{ name: 'username', value: 'bot' }],
        },
      },
      maintainer.token,
    );
    expect(missing.data!.integrationUpdate).toEqual({
      integration: null,
      errors: ['url, password are missing'],
    });

    const jira = await t.graphql(
      IntegrationUpdateDocument,
      {
        input: {
          projectPath: fullPath,
          type: 'JIRA_SERVICE',
          settings: [
            { name: 'url', value: 'https://93.184.215.14/jira' },
            { name: 'password', value: 'jira-secret' },
            { name: 'commit_events', value: 'false' },
          ],
        },
      },
      maintainer.token,
    );
    expect(jira.errors).toBeUndefined();
    expect(jira.data!.integrationUpdate!.errors).toEqual([]);
    expect(jira.data!.integrationUpdate!.integration).toMatchObject({
      __typename: 'JiraService',
      serviceType: 'JIRA_SERVICE',
      active: true,
    });
    const names = jira.data!.integrationUpdate!.integration!.properties.map((p) => p.name);
    expect(names).toContain('url');
    expect(names).not.toContain('password');

    const slack = await t.graphql(
      IntegrationUpdateDocument,
      {
        input: {
          projectPath: fullPath,
          type: 'SLACK_SERVICE',
          settings: [{ name: 'webhook', value: 'https://93.184.215.14/slack' }],
        },
      },
      maintainer.token,
    );
    expect(slack.data!.integrationUpdate!.integration!.__typename).toBe('BaseService');

    const services = await t.graphql(ProjectServicesDocument, { fullPath }, maintainer.token);
    expect(services.errors).toBeUndefined();
    expect(services.data!.project!.services!.nodes.map((n) => [n.type, n.serviceType, n.title])).toEqual([
      ['JiraService', 'JIRA_SERVICE', 'Jira'],
      ['SlackService', 'SLACK_SERVICE', 'Slack notifications'],
    ]);
    expect(JSON.stringify(services.data)).not.toContain('jira-secret');

    const onlyJira = await t.graphql(
      ProjectServicesDocument,
      { fullPath, type: 'JIRA_SERVICE' },
      maintainer.token,
    );
    expect(onlyJira.data!.project!.services!.nodes).toHaveLength(1);

    const refused = await t.graphql(
      IntegrationDisableDocument,
      { input: { projectPath: fullPath, type: 'SLACK_SERVICE' } },
      developer.token,
    );
    expect(refused.data!.integrationDisable!.errors).toHaveLength(1);
    const hidden = await t.graphql(ProjectServicesDocument, { fullPath }, developer.token);
    expect(hidden.data!.project!.services).toBeNull();

    const disabled = await t.graphql(
      IntegrationDisableDocument,
      { input: { projectPath: fullPath, type: 'SLACK_SERVICE' } },
      maintainer.token,
    );
    expect(disabled.data!.integrationDisable).toEqual({
      integration: { serviceType: 'SLACK_SERVICE', active: false },
      errors: [],
    });
    const active = await t.graphql(ProjectServicesDocument, { fullPath, active: true }, maintainer.token);
    expect(active.data!.project!.services!.nodes.map((n) => n.serviceType)).toEqual(['JIRA_SERVICE']);
  });
  it('reads the services of 100 projects in the statements it takes for 5', async () => {
    const group = await createGroup(t);
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, () => createProject(t, { namespace_id: group.id })));
    }
    // A group default: every project of the group gets an integration following it.
    const put = await t.put(`/groups/${group.id}/integrations/pipelines-email`, {
      body: { recipients: 'ci@example.com' },
    });
    expect(put.status, put.text).toBe(200);
    const statements: number[] = [];
    for (const n of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(GroupProjectsServicesDocument, { fullPath: group.full_path, n });
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.group!.projects!.nodes;
      expect(nodes).toHaveLength(n);
      for (const node of nodes) {
        expect(node.services!.nodes).toEqual([{ type: 'PipelinesEmailService', active: true }]);
      }
      statements.push(t.sql.statements.length);
    }
    expect(statements[1]).toBe(statements[0]);
  });
});
