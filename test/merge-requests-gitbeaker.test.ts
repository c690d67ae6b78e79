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

describe('merge requests through @gitbeaker/rest', () => {
  it('drives MergeRequests and MergeRequestApprovals as a GitLab client does', async () => {
    const project = await projectWithFiles(t, { 'README.md': 'hi\n' });
    await git(project.dir, ['checkout', '--quiet', '-b', 'topic']);
    const head = await commitFiles(project.dir, { 'new.txt': 'new\n' }, 'Add new file');
    await git(project.dir, ['push', '--quiet', 'origin', 'topic']);

    const created = await api.MergeRequests.create(project.id, 'topic', 'main', 'Draft: topic', {
      description: 'About the topic',
      labels: 'feature',
      removeSourceBranch: true,
    });
    expect(created).toMatchObject({
      iid: 1,
      project_id: project.id,
      title: 'Draft: topic',
      draft: true,
      labels: ['feature'],
      force_remove_source_branch: true,
      state: 'opened',
    });
    const edited = await api.MergeRequests.edit(project.id, 1, { title: 'Topic', addLabels: 'ready' });
    expect(edited).toMatchObject({ title: 'Topic', draft: false, labels: ['feature', 'ready'] });
    const shown = await waitFor(
      () => api.MergeRequests.show(project.id, 1),
      (mr) => mr.diff_refs !== null,
      'diff refs',
    );
    expect(shown).toMatchObject({ sha: head, changes_count: '1', diff_refs: { head_sha: head } });

    expect(
      (await api.MergeRequests.all({ projectId: project.id, labels: 'ready' })).map((m) => m.iid),
    ).toEqual([1]);
    expect(await api.MergeRequests.all({ projectId: project.id, wip: 'yes' })).toEqual([]);
    expect((await api.MergeRequests.all({ scope: 'created_by_me' })).map((m) => m.title)).toContain('Topic');

    expect(await api.MergeRequests.setTimeEstimate(project.id, 1, '2h')).toMatchObject({
      time_estimate: 7200,
      human_time_estimate: '2h',
    });
    expect(await api.MergeRequests.addSpentTime(project.id, 1, '30m')).toMatchObject({
      total_time_spent: 1800,
    });
    expect(await api.MergeRequests.showTimeStats(project.id, 1)).toMatchObject({
      time_estimate: 7200,
      total_time_spent: 1800,
    });
    expect(await api.MergeRequests.resetSpentTime(project.id, 1)).toMatchObject({ total_time_spent: 0 });
    expect(await api.MergeRequests.resetTimeEstimate(project.id, 1)).toMatchObject({ time_estimate: 0 });

    expect((await api.MergeRequests.unsubscribe(project.id, 1)).subscribed).toBe(false);
    expect((await api.MergeRequests.subscribe(project.id, 1)).subscribed).toBe(true);

    const approval = await api.MergeRequestApprovals.approve(project.id, 1);
    expect(approval).toMatchObject({ approved: true, user_has_approved: true });
    await api.MergeRequestApprovals.unapprove(project.id, 1);
    expect(await api.MergeRequestApprovals.approve(project.id, 1)).toMatchObject({ approved: true });

    expect((await api.MergeRequests.allParticipants(project.id, 1)).map((u) => u.username)).toEqual(['root']);
    expect((await api.MergeRequests.allCommits(project.id, 1)).map((c) => c.id)).toEqual([head]);
    const changes = await api.MergeRequests.showChanges(project.id, 1);
    expect((changes.changes as { new_path: string }[]).map((c) => c.new_path)).toEqual(['new.txt']);
    expect((await api.MergeRequests.allDiffs(project.id, 1)).map((d) => d.new_path)).toEqual(['new.txt']);

    const closed = await api.MergeRequests.edit(project.id, 1, { stateEvent: 'close' });
    expect(closed.state).toBe('closed');
    await api.MergeRequests.remove(project.id, 1);
    await expect(api.MergeRequests.show(project.id, 1)).rejects.toThrow();
  });
});
