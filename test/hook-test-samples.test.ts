import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver } from './support/hook-receiver.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

// Test deliveries of the hook test endpoint for each kind the project has something of: GitLab's
// samples (its newest note, merge request, pipeline, job), or GitLab's 422 when it has none.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.put('/application/settings', { body: { allow_local_requests_from_web_hooks_and_services: true } });
});
afterAll(async () => {
  await t?.close();
});

async function hookedProject(url: string) {
  const project = (
    await t.post('/projects', { body: { name: unique('samples'), initialize_with_readme: true } })
  ).body as { id: number };
  const hook = await t.post(`/projects/${project.id}/hooks`, { body: { url, push_events: true } });
  expect(hook.status, hook.text).toBe(201);
  const test = (trigger: string) => t.post(`/projects/${project.id}/hooks/${hook.body.id}/test/${trigger}`);
  return { project, test };
}

describe('hook test deliveries', () => {
  it("refuse, with GitLab's message, kinds the project has nothing of", async () => {
    const r = await hookReceiver();
    try {
      const { test } = await hookedProject(r.url);
      const answers: Record<string, unknown> = {};
      for (const trigger of [
        'note_events',
        'merge_requests_events',
        'pipeline_events',
        'job_events',
        'releases_events',
      ]) {
        const answer = await test(trigger);
        answers[trigger] = [answer.status, answer.body.message];
      }
      expect(answers).toEqual({
        note_events: [422, 'Ensure the project has notes.'],
        merge_requests_events: [422, 'Ensure the project has merge requests.'],
        pipeline_events: [422, 'Ensure the project has CI pipelines.'],
        job_events: [422, 'Ensure the project has CI jobs.'],
        releases_events: [422, 'Ensure the project has releases.'],
      });
      expect(r.received).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it("send samples built from the project's newest note, merge request, pipeline and job", async () => {
    const r = await hookReceiver();
    try {
      const { project, test } = await hookedProject(r.url);
      const ci = await t.post(`/projects/${project.id}/repository/commits`, {
        body: {
          branch: 'topic',
          start_branch: 'main',
          commit_message: 'Add CI',
          actions: [{ action: 'create', file_path: '.gitlab-ci.yml', content: 'build:\n  script: make\n' }],
        },
      });
      expect(ci.status, ci.text).toBe(201);
      const mr = await t.post(`/projects/${project.id}/merge_requests`, {
        body: { source_branch: 'topic', target_branch: 'main', title: 'Sampled' },
      });
      expect(mr.status, mr.text).toBe(201);
      const note = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/notes`, {
        body: { body: 'A sampled comment' },
      });
      expect(note.status, note.text).toBe(201);
      await settleMergeRequestWork(t);
      await t.running.services.hookDeliveries.idle();
      const before = r.received.length;

      for (const trigger of ['note_events', 'merge_requests_events', 'pipeline_events', 'job_events']) {
        const answer = await test(trigger);
        expect(answer.status, `${trigger}: ${answer.text}`).toBe(201);
      }
      const sent = r.received.slice(before);
      expect(sent.map((d) => [d.headers['x-gitlab-event'], d.body.object_kind])).toEqual([
        ['Note Hook', 'note'],
        ['Merge Request Hook', 'merge_request'],
        ['Pipeline Hook', 'pipeline'],
        ['Job Hook', 'build'],
      ]);
      expect(sent[0]!.body.object_attributes).toMatchObject({ id: note.body.id, note: 'A sampled comment' });
      expect(sent[1]!.body.object_attributes).toMatchObject({ iid: mr.body.iid, title: 'Sampled' });
      expect(sent[2]!.body.object_attributes).toMatchObject({ ref: 'topic', sha: ci.body.id });
      expect(sent[3]!.body).toMatchObject({ build_name: 'build', ref: 'topic', sha: ci.body.id });
    } finally {
      await r.close();
    }
  });
});
