import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupServicesDocument,
  InstanceServicesDocument,
  IntegrationDefaultDisableDocument,
  IntegrationDefaultUpdateDocument,
  ProjectServicesInheritedDocument,
} from '#test/generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let owner: CreatedUser;
let maintainer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, maintainer] = await Promise.all([createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

const pathOf = (x: unknown) => x as { full_path?: string; path_with_namespace?: string };
const recipients = (nodes: { properties: { name: string; value: string | null }[] }[] | undefined) =>
  nodes?.[0]?.properties.find((p) => p.name === 'recipients')?.value;

describe('integration defaults over GraphQL', () => {
  it('integrationUpdate with groupPath sets a default its projects inherit; Group.services lists it', async () => {
    const group = await createGroup(t);
    await addMember(t, 'groups', group.id, owner.id, 50);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    const project = await createProject(t, { namespace_id: group.id });
    const groupPath = pathOf(group).full_path!;
    const projectPath = pathOf(project).path_with_namespace!;

    const refused = await t.graphql(
      IntegrationDefaultUpdateDocument,
      {
        input: {
          groupPath,
          type: 'PIPELINES_EMAIL_SERVICE',
          settings: [{ name: 'recipients', value: 'x@example.com' }],
        },
      },
      maintainer.token,
    );
    expect(refused.data!.integrationUpdate!.integration).toBeNull();
    expect(refused.data!.integrationUpdate!.errors).toHaveLength(1);

    const made = await t.graphql(
      IntegrationDefaultUpdateDocument,
      {
        input: {
          groupPath,
          type: 'PIPELINES_EMAIL_SERVICE',
          settings: [{ name: 'recipients', value: 'team@example.com' }],
        },
      },
      owner.token,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.integrationUpdate).toMatchObject({
      errors: [],
      integration: { serviceType: 'PIPELINES_EMAIL_SERVICE', active: true, inherited: false },
    });

    const listed = await t.graphql(GroupServicesDocument, { fullPath: groupPath, active: true }, owner.token);
    expect(listed.data!.group!.services!.nodes).toMatchObject([
      { serviceType: 'PIPELINES_EMAIL_SERVICE', active: true, inherited: false },
    ]);
    // Not for a maintainer of the group.
    const hidden = await t.graphql(GroupServicesDocument, { fullPath: groupPath }, maintainer.token);
    expect(hidden.data!.group!.services).toBeNull();

    const inherited = await t.graphql(
      ProjectServicesInheritedDocument,
      { fullPath: projectPath, type: 'PIPELINES_EMAIL_SERVICE' },
      maintainer.token,
    );
    const node = inherited.data!.project!.services!.nodes;
    expect(node).toMatchObject([{ active: true, inherited: true }]);
    expect(recipients(node as never)).toBe('team@example.com');

    // The project takes settings of its own, then follows the default again.
    const own = await t.graphql(
      IntegrationDefaultUpdateDocument,
      {
        input: {
          projectPath,
          type: 'PIPELINES_EMAIL_SERVICE',
          settings: [{ name: 'recipients', value: 'own@example.com' }],
        },
      },
      maintainer.token,
    );
    expect(own.data!.integrationUpdate!.integration).toMatchObject({ inherited: false });
    const back = await t.graphql(
      IntegrationDefaultUpdateDocument,
      { input: { projectPath, type: 'PIPELINES_EMAIL_SERVICE', useInheritedSettings: true } },
      maintainer.token,
    );
    expect(back.data!.integrationUpdate!.integration).toMatchObject({ inherited: true });
    expect(recipients([back.data!.integrationUpdate!.integration!])).toBe('team@example.com');

    // Disabling the default reaches the project.
    const disabled = await t.graphql(
      IntegrationDefaultDisableDocument,
      { input: { groupPath, type: 'PIPELINES_EMAIL_SERVICE' } },
      owner.token,
    );
    expect(disabled.data!.integrationDisable).toMatchObject({ errors: [], integration: { active: false } });
    const after = await t.graphql(
      ProjectServicesInheritedDocument,
      { fullPath: projectPath, type: 'PIPELINES_EMAIL_SERVICE' },
      maintainer.token,
    );
    expect(after.data!.project!.services!.nodes).toMatchObject([{ active: false, inherited: true }]);
  });

  it('instance defaults are for administrators; a mutation names exactly one owner', async () => {
    const both = await t.graphql(
      IntegrationDefaultUpdateDocument,
      {
        input: {
          instance: true,
          groupPath: 'somewhere',
          type: 'PIVOTALTRACKER_SERVICE',
          settings: [{ name: 'token', value: 't' }],
        },
      },
      ROOT_TOKEN,
    );
    expect(both.data!.integrationUpdate!.errors).toEqual([
      'Exactly one of projectPath, groupPath or instance: true is required',
    ]);

    const refused = await t.graphql(
      IntegrationDefaultUpdateDocument,
      {
        input: { instance: true, type: 'PIVOTALTRACKER_SERVICE', settings: [{ name: 'token', value: 't' }] },
      },
      owner.token,
    );
    expect(refused.data!.integrationUpdate!.integration).toBeNull();
    expect((await t.graphql(InstanceServicesDocument, {}, owner.token)).data!.instanceServices).toBeNull();

    const made = await t.graphql(
      IntegrationDefaultUpdateDocument,
      {
        input: { instance: true, type: 'PIVOTALTRACKER_SERVICE', settings: [{ name: 'token', value: 't' }] },
      },
      ROOT_TOKEN,
    );
    expect(made.data!.integrationUpdate).toMatchObject({ errors: [], integration: { active: true } });
    const listed = await t.graphql(InstanceServicesDocument, { active: true }, ROOT_TOKEN);
    expect(listed.data!.instanceServices!.nodes).toEqual([
      { serviceType: 'PIVOTALTRACKER_SERVICE', active: true, inherited: false },
    ]);
    const project = await createProject(t);
    const projectServices = await t.graphql(
      ProjectServicesInheritedDocument,
      { fullPath: pathOf(project).path_with_namespace!, type: 'PIVOTALTRACKER_SERVICE' },
      ROOT_TOKEN,
    );
    expect(projectServices.data!.project!.services!.nodes).toMatchObject([{ active: true, inherited: true }]);
  });
});
