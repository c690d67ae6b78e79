import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function push(dir: string, name: string, from: string, files: Record<string, string>): Promise<string> {
  await git(dir, ['fetch', '--quiet', 'origin']);
  await git(dir, ['checkout', '--quiet', '-B', name, from]);
  const sha = await commitFiles(dir, files, `Change ${name}`);
  await git(dir, ['push', '--quiet', '--force', 'origin', `${name}:refs/heads/${name}`]);
  return sha;
}

describe('merging through @gitbeaker/rest', () => {
  it('MergeRequests.merge, accept, rebase and cancelOnPipelineSuccess', async () => {
    const project = await projectWithFiles(t, { 'README.md': 'hi\n' });
    const head = await push(project.dir, 'topic', 'origin/main', { 'new.txt': 'new\n' });
    const mr = await api.MergeRequests.create(project.id, 'topic', 'main', 'Topic');
    await waitFor(
      () => api.MergeRequests.show(project.id, mr.iid),
      (m) => m.detailed_merge_status === 'mergeable',
      'mergeability',
    );
    await expect(api.MergeRequests.cancelOnPipelineSuccess(project.id, mr.iid)).rejects.toMatchObject({
      cause: { response: { status: 405 } },
    });
    await expect(api.MergeRequests.merge(project.id, mr.iid, { sha: project.sha })).rejects.toMatchObject({
      cause: { response: { status: 409 } },
    });
    const merged = await api.MergeRequests.merge(project.id, mr.iid, {
      sha: head,
      squash: true,
      squashCommitMessage: 'Squashed by gitbeaker',
      shouldRemoveSourceBranch: true,
    });
    expect(merged).toMatchObject({ state: 'merged', squash: true, merge_user: { username: 'root' } });
    const squash = await api.Commits.show(project.id, merged.squash_commit_sha as string);
    expect(squash.message).toBe('Squashed by gitbeaker\n');

    // Semi-linear history: a merge request behind main is rebased, then accepted.
    await api.Projects.edit(project.id, { mergeMethod: 'rebase_merge' });
    await push(project.dir, 'late', 'origin/main', { 'late.txt': 'late\n' });
    const late = await api.MergeRequests.create(project.id, 'late', 'main', 'Late');
    await push(project.dir, 'main', 'origin/main', { 'main.txt': 'moved\n' });
    await waitFor(
      () => api.MergeRequests.show(project.id, late.iid),
      (m) => m.detailed_merge_status === 'need_rebase',
      'need_rebase',
    );
    await expect(api.MergeRequests.accept(project.id, late.iid)).rejects.toMatchObject({
      cause: { response: { status: 406 } },
    });
    expect(await api.MergeRequests.rebase(project.id, late.iid, { skipCI: true })).toEqual({
      rebase_in_progress: true,
    });
    await waitFor(
      () => api.MergeRequests.show(project.id, late.iid, { includeRebaseInProgress: true }),
      (m) => m.rebase_in_progress === false && m.detailed_merge_status === 'mergeable',
      'the rebase',
      15_000,
    );
    const accepted = await api.MergeRequests.accept(project.id, late.iid);
    expect(accepted.state).toBe('merged');
    const commit = await api.Commits.show(project.id, accepted.merge_commit_sha as string);
    expect(commit.parent_ids).toHaveLength(2);
  });
});
