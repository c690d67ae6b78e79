import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeRequestWidgetDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

/** The merge widget's fields: checks, default messages as `/merge` writes them, strategies, commits. */
let t: TestApp;
let reporter: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };

const TEMPLATE = 'Merge %{source_branch} to %{target_branch}\n\n%{title}\n%{issues}\nSee %{reference}';

beforeAll(async () => {
  t = await startTestApp();
  reporter = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'hi\n' });
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await git(project.dir, ['checkout', '--quiet', '-b', 'topic']);
  await commitFiles(project.dir, { 'a.txt': 'a\n' }, 'Add a');
  // A merge commit on the source branch: left out of commitsWithoutMergeCommits.
  await git(project.dir, ['checkout', '--quiet', '-b', 'side', 'main']);
  await commitFiles(project.dir, { 'b.txt': 'b\n' }, 'Add b');
  await git(project.dir, ['checkout', '--quiet', 'topic']);
  await git(project.dir, ['merge', '--quiet', '--no-ff', '-m', 'Merge side into topic', 'side']);
  await git(project.dir, ['push', '--quiet', 'origin', 'topic']);
  await git(project.dir, ['push', '--quiet', 'origin', 'main:refs/heads/drafty']);
}, 120_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function widget(iid: number, token?: string) {
  const r = await t.graphql(
    MergeRequestWidgetDocument,
    { fullPath: project.fullPath, iid: String(iid) },
    token,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.project!;
}

async function open(body: Record<string, unknown>): Promise<number> {
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    body: { target_branch: 'main', ...body },
  });
  expect(created.status, created.text).toBe(201);
  const iid = created.body.iid as number;
  await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests/${iid}`),
    (r) => r.body.detailed_merge_status !== 'unchecked' && r.body.detailed_merge_status !== 'checking',
    'mergeability',
  );
  await settleMergeRequestWork(t);
  return iid;
}

describe('merge widget fields', () => {
  it('offers the default messages /merge writes, the checks, and the commits without merge commits', async () => {
    const iid = await open({ source_branch: 'topic', title: 'Topic work', description: 'Why it matters' });
    const before = await widget(iid);
    const mr = before.mergeRequest!;
    expect(mr.detailedMergeStatus).toBe('MERGEABLE');
    expect(mr.mergeabilityChecks.every((c) => c.status === 'SUCCESS' || c.status === 'INACTIVE')).toBe(true);
    expect(mr.mergeableDiscussionsState).toBe(true);
    expect(mr.defaultMergeCommitMessage).toBe(
      `Merge branch 'topic' into 'main'\n\nTopic work\n\nSee merge request ${project.fullPath}!${iid}`,
    );
    expect(mr.defaultMergeCommitMessageWithDescription).toBe(
      `Merge branch 'topic' into 'main'\n\nTopic work\n\nWhy it matters\n\nSee merge request ${project.fullPath}!${iid}`,
    );
    expect(mr.defaultSquashCommitMessage).toBe('Topic work');
    // No pipeline runs: nothing to wait for, and no CI at all.
    expect(mr.availableAutoMergeStrategies).toEqual([]);
    expect(mr.hasCi).toBe(false);
    expect(mr.mergeTrainsCount).toBeNull();
    expect(mr.mergeTrainCar).toBeNull();
    expect(before.ciCdSettings).toEqual({ mergeTrainsEnabled: false });
    const commits = mr.commitsWithoutMergeCommits!.nodes;
    expect(commits.map((c) => c.title).sort()).toEqual(['Add a', 'Add b']);
    const added = commits.find((c) => c.title === 'Add b')!;
    expect(added.shortId).toBe(added.sha.slice(0, 8));
    expect(added.message).toBe('Add b\n');

    // The project's template: the widget shows what /merge then writes.
    const settings = await t.put(`/projects/${project.id}`, { body: { merge_commit_template: TEMPLATE } });
    expect(settings.status, settings.text).toBe(200);
    const templated = (await widget(iid)).mergeRequest!.defaultMergeCommitMessage;
    expect(templated).toBe(`Merge topic to main\n\nTopic work\nSee ${project.fullPath}!${iid}`);
    const merged = await t.put(`/projects/${project.id}/merge_requests/${iid}/merge`);
    expect(merged.status, merged.text).toBe(200);
    const commit = await t.get(`/projects/${project.id}/repository/commits/${merged.body.merge_commit_sha}`);
    expect(commit.body.message).toBe(`${templated}\n`);

    // Merged: the open check fails, as detailedMergeStatus says.
    const after = (await widget(iid)).mergeRequest!;
    expect(after.detailedMergeStatus).toBe('NOT_OPEN');
    expect(after.mergeabilityChecks[0]).toEqual({
      identifier: 'NOT_OPEN',
      status: 'FAILED',
      missingOwners: null,
    });
  });

  it('fails the draft and thread checks as detailedMergeStatus does; reporters get no strategies', async () => {
    const required = await t.put(`/projects/${project.id}`, {
      body: { only_allow_merge_if_all_discussions_are_resolved: true },
    });
    expect(required.status, required.text).toBe(200);
    await git(project.dir, ['checkout', '--quiet', 'drafty']);
    await commitFiles(project.dir, { 'c.txt': 'c\n' }, 'Add c');
    await git(project.dir, ['push', '--quiet', 'origin', 'drafty']);
    const iid = await open({ source_branch: 'drafty', title: 'Draft: later' });
    const thread = await t.post(`/projects/${project.id}/merge_requests/${iid}/discussions`, {
      body: { body: 'Please explain' },
    });
    expect(thread.status, thread.text).toBe(201);
    const mr = (await widget(iid)).mergeRequest!;
    expect(mr.detailedMergeStatus).toBe('DRAFT_STATUS');
    const statuses = Object.fromEntries(mr.mergeabilityChecks.map((c) => [c.identifier, c.status]));
    expect(statuses).toMatchObject({
      NOT_OPEN: 'SUCCESS',
      DRAFT_STATUS: 'FAILED',
      DISCUSSIONS_NOT_RESOLVED: 'FAILED',
      CI_MUST_PASS: 'INACTIVE',
    });
    expect(mr.mergeableDiscussionsState).toBe(false);

    const ready = await t.put(`/projects/${project.id}/merge_requests/${iid}`, { body: { title: 'Later' } });
    expect(ready.status, ready.text).toBe(200);
    const asReporter = (await widget(iid, reporter.token)).mergeRequest!;
    expect(asReporter.detailedMergeStatus).toBe('DISCUSSIONS_NOT_RESOLVED');
    expect(asReporter.availableAutoMergeStrategies).toEqual([]);
  });
});
