import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('application settings', () => {
  it('are read and changed by administrators only, and validated', async () => {
    const settings = await t.get('/application/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      id: expect.any(Number),
      created_at: expect.any(String),
      default_ci_config_path: null,
    });
    const user = await createUser(t);
    expect((await t.get('/application/settings', { token: user.token })).status).toBe(403);
    expect(
      (await t.put('/application/settings', { token: user.token, body: { default_ci_config_path: 'x.yml' } }))
        .status,
    ).toBe(403);
    const invalid = await t.put('/application/settings', { body: { default_ci_config_path: '../ci.yml' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: { default_ci_config_path: ['cannot include leading slash or directory traversal.'] },
    });
    expect((await t.get('/application/settings')).body.default_ci_config_path).toBeNull();
  });

  it('default_ci_config_path names the CI file of projects that name none', async () => {
    const changed = await t.put('/application/settings', { body: { default_ci_config_path: 'ci/main.yml' } });
    expect(changed.body.default_ci_config_path).toBe('ci/main.yml');
    try {
      const config = 'from-default:\n  script: echo\n';
      const repo = await projectWithFiles(t, {
        'ci/main.yml': config,
        '.gitlab-ci.yml': 'ignored:\n  script: echo\n',
      });
      const pipeline = await latestPipeline(t, repo.id);
      const jobs = (await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}/jobs`)).body as {
        name: string;
      }[];
      expect(jobs.map((j) => j.name)).toEqual(['from-default']);

      const own = await projectWithFiles(t, { 'ci/main.yml': config, 'own.yml': 'own:\n  script: echo\n' });
      await latestPipeline(t, own.id);
      expect((await t.put(`/projects/${own.id}`, { body: { ci_config_path: 'own.yml' } })).status).toBe(200);
      const created = await t.post(`/projects/${own.id}/pipeline`, { body: { ref: 'main' } });
      expect(created.status, created.text).toBe(201);
      const ownJobs = (await t.get(`/projects/${own.id}/pipelines/${created.body.id}/jobs`)).body as {
        name: string;
      }[];
      expect(ownJobs.map((j) => j.name)).toEqual(['own']);
    } finally {
      await t.put('/application/settings', { body: { default_ci_config_path: '' } });
    }
    expect((await t.get('/application/settings')).body.default_ci_config_path).toBeNull();
  });
});
