import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';
import { tempDir } from './support/git.ts';
import { GATED_PIPELINE, trainProject } from './support/merge-trains.ts';

/**
 * What a push to a merge request's target branch recomputes: its mergeability against the new
 * target head, not its diff (GitLab keeps a merge request's diff when only the target branch moved),
 * unless the merge base moved; a merge request riding a merge train is rechecked when it leaves.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

interface DiffRefs {
  base_sha: string;
  head_sha: string;
  start_sha: string;
}

async function mergeRequest(projectId: number, iid: number) {
  const found = await t.get(`/projects/${projectId}/merge_requests/${iid}`);
  expect(found.status).toBe(200);
  return found.body as {
    diff_refs: DiffRefs;
    detailed_merge_status: string;
    has_conflicts: boolean;
    changes_count: string | null;
  };
}

describe('a push to the target branch of a merge request', () => {
  it('rechecks mergeability and keeps the diff, which follows only when the merge base moves', async () => {
    const project = await projectWithFiles(t, { 'a.txt': 'one\n', 'b.txt': 'two\n' });
    await git(project.dir, ['checkout', '--quiet', '-b', 'feature', project.sha]);
    const feature = await commitFiles(project.dir, { 'a.txt': 'one, changed\n' }, 'Change a');
    await git(project.dir, ['push', '--quiet', 'origin', 'feature']);
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'feature', target_branch: 'main', title: 'Change a' },
    });
    expect(created.status).toBe(201);
    const iid = Number(created.body.iid);
    await settleMergeRequestWork(t);
    const first = await mergeRequest(project.id, iid);
    expect(first.diff_refs).toEqual({ base_sha: project.sha, head_sha: feature, start_sha: project.sha });
    expect(first.detailed_merge_status).toBe('mergeable');

    // Another file changes on the target: still mergeable, the same diff.
    await git(project.dir, ['checkout', '--quiet', 'main']);
    await commitFiles(project.dir, { 'b.txt': 'two, changed\n' }, 'Change b');
    await git(project.dir, ['push', '--quiet', 'origin', 'main']);
    await settleMergeRequestWork(t);
    expect(await mergeRequest(project.id, iid)).toMatchObject({
      diff_refs: first.diff_refs,
      detailed_merge_status: 'mergeable',
    });

    // The same line changes on the target: a conflict, and still the same diff.
    const conflicting = await commitFiles(project.dir, { 'a.txt': 'one, otherwise\n' }, 'Change a too');
    await git(project.dir, ['push', '--quiet', 'origin', 'main']);
    await settleMergeRequestWork(t);
    expect(await mergeRequest(project.id, iid)).toMatchObject({
      diff_refs: first.diff_refs,
      detailed_merge_status: 'conflict',
      has_conflicts: true,
    });

    // The source commit reaches the target by another way: the merge base moves, the diff follows.
    await git(project.dir, ['merge', '--quiet', '-s', 'ours', '-m', 'Take feature', 'feature']);
    const merged = (await git(project.dir, ['rev-parse', 'HEAD'])).stdout.trim();
    await git(project.dir, ['push', '--quiet', 'origin', 'main']);
    await settleMergeRequestWork(t);
    const after = await mergeRequest(project.id, iid);
    expect(after.diff_refs).toEqual({ base_sha: feature, head_sha: feature, start_sha: merged });
    expect(after.changes_count).toBe('0');
    expect(conflicting).not.toBe(merged);
  });

  it('leaves a merge request on a merge train to the train, and rechecks it once it leaves', async () => {
    const gates = await tempDir('railyard-refresh-gates-');
    const project = await trainProject(
      t,
      [{ name: 'rider', files: { 'README.md': 'hello from the rider\n' } }],
      GATED_PIPELINE,
      gates,
    );
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'rider', target_branch: 'main', title: 'Ride' },
    });
    const iid = Number(created.body.iid);
    await settleMergeRequestWork(t);
    expect((await mergeRequest(project.id, iid)).detailed_merge_status).toBe('mergeable');
    const added = await t.post(`/projects/${project.id}/merge_trains/merge_requests/${iid}`);
    expect(added.status).toBe(201);

    // The target changes the same line: the train drops the car, and the merge request shows why.
    await git(project.dir, ['checkout', '--quiet', 'main']);
    await commitFiles(project.dir, { 'README.md': 'hello from main\n' }, 'Change the README');
    await git(project.dir, ['push', '--quiet', 'origin', 'main']);
    await waitFor(
      () => t.get(`/projects/${project.id}/merge_trains/merge_requests/${iid}`),
      (r) => r.status === 404,
      'the car leaving its train',
    );
    await settleMergeRequestWork(t);
    const after = await mergeRequest(project.id, iid);
    expect(after.detailed_merge_status).toBe('conflict');
    expect(after.has_conflicts).toBe(true);
  });
});
