import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunnersRegistrationTokenResetDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';

let t: TestApp;
let group: { id: number };
let project: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  group = (await t.post('/groups', { body: { name: unique('registrars'), path: unique('registrars') } }))
    .body;
  project = (await t.post('/projects', { body: { name: unique('registrars'), namespace_id: group.id } }))
    .body;
});

afterAll(async () => {
  await t?.close();
});

/** A new registration token of the instance, the group or the project. */
async function registrationToken(type: 'INSTANCE_TYPE' | 'GROUP_TYPE' | 'PROJECT_TYPE'): Promise<string> {
  const id =
    type === 'GROUP_TYPE'
      ? `gid://gitlab/Group/${group.id}`
      : type === 'PROJECT_TYPE'
        ? `gid://gitlab/Project/${project.id}`
        : null;
  const reset = await t.graphql(RunnersRegistrationTokenResetDocument, { input: { type, id } });
  expect(reset.errors).toBeUndefined();
  return reset.data!.runnersRegistrationTokenReset!.token!;
}

const register = (token: string) =>
  t.post('/runners', { token: null, body: { token, description: unique('runner') } });

describe('valid_runner_registrars', () => {
  it('registers runners only with the registration tokens of the kinds of owner the settings name', async () => {
    const tokens = {
      instance: await registrationToken('INSTANCE_TYPE'),
      group: await registrationToken('GROUP_TYPE'),
      project: await registrationToken('PROJECT_TYPE'),
    };
    const setRegistrars = async (registrars: string[]) => {
      const put = await t.put('/application/settings', { body: { valid_runner_registrars: registrars } });
      expect(put.status, put.text).toBe(200);
      expect(put.body.valid_runner_registrars).toEqual(registrars);
    };

    await setRegistrars(['group']);
    expect((await register(tokens.project)).status).toBe(403);
    const groupRunner = await register(tokens.group);
    expect(groupRunner.status, groupRunner.text).toBe(201);
    expect((await register(tokens.instance)).status).toBe(201);

    await setRegistrars([]);
    expect((await register(tokens.group)).status).toBe(403);
    expect((await register(tokens.project)).status).toBe(403);
    expect((await register(tokens.instance)).status).toBe(201);

    await setRegistrars(['project', 'group']);
    const projectRunner = await register(tokens.project);
    expect(projectRunner.status, projectRunner.text).toBe(201);
    const runners = await t.get(`/projects/${project.id}/runners`, { query: { type: 'project_type' } });
    expect(runners.body.map((r: { id: number }) => r.id)).toEqual([projectRunner.body.id]);
  });
});
