import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab 3.12's project.environments, project.deployments, project.clusters and
// group.clusters (test/python/environments.py) against a listening app.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('python-gitlab environments, deployments and clusters', () => {
  it('manages them as GitLab answers', async () => {
    const result = await runPythonGitlab<any>(t, 'environments.py');
    expect(result).toEqual({
      created: {
        name: 'review/py',
        state: 'available',
        tier: 'development',
        external_url: 'https://py.example.com',
      },
      listed: ['production', 'review/py'],
      searched: ['production'],
      saved_url: 'https://changed.example.com',
      stopped_state: 'stopped',
      deployment: { status: 'success', environment: 'staging' },
      deployments: ['failed', 'success'],
      failed_only: ['failed'],
      project_cluster: {
        name: 'renamed',
        cluster_type: 'project_type',
        api_url: 'https://k8s.example.com',
        token_shown: false,
        listed: 1,
      },
      group_cluster: {
        name: 'renamed',
        cluster_type: 'group_type',
        api_url: 'https://k8s.example.com',
        token_shown: false,
        listed: 1,
      },
    });
  });
});
