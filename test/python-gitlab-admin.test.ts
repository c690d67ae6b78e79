import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// Administration through python-gitlab, and its command-line client, against a listening app with
// two repository storages (scripts in test/python/).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { GIT_STORAGES: 'default=repositories,second=second', REPOSITORY_STORAGES_WEIGHTED: 'default=100' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab administration', () => {
  it('changes application settings and plan limits, and moves repositories between storages', async () => {
    const result = await runPythonGitlab<any>(t, 'admin.py');
    expect(result.settings).toEqual({
      before: null,
      after: 'ci/pipeline.yml',
      branch_protection: 2,
      reset: null,
    });
    expect(result.plan_limits).toEqual({
      before: { ci_pipeline_size: 0, ci_active_jobs: 0, ci_pipeline_schedules: 10 },
      changed: { ci_pipeline_size: 123, ci_active_jobs: 45, ci_pipeline_schedules: 10 },
      reread: { ci_pipeline_size: 123, ci_active_jobs: 45 },
      negative_status: 400,
      missing_plan_status: 400,
    });
    expect(result.storage_move).toEqual({
      created: { state: 'scheduled', source: 'default', destination: 'second', project: true },
      finished: 'finished',
      project_storage: 'second',
      readme_still_readable: true,
      project_list: true,
      project_get: 'second',
      in_all: true,
    });
    expect(result.bulk_move).toEqual({
      message: '202 Accepted',
      state: 'finished',
      destination: 'default',
      project_storage: 'default',
    });
  });

  it('runs the python-gitlab command-line client with a configuration file', async () => {
    const result = await runPythonGitlab<any>(t, 'cli.py');
    expect(result).toEqual({
      user: { username: 'root', is_admin: true },
      project: { name: expect.stringMatching(/^cli-/), default_branch: 'main' },
      file: { file_path: 'notes/cli.txt', size: 19, ref: 'main' },
      raw: 'written by the CLI\n',
      searched: true,
      commit: { title: 'From the CLI', author: 'Administrator' },
    });
  });
});
