import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's CI managers against a listening app; test/python/ci.py plays the runner's part
// over plain HTTP (test/python/runner_protocol.py), as python-gitlab has no runner side.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab CI', () => {
  it('drives runners, pipelines, jobs and CI lint through their managers', async () => {
    const result = await runPythonGitlab<any>(t, 'ci.py');
    expect(result.runner).toEqual({
      token_prefix: 'glrt-',
      registered_id: true,
      get: {
        description: 'py runner',
        runner_type: 'project_type',
        tag_list: [expect.stringMatching(/^pyci-/)],
        run_untagged: false,
        paused: false,
        projects: true,
      },
      listed: true,
      all: true,
      project_runners: true,
      after_update: {
        description: 'py runner, renamed',
        maximum_timeout: 3600,
        paused: true,
        listed_paused: true,
      },
      assigned: { id: true, projects: true, after_unassign: [] },
      unassign_only_project:
        '403 Forbidden - Only one project associated with the runner. Please remove the runner instead',
    });
    const canceledJobs = ['build', 'deploy', 'test'].map((name) => [name, 'canceled']);
    expect(result.push_pipeline).toEqual({ status: 'canceled', jobs: canceledJobs });
    expect(result.pipeline).toEqual({
      created: { ref: 'main', source: 'api', status: 'pending' },
      fetched_sha: true,
      variables: [['PY_VAR', 'from python', 'env_var']],
      jobs: [
        ['build', 'build', 'pending'],
        ['deploy', 'deploy', 'created'],
        ['test', 'test', 'created'],
      ],
      listed: true,
      after_cancel: { status: 'success', deploy: 'canceled', no_job_left: true },
      missing_ref: { base: ['Reference not found'] },
    });
    expect(result.build).toEqual({
      variable: 'from python',
      status: 'success',
      runner: true,
      trace: 'building\nbuilt\n',
      artifacts_file: 'artifacts.zip',
      archive: { 'out.txt': 'artifact text\n' },
      one_artifact: 'artifact text\n',
    });
    expect(result.test).toEqual({
      failed_pipeline: 'failed',
      failed_status: 'failed',
      retry: { new_id: true, name: 'test' },
      listed: [
        ['build', 'success'],
        ['deploy', 'manual'],
        ['test', 'success'],
      ],
      retried_listed: [
        ['test', 'failed'],
        ['test', 'success'],
      ],
    });
    expect(result.deploy).toEqual({
      played: 'pending',
      canceled: 'canceled',
      retried: { new_id: true, status: 'pending' },
    });
    expect(result.jobs).toEqual({
      success: ['build', 'test'],
      pending: ['deploy'],
      // Three of the canceled push pipeline; build, test twice and deploy twice of the API pipeline.
      all: 8,
      runner_jobs: ['build', 'test', 'test'],
      runner_success_jobs: ['build', 'test'],
    });
    expect(result.by_ref).toEqual({ archive: ['out.txt'], raw: 'artifact text\n' });
    expect(result.erase).toEqual({ erased: true, trace: '', artifacts: 404 });
    expect(result.lint).toEqual({
      own: { valid: true, errors: [], merged_yaml: true },
      content: {
        valid: true,
        jobs: [
          ['build', 'build', 'on_success'],
          ['deploy', 'deploy', 'manual'],
          ['test', 'test', 'on_success'],
        ],
      },
      invalid:
        'build job: chosen stage nowhere does not exist; available stages are .pre, build, test, deploy, .post',
    });
  });

  it('manages variables at every level, trigger tokens and pipeline schedules', async () => {
    const result = await runPythonGitlab<any>(t, 'ci_settings.py');
    for (const level of ['instance', 'group', 'project']) {
      const variable = result[level];
      const key = variable.created.key;
      expect(key).toMatch(/^PY_[0-9A-F]{6}$/);
      const settings = { key, protected: true, masked: true };
      expect(variable, level).toMatchObject({
        created: { ...settings, value: 'first-value', variable_type: 'env_var' },
        updated: { ...settings, value: 'second-value', variable_type: 'file' },
        listed: true,
        duplicate: { key: [`(${key}) has already been taken`] },
      });
    }
    expect(result.project.environment_scope).toBe('production');
    expect(result.trigger).toEqual({
      token_length: true,
      renamed: 'py trigger, renamed',
      listed: true,
      pipeline: { source: 'trigger', ref: 'main' },
      pipeline_variables: [
        ['FROM_TRIGGER', 'env_var', 'yes'],
        ['TRIGGER_PAYLOAD', 'file', { FROM_TRIGGER: 'yes' }],
      ],
    });
    expect(result.schedule).toEqual({
      created: { cron: '0 3 * * *', active: true, owner: 'root' },
      play_answer: { message: '201 Created' },
      updated: { cron: '30 4 * * 1', description: 'weekly' },
      variables: [['NIGHTLY', '2']],
      next_run_at: true,
      listed: ['weekly'],
      played: [['main', 'schedule']],
      played_variables: [['NIGHTLY', '2']],
      invalid_cron: { cron: [' is invalid syntax'] },
      after_delete: [],
    });
  });
});
