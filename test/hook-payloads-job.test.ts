import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline } from './support/ci.ts';
import { unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';

const CONFIG = `
stages: [build, test]
compile:
  stage: build
  script: make
check:
  stage: test
  script: make check
`;

describe('job hook deliveries', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (
      await t.post('/projects', { body: { name: unique('job-hooked'), initialize_with_readme: true } })
    ).body;
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends GitLab's job payloads on status changes, only to hooks with the flag", async () => {
    const r = await hookReceiver();
    try {
      const pipelineHook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?pipelines`, pipeline_events: true, push_events: false, token: 'p-tok' },
      });
      expect(pipelineHook.status, pipelineHook.text).toBe(201);
      const jobHook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?jobs`, job_events: true, push_events: false },
      });
      expect(jobHook.status, jobHook.text).toBe(201);
      const other = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?other`, merge_requests_events: true, push_events: false },
      });
      expect(other.status, other.text).toBe(201);
      const { at, waitUntil } = deliveryWaits(t, r);

      const pushed = await t.post(`/projects/${project.id}/repository/commits`, {
        body: {
          branch: 'main',
          commit_message: 'Add CI\n\nTwo stages.',
          actions: [{ action: 'create', file_path: '.gitlab-ci.yml', content: CONFIG }],
        },
      });
      expect(pushed.status, pushed.text).toBe(201);
      const pipeline = await latestPipeline(t, project.id);
      const cancel = await t.post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`);
      expect(cancel.status, cancel.text).toBe(200);

      await waitUntil(
        'canceled job hooks',
        () => at('?jobs').filter((d) => d.body.build_status === 'canceled').length >= 2,
      );
      const me = (await t.get('/user')).body;

      const jobs = at('?jobs').filter((d) => d.body.build_status === 'canceled');
      const compile = jobs.find((d) => d.body.build_name === 'compile')!;
      expect(compile.headers['x-gitlab-event']).toBe('Job Hook');
      expect(compile.body).toMatchObject({
        object_kind: 'build',
        ref: 'main',
        tag: false,
        sha: pushed.body.id,
        retries_count: 0,
        build_id: expect.any(Number),
        build_name: 'compile',
        build_stage: 'build',
        build_status: 'canceled',
        build_created_at: expect.stringMatching(/ UTC$/),
        build_allow_failure: false,
        pipeline_id: pipeline.id,
        project_id: project.id,
        project_name: expect.stringContaining(project.name),
        user: { id: me.id, username: me.username },
        commit: { id: pipeline.id, sha: pushed.body.id, message: 'Add CI\n\nTwo stages.' },
        repository: { name: project.name, git_http_url: expect.stringMatching(/\.git$/) },
        project: { id: project.id, path_with_namespace: project.path_with_namespace },
      });

      await t.running.services.hookDeliveries.idle();
      expect(at('?jobs').every((d) => d.headers['x-gitlab-event'] === 'Job Hook')).toBe(true);
      // The pipeline hook has no job events: it hears of the pipeline only.
      expect(at('?pipelines').every((d) => d.headers['x-gitlab-event'] === 'Pipeline Hook')).toBe(true);
      expect(at('?other')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });
});
