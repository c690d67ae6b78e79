import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InstanceCiVariableCreateDocument,
  InstanceCiVariablesDocument,
  GroupCiVariableCreateDocument,
  GroupCiVariablesDocument,
  ProjectCiVariableCreateDocument,
  ProjectCiVariableDeleteDocument,
  ProjectCiVariableUpdateDocument,
  ProjectCiVariablesDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let runner: ReturnType<typeof protocolRunner>;
let developer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['vars'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
  developer = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = `
variables:
  GREETING: from-yaml
build:
  tags: [vars]
  script: echo
deploy:
  tags: [vars]
  script: echo
  environment: production
  rules:
    - if: $DEPLOY_ENABLED == "yes"
`;

type PayloadVariable = { key: string; value: string; masked: boolean; file?: boolean };
const variablesOf = (job: JobPayload) =>
  Object.fromEntries((job.variables as PayloadVariable[]).map((v) => [v.key, v]));

/** Every pending job, finished, by name. */
async function runAll(): Promise<Record<string, JobPayload>> {
  const jobs: Record<string, JobPayload> = {};
  for (let job = await runner.request(); job; job = await runner.request()) {
    jobs[job.job_info.name] = job;
    await runner.finish(job, 'success');
  }
  return jobs;
}

describe('project CI/CD variables', () => {
  it('are managed by maintainers, per environment scope, with GitLab validation', async () => {
    const repo = await projectWithFiles(t, { 'README.md': '# vars\n' });
    const url = `/projects/${repo.id}/variables`;
    await addMember(t, 'projects', repo.id, developer.id, 30);
    expect((await t.get(url, { token: developer.token })).body).toEqual({ message: '403 Forbidden' });

    const created = await t.post(url, { body: { key: 'API_KEY', value: 'secret-value', masked: true } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      variable_type: 'env_var',
      key: 'API_KEY',
      value: 'secret-value',
      hidden: false,
      protected: false,
      masked: true,
      raw: false,
      environment_scope: '*',
      description: null,
    });
    expect((await t.post(url, { body: { key: 'API_KEY', value: 'x' } })).body).toEqual({
      message: { key: ['(API_KEY) has already been taken'] },
    });
    expect((await t.post(url, { body: { key: 'bad-key', value: 'x' } })).body).toEqual({
      message: { key: ["can contain only letters, digits and '_'."] },
    });
    expect((await t.post(url, { body: { key: 'SHORT', value: 'abc', masked: true } })).body).toEqual({
      message: { value: ['is invalid'] },
    });
    expect((await t.post(url, { body: { key: 'NO_VALUE' } })).status).toBe(400);

    const hidden = await t.post(url, {
      body: { key: 'TOKEN', value: 'hidden-value', masked_and_hidden: true },
    });
    expect(hidden.body).toMatchObject({ value: null, hidden: true, masked: true });

    // One key, two scopes: naming one takes filter[environment_scope].
    await t.post(url, { body: { key: 'DB', value: 'anywhere' } });
    await t.post(url, { body: { key: 'DB', value: 'prod-db', environment_scope: 'production' } });
    expect(await t.get(`${url}/DB`)).toMatchObject({
      status: 409,
      body: {
        message:
          "There are multiple variables with provided parameters. Please use 'filter[environment_scope]'",
      },
    });
    const scoped = await t.get(`${url}/DB`, { query: { 'filter[environment_scope]': 'production' } });
    expect(scoped.body).toMatchObject({ value: 'prod-db', environment_scope: 'production' });
    const updated = await t.put(`${url}/DB?filter[environment_scope]=production`, {
      body: { value: 'prod-db-2', protected: true },
    });
    expect(updated.body).toMatchObject({
      value: 'prod-db-2',
      protected: true,
      environment_scope: 'production',
    });
    expect((await t.get(url)).body.map((v: { key: string }) => v.key)).toEqual([
      'API_KEY',
      'TOKEN',
      'DB',
      'DB',
    ]);
    expect((await t.delete(`${url}/DB?filter[environment_scope]=*`)).status).toBe(204);
    expect((await t.get(`${url}/DB`)).body.value).toBe('prod-db-2');
    expect((await t.get(`${url}/MISSING`)).body).toEqual({ message: '404 Variable Not Found' });
  });

  it('reach jobs by scope, protection and precedence, and rules see them', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    expect(Object.keys(await runAll())).toEqual(['build']);
    const url = `/projects/${repo.id}/variables`;
    for (const body of [
      { key: 'DEPLOY_ENABLED', value: 'yes' },
      { key: 'GREETING', value: 'from-project' },
      { key: 'TARGET', value: 'everywhere' },
      { key: 'TARGET', value: 'prod-only', environment_scope: 'prod*' },
      { key: 'SIGNING_KEY', value: 'protected-1', protected: true, masked: true },
      { key: 'CONFIG_FILE', value: 'a=1', variable_type: 'file' },
    ]) {
      expect((await t.post(url, { body })).status).toBe(201);
    }

    const onMain = await t.post(`/projects/${repo.id}/pipeline`, {
      body: { ref: 'main', variables: [{ key: 'GREETING', value: 'from-pipeline' }] },
    });
    expect(onMain.status, onMain.text).toBe(201);
    const jobs = await runAll();
    expect(Object.keys(jobs).sort()).toEqual(['build', 'deploy']);
    const build = variablesOf(jobs['build']!);
    const deploy = variablesOf(jobs['deploy']!);
    // Pipeline variables win over project variables, which win over the file's.
    expect(build['GREETING']!.value).toBe('from-pipeline');
    expect(build['TARGET']!.value).toBe('everywhere');
    expect(deploy['TARGET']!.value).toBe('prod-only');
    expect(build['SIGNING_KEY']).toMatchObject({ value: 'protected-1', masked: true });
    expect(build['CONFIG_FILE']).toMatchObject({ value: 'a=1', file: true });

    // A branch that is not protected gets no protected variables.
    await t.post(`/projects/${repo.id}/repository/branches`, { body: { branch: 'feature', ref: 'main' } });
    await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/pipelines`, { query: { ref: 'feature' } })).body as unknown[],
      (list) => list.length === 1,
      'the branch pipeline',
    );
    const onFeature = await runAll();
    expect(variablesOf(onFeature['build']!)['SIGNING_KEY']).toBeUndefined();
    expect(variablesOf(onFeature['build']!)['GREETING']!.value).toBe('from-project');
  });

  it("of groups reach their projects' jobs, the nearest owner's winning; groups' owners manage them", async () => {
    const parent = await createGroup(t);
    const child = await createGroup(t, { parent_id: parent.id });
    const project = await createProject(t, { namespace_id: child.id });
    await addMember(t, 'groups', parent.id, developer.id, 40);
    expect(
      (
        await t.post(`/groups/${parent.id}/variables`, {
          token: developer.token,
          body: { key: 'X', value: 'y' },
        })
      ).status,
    ).toBe(403);
    const add = async (url: string, key: string, value: string) =>
      expect((await t.post(url, { body: { key, value } })).status).toBe(201);
    await add(`/groups/${parent.id}/variables`, 'REGION', 'from-parent');
    await add(`/groups/${parent.id}/variables`, 'TIER', 'from-parent');
    await add(`/groups/${parent.id}/variables`, 'ONLY_PARENT', 'parent');
    await add(`/groups/${child.id}/variables`, 'REGION', 'from-child');
    await add(`/projects/${project.id}/variables`, 'TIER', 'from-project');
    expect((await t.get(`/groups/${parent.id}/variables`)).body.map((v: { key: string }) => v.key)).toEqual([
      'REGION',
      'TIER',
      'ONLY_PARENT',
    ]);
    expect((await t.get(`/groups/${child.id}/variables/REGION`)).body.value).toBe('from-child');

    const committed = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'CI',
        actions: [{ action: 'create', file_path: '.gitlab-ci.yml', content: CONFIG }],
      },
    });
    expect(committed.status, committed.text).toBe(201);
    await latestPipeline(t, project.id);
    const build = variablesOf((await runAll())['build']!);
    expect(build['REGION']!.value).toBe('from-child');
    expect(build['TIER']!.value).toBe('from-project');
    expect(build['ONLY_PARENT']!.value).toBe('parent');

    expect((await t.delete(`/groups/${child.id}/variables/REGION`)).status).toBe(204);
    expect((await t.get(`/groups/${child.id}/variables`)).body).toEqual([]);
  });

  it("of the instance are for administrators and rank below every group's and project's", async () => {
    const url = '/admin/ci/variables';
    expect((await t.get(url, { token: developer.token })).body).toEqual({ message: '403 Forbidden' });
    const created = await t.post(url, {
      body: { key: 'INSTANCE_ONLY', value: 'everywhere', environment_scope: 'production' },
    });
    expect(created.status, created.text).toBe(201);
    // Instance variables have no environment scopes.
    expect(created.body).toMatchObject({ key: 'INSTANCE_ONLY', environment_scope: '*' });
    expect((await t.post(url, { body: { key: 'INSTANCE_ONLY', value: 'again' } })).status).toBe(400);
    expect((await t.post(url, { body: { key: 'TIER', value: 'from-instance' } })).status).toBe(201);
    expect((await t.get(`${url}/TIER`)).body.value).toBe('from-instance');

    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await runAll();
    await t.post(`/projects/${repo.id}/variables`, { body: { key: 'TIER', value: 'from-project' } });
    const again = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(again.status, again.text).toBe(201);
    const build = variablesOf((await runAll())['build']!);
    expect(build['INSTANCE_ONLY']!.value).toBe('everywhere');
    expect(build['TIER']!.value).toBe('from-project');

    const viaGraphql = await t.graphql(InstanceCiVariableCreateDocument, {
      input: { key: 'FROM_GRAPHQL', value: 'yes' },
    });
    expect(viaGraphql.data!.instanceCiVariableCreate).toEqual({
      ciVariable: { key: 'FROM_GRAPHQL', environmentScope: '*' },
      errors: [],
    });
    const listed = await t.graphql(InstanceCiVariablesDocument, {});
    expect(listed.data!.ciVariables!.nodes.map((v) => v.key)).toEqual([
      'INSTANCE_ONLY',
      'TIER',
      'FROM_GRAPHQL',
    ]);
    expect((await t.graphql(InstanceCiVariablesDocument, {}, developer.token)).data!.ciVariables).toBeNull();
    for (const key of ['INSTANCE_ONLY', 'TIER', 'FROM_GRAPHQL']) {
      expect((await t.delete(`${url}/${key}`)).status).toBe(204);
    }
  });

  it('are reachable through GraphQL', async () => {
    const repo = await projectWithFiles(t, { 'README.md': '# vars\n' });
    const created = await t.graphql(ProjectCiVariableCreateDocument, {
      input: { projectPath: repo.fullPath, key: 'REGION', value: 'eu', environmentScope: 'staging' },
    });
    expect(created.data!.projectCiVariableCreate).toEqual({
      ciVariable: { key: 'REGION', value: 'eu', variableType: 'ENV_VAR', environmentScope: 'staging' },
      errors: [],
    });
    const invalid = await t.graphql(ProjectCiVariableCreateDocument, {
      input: { projectPath: repo.fullPath, key: 'bad key', value: 'x' },
    });
    expect(invalid.data!.projectCiVariableCreate!.errors).toEqual([
      "Key can contain only letters, digits and '_'.",
    ]);
    const updated = await t.graphql(ProjectCiVariableUpdateDocument, {
      input: { projectPath: repo.fullPath, key: 'REGION', value: 'us', protected: true },
    });
    expect(updated.data!.projectCiVariableUpdate).toEqual({
      ciVariable: { key: 'REGION', value: 'us', protected: true },
      errors: [],
    });
    const listed = await t.graphql(ProjectCiVariablesDocument, { fullPath: repo.fullPath });
    expect(listed.data!.project!.ciVariables!.nodes).toEqual([
      {
        key: 'REGION',
        value: 'us',
        variableType: 'ENV_VAR',
        protected: true,
        masked: false,
        hidden: false,
        environmentScope: 'staging',
      },
    ]);
    await addMember(t, 'projects', repo.id, developer.id, 30);
    const asDeveloper = await t.graphql(
      ProjectCiVariablesDocument,
      { fullPath: repo.fullPath },
      developer.token,
    );
    expect(asDeveloper.data!.project!.ciVariables).toBeNull();
    const deleted = await t.graphql(ProjectCiVariableDeleteDocument, {
      input: { projectPath: repo.fullPath, key: 'REGION' },
    });
    expect(deleted.data!.projectCiVariableDelete).toEqual({ errors: [] });
    expect((await t.get(`/projects/${repo.id}/variables`)).body).toEqual([]);

    // Groups' variables, for their owners.
    const group = await createGroup(t);
    const groupCreated = await t.graphql(GroupCiVariableCreateDocument, {
      input: { groupPath: group.full_path, key: 'SHARED', value: 'for-all' },
    });
    expect(groupCreated.data!.groupCiVariableCreate).toEqual({
      ciVariable: { key: 'SHARED', value: 'for-all' },
      errors: [],
    });
    const groupListed = await t.graphql(GroupCiVariablesDocument, { fullPath: group.full_path });
    expect(groupListed.data!.group!.ciVariables!.nodes).toEqual([{ key: 'SHARED', value: 'for-all' }]);
    await addMember(t, 'groups', group.id, developer.id, 40);
    const asMaintainer = await t.graphql(
      GroupCiVariablesDocument,
      { fullPath: group.full_path },
      developer.token,
    );
    expect(asMaintainer.data!.group!.ciVariables).toBeNull();
  });
});
