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

describe('pipeline hook deliveries', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (
      await t.post('/projects', { body: { name: unique('ci-hooked'), initialize_with_readme: true } })
    ).body;
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends GitLab's pipeline payloads on status changes, only to hooks with the flag", async () => {
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

      await waitUntil('a canceled pipeline hook', () =>
        at('?pipelines').some((d) => d.body.object_attributes.status === 'canceled'),
      );
      const me = (await t.get('/user')).body;

      const canceled = at('?pipelines').find((d) => d.body.object_attributes.status === 'canceled')!;
      expect(canceled.headers['x-gitlab-event']).toBe('Pipeline Hook');
      expect(canceled.headers['x-gitlab-token']).toBe('p-tok');
      expect(canceled.body).toMatchObject({
        object_kind: 'pipeline',
        object_attributes: {
          id: pipeline.id,
          iid: expect.any(Number),
          ref: 'main',
          tag: false,
          sha: pushed.body.id,
          source: 'push',
          status: 'canceled',
          detailed_status: 'canceled',
          stages: ['build', 'test'],
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
          url: expect.stringContaining(`/-/pipelines/${pipeline.id}`),
        },
        merge_request: null,
        user: { id: me.id, username: me.username, name: me.name },
        project: { id: project.id, path_with_namespace: project.path_with_namespace },
        commit: {
          id: pushed.body.id,
          title: 'Add CI',
          message: 'Add CI\n\nTwo stages.',
          url: expect.stringContaining(`/-/commit/${pushed.body.id}`),
          author: { name: expect.any(String), email: expect.any(String) },
        },
      });
      expect(canceled.body.builds.map((b: any) => [b.name, b.stage, b.status]).sort()).toEqual([
        ['check', 'test', 'canceled'],
        ['compile', 'build', 'canceled'],
      ]);
      expect(canceled.body.builds[0]).toMatchObject({
        id: expect.any(Number),
        when: 'on_success',
        manual: false,
        allow_failure: false,
        user: { id: me.id },
      });

      await t.running.services.hookDeliveries.idle();
      expect(at('?pipelines').every((d) => d.headers['x-gitlab-event'] === 'Pipeline Hook')).toBe(true);
      expect(at('?jobs').every((d) => d.headers['x-gitlab-event'] === 'Job Hook')).toBe(true);
      expect(at('?other')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });
});
