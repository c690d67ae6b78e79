import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { git } from './support/git.ts';

let t: TestApp;
let developer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
});

afterAll(async () => {
  await t?.close();
});

async function newProject(): Promise<{ id: number; repo: string }> {
  const created = await t.post('/projects', { body: { name: unique('kept') } });
  expect(created.status, created.text).toBe(201);
  const repo = t.running.services.storages.repository('default', {
    kind: 'project',
    id: created.body.id,
  }).path;
  return { id: created.body.id, repo };
}

async function push(projectId: number): Promise<void> {
  const commit = await t.post(`/projects/${projectId}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: unique('commit'),
      actions: [{ action: 'create', file_path: `${unique('f')}.txt`, content: unique('content') }],
    },
  });
  expect(commit.status, commit.text).toBe(201);
  await t.running.services.repositoryHousekeeping.idle();
}

/** `git count-objects -v` as numbers: loose objects (`count`) and `packs`. */
async function objects(repo: string): Promise<Record<string, number>> {
  const { stdout } = await git(repo, ['count-objects', '-v']);
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split(': '))
      .map(([key, value]) => [key!, Number(value)]),
  );
}

const hasCommitGraph = (repo: string) =>
  fs.access(path.join(repo, 'objects', 'info', 'commit-graph')).then(
    () => true,
    () => false,
  );

describe('repository housekeeping', () => {
  it('optimizes a repository every housekeeping_optimize_repository_period pushes', async () => {
    const period = await t.put('/application/settings', {
      body: { housekeeping_optimize_repository_period: 3 },
    });
    expect(period.status, period.text).toBe(200);
    expect(period.body.housekeeping_optimize_repository_period).toBe(3);
    const { id, repo } = await newProject();

    await push(id);
    await push(id);
    expect((await objects(repo)).count).toBeGreaterThan(0);
    expect(await hasCommitGraph(repo)).toBe(false);

    await push(id);
    expect(await objects(repo)).toMatchObject({ count: 0, packs: 1 });
    expect(await hasCommitGraph(repo)).toBe(true);

    // The count starts again: the next push leaves its objects loose.
    await push(id);
    expect((await objects(repo)).count).toBeGreaterThan(0);
  });

  it('refuses a period below 1, naming it, and changes nothing', async () => {
    const refused = await t.put('/application/settings', {
      body: { housekeeping_optimize_repository_period: 0 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.message)).toContain('housekeeping_optimize_repository_period');
    expect((await t.get('/application/settings')).body.housekeeping_optimize_repository_period).toBe(3);
  });

  it('runs on demand for maintainers, once at a time', async () => {
    const { id, repo } = await newProject();
    await push(id);
    expect((await objects(repo)).count).toBeGreaterThan(0);

    const added = await t.post(`/projects/${id}/members`, {
      body: { user_id: developer.id, access_level: 30 },
    });
    expect(added.status, added.text).toBe(201);
    expect((await t.post(`/projects/${id}/housekeeping`, { token: developer.token })).status).toBe(403);
    expect((await t.post(`/projects/${id}/housekeeping`, { body: { task: 'fold' } })).status).toBe(400);

    const eager = await t.post(`/projects/${id}/housekeeping`);
    expect(eager.status, eager.text).toBe(201);
    expect(await objects(repo)).toMatchObject({ count: 0, packs: 1 });
    const prune = await t.post(`/projects/${id}/housekeeping`, { body: { task: 'prune' } });
    expect(prune.status, prune.text).toBe(201);

    // A run in progress elsewhere holds the repository's lease.
    await t.running.orm.em
      .fork()
      .getConnection()
      .execute(
        `update project_housekeeping set lease_until = now() + interval '1 minute' where project_id = ?`,
        [id],
      );
    const held = await t.post(`/projects/${id}/housekeeping`);
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/already triggered housekeeping/);
  });
});
