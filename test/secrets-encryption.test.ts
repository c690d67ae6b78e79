import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  GroupCiVariableCreateDocument,
  GroupCiVariablesDocument,
  InstanceCiVariableCreateDocument,
  InstanceCiVariablesDocument,
  PipelineScheduleCreateWithVariablesDocument,
  PipelineScheduleUpdateVariablesDocument,
  ProjectCiVariableCreateDocument,
  ProjectCiVariablesDocument,
  ProjectPipelineSchedulesDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, type JobPayload } from './support/ci.ts';
import { createOrm } from '../src/db/orm.ts';
import { createTestDatabase, withDatabase } from './support/databases.ts';
import { unique } from './support/fixtures.ts';
import { cleanupDirs } from './support/git.ts';
import { createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let runner: ReturnType<typeof protocolRunner>;

beforeAll(async () => {
  t = await startTestApp();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['secrets'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = `
build:
  tags: [secrets]
  script: echo
`;

/** Every row of a table, as the text PostgreSQL has of it. */
async function rawRows(app: TestApp, table: string): Promise<Record<string, unknown>[]> {
  return app.running.orm.em.fork().execute(`select * from ${table} order by id`);
}

/** The table's `count` rows hold no value in plain text, and each its value encrypted. */
async function expectEncrypted(app: TestApp, table: string, count: number, secrets: string[]): Promise<void> {
  const rows = await rawRows(app, table);
  expect(rows).toHaveLength(count);
  const text = JSON.stringify(rows);
  for (const secret of secrets) expect(text).not.toContain(secret);
  for (const row of rows) {
    expect(row['plaintext_value']).toBeNull();
    expect(row['encrypted_value']).toMatch(/^v1:[0-9a-f]{16}:[A-Za-z0-9+/]+=*$/);
  }
}

async function commitConfig(app: TestApp, projectId: number): Promise<void> {
  const committed = await app.post(`/projects/${projectId}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: 'CI',
      actions: [{ action: 'create', file_path: '.gitlab-ci.yml', content: CONFIG }],
    },
  });
  expect(committed.status, committed.text).toBe(201);
}

/** The variables the next job gets, by key. */
async function nextJobVariables(): Promise<Record<string, string>> {
  const job = (await runner.request()) as JobPayload;
  expect(job).not.toBeNull();
  await runner.finish(job, 'success');
  return Object.fromEntries(job.variables.map((v) => [v.key, v.value]));
}

describe('CI/CD variables at rest', () => {
  it('of projects, groups and the instance are stored encrypted, and still shown and given to jobs', async () => {
    const group = await createGroup(t);
    const project = await createProject(t, { namespace_id: group.id });
    const secret = (name: string) => `${name}-${unique()}`;
    const values = {
      PROJECT_REST: secret('project-rest'),
      PROJECT_GQL: secret('project-graphql'),
      GROUP_REST: secret('group-rest'),
      GROUP_GQL: secret('group-graphql'),
      INSTANCE_REST: secret('instance-rest'),
      INSTANCE_GQL: secret('instance-graphql'),
    };
    const created = [
      await t.post(`/projects/${project.id}/variables`, { body: { key: 'PROJECT_REST', value: 'first' } }),
      await t.post(`/groups/${group.id}/variables`, {
        body: { key: 'GROUP_REST', value: values.GROUP_REST },
      }),
      await t.post('/admin/ci/variables', { body: { key: 'INSTANCE_REST', value: values.INSTANCE_REST } }),
    ];
    expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
    const updated = await t.put(`/projects/${project.id}/variables/PROJECT_REST`, {
      body: { value: values.PROJECT_REST },
    });
    expect(updated.body.value).toBe(values.PROJECT_REST);
    const viaGraphql = [
      await t.graphql(ProjectCiVariableCreateDocument, {
        input: { projectPath: project.path_with_namespace, key: 'PROJECT_GQL', value: values.PROJECT_GQL },
      }),
      await t.graphql(GroupCiVariableCreateDocument, {
        input: { groupPath: group.full_path, key: 'GROUP_GQL', value: values.GROUP_GQL },
      }),
      await t.graphql(InstanceCiVariableCreateDocument, {
        input: { key: 'INSTANCE_GQL', value: values.INSTANCE_GQL },
      }),
    ];
    expect(viaGraphql.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);

    await expectEncrypted(t, 'ci_variables', 6, [...Object.values(values), 'first']);

    // Both faces still show the values.
    expect((await t.get(`/projects/${project.id}/variables/PROJECT_GQL`)).body.value).toBe(
      values.PROJECT_GQL,
    );
    expect(
      (await t.get(`/groups/${group.id}/variables`)).body.map((v: { value: string }) => v.value),
    ).toEqual([values.GROUP_REST, values.GROUP_GQL]);
    expect((await t.get('/admin/ci/variables/INSTANCE_REST')).body.value).toBe(values.INSTANCE_REST);
    const projectList = await t.graphql(ProjectCiVariablesDocument, {
      fullPath: project.path_with_namespace,
    });
    expect(projectList.data!.project!.ciVariables!.nodes.map((v) => v.value)).toEqual([
      values.PROJECT_REST,
      values.PROJECT_GQL,
    ]);
    const groupList = await t.graphql(GroupCiVariablesDocument, { fullPath: group.full_path });
    expect(groupList.data!.group!.ciVariables!.nodes.map((v) => v.value)).toEqual([
      values.GROUP_REST,
      values.GROUP_GQL,
    ]);
    const instanceList = await t.graphql(InstanceCiVariablesDocument, {});
    expect(instanceList.data!.ciVariables!.nodes).toEqual([
      { key: 'INSTANCE_REST', value: values.INSTANCE_REST },
      { key: 'INSTANCE_GQL', value: values.INSTANCE_GQL },
    ]);

    // And a job gets them through the runner protocol.
    await commitConfig(t, project.id);
    await latestPipeline(t, project.id);
    expect(await nextJobVariables()).toMatchObject(values);
  });

  it('of pipeline schedules are stored encrypted, and still shown and given to the pipelines they run', async () => {
    const project = await createProject(t);
    await commitConfig(t, project.id);
    await latestPipeline(t, project.id);
    await nextJobVariables();
    const values = { REST_VAR: `rest-${unique()}`, GQL_VAR: `graphql-${unique()}`, GONE: `gone-${unique()}` };

    const viaRest = await t.post(`/projects/${project.id}/pipeline_schedules`, {
      body: { description: 'REST', ref: 'main', cron: '0 4 * * *' },
    });
    const restSchedule = `/projects/${project.id}/pipeline_schedules/${viaRest.body.id}`;
    expect(
      (await t.post(`${restSchedule}/variables`, { body: { key: 'REST_VAR', value: 'first' } })).status,
    ).toBe(201);
    const changed = await t.put(`${restSchedule}/variables/REST_VAR`, { body: { value: values.REST_VAR } });
    expect(changed.body).toEqual({ key: 'REST_VAR', variable_type: 'env_var', value: values.REST_VAR });

    const viaGraphql = await t.graphql(PipelineScheduleCreateWithVariablesDocument, {
      input: {
        projectPath: project.path_with_namespace,
        description: 'GraphQL',
        ref: 'main',
        cron: '0 5 * * *',
        variables: [
          { key: 'GQL_VAR', value: 'first', variableType: 'ENV_VAR' },
          { key: 'GONE', value: values.GONE, variableType: 'FILE' },
        ],
      },
    });
    expect(viaGraphql.data!.pipelineScheduleCreate!.errors).toEqual([]);
    const id = viaGraphql.data!.pipelineScheduleCreate!.pipelineSchedule!.id;
    const updated = await t.graphql(PipelineScheduleUpdateVariablesDocument, {
      input: {
        id,
        variables: [
          { key: 'GQL_VAR', value: values.GQL_VAR, variableType: 'ENV_VAR' },
          { key: 'GONE', value: values.GONE, variableType: 'FILE', destroy: true },
        ],
      },
    });
    expect(updated.data!.pipelineScheduleUpdate).toEqual({
      pipelineSchedule: {
        variables: { nodes: [{ key: 'GQL_VAR', value: values.GQL_VAR, variableType: 'ENV_VAR' }] },
      },
      errors: [],
    });
    const invalid = await t.graphql(PipelineScheduleCreateWithVariablesDocument, {
      input: {
        projectPath: project.path_with_namespace,
        ref: 'main',
        cron: '0 5 * * *',
        variables: [{ key: 'not-a-key', value: 'x', variableType: 'ENV_VAR' }],
      },
    });
    expect(invalid.data!.pipelineScheduleCreate).toEqual({
      pipelineSchedule: null,
      errors: ["Key can contain only letters, digits and '_'."],
    });
    expect((await t.get(`/projects/${project.id}/pipeline_schedules`)).body).toHaveLength(2);

    await expectEncrypted(t, 'ci_pipeline_schedule_variables', 2, [...Object.values(values), 'first']);

    expect((await t.get(restSchedule)).body.variables).toEqual([
      { key: 'REST_VAR', variable_type: 'env_var', value: values.REST_VAR },
    ]);
    const listed = await t.graphql(ProjectPipelineSchedulesDocument, {
      fullPath: project.path_with_namespace,
    });
    // Newest first, as GitLab lists schedules by default.
    expect(listed.data!.project!.pipelineSchedules!.nodes.map((s) => s.variables!.nodes)).toEqual([
      [{ key: 'GQL_VAR', value: values.GQL_VAR }],
      [{ key: 'REST_VAR', value: values.REST_VAR }],
    ]);

    expect((await t.post(`${restSchedule}/play`)).status).toBe(201);
    expect((await nextJobVariables())['REST_VAR']).toBe(values.REST_VAR);
    // The pipeline the schedule ran keeps its copy of the values encrypted too.
    expect(JSON.stringify(await rawRows(t, 'ci_pipelines'))).not.toContain(values.REST_VAR);
  });

  it('given to a pipeline through the API are stored encrypted, and still shown and given to its jobs', async () => {
    const project = await createProject(t);
    await commitConfig(t, project.id);
    await latestPipeline(t, project.id);
    await nextJobVariables();
    const secret = `pipeline-${unique()}`;
    const created = await t.post(`/projects/${project.id}/pipeline`, {
      body: { ref: 'main', variables: [{ key: 'GIVEN', value: secret }] },
    });
    expect(created.status, created.text).toBe(201);
    const rows = (await rawRows(t, 'ci_pipelines')).filter((row) => row['id'] === created.body.id);
    expect(rows[0]!['plaintext_variables']).toBeNull();
    expect(rows[0]!['encrypted_variables']).toMatch(/^v1:[0-9a-f]{16}:[A-Za-z0-9+/]+=*$/);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect((await t.get(`/projects/${project.id}/pipelines/${created.body.id}/variables`)).body).toEqual([
      { key: 'GIVEN', value: secret, variable_type: 'env_var' },
    ]);
    expect((await nextJobVariables())['GIVEN']).toBe(secret);
  });

  it('are refused, never shown, when what is stored is not a ciphertext of their column', async () => {
    const project = await createProject(t);
    const url = `/projects/${project.id}/variables`;
    await t.post(url, { body: { key: 'ONE', value: 'one-value' } });
    await t.post(url, { body: { key: 'TWO', value: 'two-value' } });
    const schedule = await t.post(`/projects/${project.id}/pipeline_schedules`, {
      body: { description: 'x', ref: 'main', cron: '0 4 * * *' },
    });
    const scheduleUrl = `/projects/${project.id}/pipeline_schedules/${schedule.body.id}`;
    await t.post(`${scheduleUrl}/variables`, { body: { key: 'S', value: 'schedule-value' } });
    const em = t.running.orm.em.fork();
    // A ciphertext moved to another column does not decrypt there; text that is no ciphertext is no value.
    await em.execute(
      `update ci_pipeline_schedule_variables set encrypted_value =
        (select encrypted_value from ci_variables where key = 'ONE' and project_id = ?)`,
      [project.id],
    );
    await em.execute(
      `update ci_variables set encrypted_value = 'two-value' where key = 'TWO' and project_id = ?`,
      [project.id],
    );
    const moved = await t.get(scheduleUrl);
    expect(moved.status).toBe(500);
    expect(moved.text).not.toContain('one-value');
    const plain = await t.get(`${url}/TWO`);
    expect(plain.status).toBe(500);
    expect(plain.text).not.toContain('two-value');
    // The database holds a value in exactly one form.
    await expect(
      em.execute(`update ci_variables set plaintext_value = 'x' where key = 'ONE' and project_id = ?`, [
        project.id,
      ]),
    ).rejects.toThrow(/ci_variables_value_stored_once/);
  });
});

describe('the encryption key', () => {
  it('is generated once into the data directory, reused at restart, encrypts values stored before, and a different key is refused', async () => {
    const database = await createTestDatabase(inject('pgServerUrl'));
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-key-'));
    const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: '' };
    try {
      const first = await startTestApp({ databaseUrl: database.url, env });
      const keyFile = path.join(dataDir, 'encryption.key');
      expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
      const key = await fs.readFile(keyFile, 'utf8');
      expect(Buffer.from(key.trim(), 'base64')).toHaveLength(32);
      const project = await createProject(first);
      await first.post(`/projects/${project.id}/variables`, { body: { key: 'KEPT', value: 'kept-value' } });
      await first.post(`/projects/${project.id}/variables`, { body: { key: 'OLD', value: 'placeholder' } });
      const schedule = await first.post(`/projects/${project.id}/pipeline_schedules`, {
        body: { description: 'x', ref: 'main', cron: '0 4 * * *' },
      });
      const scheduleUrl = `/projects/${project.id}/pipeline_schedules/${schedule.body.id}`;
      await first.post(`${scheduleUrl}/variables`, { body: { key: 'OLD', value: 'placeholder' } });
      // As a database from before encryption holds them: in plain text (the migration's column).
      const em = first.running.orm.em.fork();
      for (const table of ['ci_variables', 'ci_pipeline_schedule_variables']) {
        await em.execute(
          `update ${table} set plaintext_value = 'legacy-plain-value', encrypted_value = null where key = 'OLD'`,
        );
      }
      await first.close();

      const second = await startTestApp({ databaseUrl: database.url, env });
      expect(await fs.readFile(keyFile, 'utf8')).toBe(key);
      await expectEncrypted(second, 'ci_variables', 2, ['kept-value', 'legacy-plain-value']);
      await expectEncrypted(second, 'ci_pipeline_schedule_variables', 1, ['legacy-plain-value']);
      expect((await second.get(`/projects/${project.id}/variables/KEPT`)).body.value).toBe('kept-value');
      expect((await second.get(`/projects/${project.id}/variables/OLD`)).body.value).toBe(
        'legacy-plain-value',
      );
      expect((await second.get(scheduleUrl)).body.variables).toEqual([
        { key: 'OLD', variable_type: 'env_var', value: 'legacy-plain-value' },
      ]);
      await second.close();

      const refusal = /is not the key this database's secrets are encrypted with/;
      const otherKey = Buffer.alloc(32, 7).toString('base64');
      await expect(
        startTestApp({ databaseUrl: database.url, env: { ...env, ENCRYPTION_KEY: otherKey } }),
      ).rejects.toThrow(refusal);
      // Another data directory generates another key: refused too, naming where the key came from.
      const elsewhere = { DATA_DIR: path.join(dataDir, 'elsewhere') };
      await expect(
        startTestApp({ databaseUrl: database.url, env: { ...elsewhere, ENCRYPTION_KEY: '' } }),
      ).rejects.toThrow(/generated key file \(DATA_DIR\/encryption\.key\)/);
      await expect(
        startTestApp({ databaseUrl: database.url, env: { ...elsewhere, ENCRYPTION_KEY: 'too-short' } }),
      ).rejects.toThrow(/ENCRYPTION_KEY must be 32 bytes/);
    } finally {
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('encrypts, at the first start after the upgrade, the values of a database from before encryption', async () => {
    const serverUrl = inject('pgServerUrl');
    const name = `t_legacy_${unique().replace(/\W/g, '_')}`;
    await withDatabase(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const orm = await createOrm({ url: url.toString() });
      await orm.migrator.up({ to: 'Migration20261125000000_ci_pipeline_schedules' });
      await orm.em
        .fork()
        .execute(
          `insert into ci_variables (key, value, created_at, updated_at) values ('LEGACY', 'legacy-value', now(), now())`,
        );
      await orm.close();

      let app = await startTestApp({ databaseUrl: url.toString() });
      try {
        await expectEncrypted(app, 'ci_variables', 1, ['legacy-value']);
        expect((await app.get('/admin/ci/variables/LEGACY')).body.value).toBe('legacy-value');
        // Pipelines created before the upgrade: their variables are encrypted as one JSON document.
        const project = await createProject(app);
        await app.running.orm.em.fork().execute(
          `insert into ci_pipelines (project_id, iid, ref, sha, source, status, plaintext_variables, created_at, updated_at)
           values (?, 1, 'main', 'abc', 'api', 'success', '[{"key":"OLD","value":"old-pipeline-value","variableType":"env_var"}]', now(), now())`,
          [project.id],
        );
        await app.close();
        app = await startTestApp({ databaseUrl: url.toString() });
        const [row] = await rawRows(app, 'ci_pipelines');
        expect(row!['plaintext_variables']).toBeNull();
        expect(JSON.stringify(row)).not.toContain('old-pipeline-value');
        const pipelines = (await app.get(`/projects/${project.id}/pipelines`)).body as { id: number }[];
        expect(
          (await app.get(`/projects/${project.id}/pipelines/${pipelines[0]!.id}/variables`)).body,
        ).toEqual([{ key: 'OLD', value: 'old-pipeline-value', variable_type: 'env_var' }]);
      } finally {
        await app.close();
      }
    } finally {
      await withDatabase(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });
});
