import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// Issue 10's REST fixes through the real python-gitlab client (test/python/rest_fixes.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CI_SWEEP_INTERVAL_MS: '100' } });
});
afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('python-gitlab and the REST fixes of issue 10', () => {
  it('reads the version, lists child pipelines as GitLab, reads runner details as a developer, and follows raw_url', async () => {
    // A pipeline whose trigger job started a child pipeline; the child's job waits for a runner that never comes.
    const project = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'child:\n  trigger:\n    include: child.yml\n',
      'child.yml': 'inner:\n  tags: [nowhere]\n  script: echo inner\n',
    });
    const parent = await waitFor(
      async () => (await t.get(`/projects/${project.id}/pipelines`)).body as { id: number }[],
      (list) => list.length > 0,
      'parent pipeline',
    );
    await waitFor(
      async () =>
        (await t.get(`/projects/${project.id}/pipelines/${parent[0]!.id}/bridges`)).body as {
          downstream_pipeline: unknown;
        }[],
      (bridges) => bridges[0]?.downstream_pipeline != null,
      'child pipeline',
    );
    const developer = await createUser(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    const runner = await t.post('/user/runners', {
      body: { runner_type: 'project_type', project_id: project.id },
    });
    expect(runner.status, runner.text).toBe(201);

    const result = await runPythonGitlab<any>(t, 'rest_fixes.py', {
      env: {
        RAILYARD_PROJECT_ID: String(project.id),
        RAILYARD_DEVELOPER_TOKEN: developer.token,
        RAILYARD_RUNNER_ID: String(runner.body.id),
      },
    });

    expect(result.version).toEqual([
      expect.stringMatching(/^\d+\.\d+\.\d+$/),
      expect.stringMatching(/^railyard-/),
    ]);
    expect(result.developer_version).toEqual(result.version);
    expect(result.pipelines).toEqual({
      listed: ['push'],
      children: ['parent_pipeline'],
      by_iid: ['parent_pipeline', 'push'],
    });
    expect(result.runner).toEqual({
      id: runner.body.id,
      projects: [project.id],
      update_refused: '403 Forbidden - No access granted',
    });
    const snippetPath = expect.stringMatching(new RegExp(`^/${project.fullPath}/-/snippets/\\d+$`));
    expect(result.snippet).toEqual({
      web_url: snippetPath,
      raw_url: `${result.snippet.web_url}/raw`,
      file_raw_url: `${result.snippet.web_url}/raw/main/dir/a%20b.txt`,
      served: 'alpha\n',
      content_type: 'text/plain; charset=utf-8',
      first_file: 'alpha\n',
      via_api: 'alpha\n',
      anonymous: '404 Project Not Found',
    });
  });
});
