import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };
let featureSha: string;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'hello\n', 'a.txt': 'a\n' });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  // Two commits on `feature`, one file changed and one added; a second branch for other requests.
  await git(project.dir, ['checkout', '--quiet', '-b', 'feature']);
  await commitFiles(project.dir, { 'a.txt': 'a changed\n' }, 'Change a');
  featureSha = await commitFiles(project.dir, { 'b.txt': 'b\n' }, 'Add b');
  await git(project.dir, ['push', '--quiet', 'origin', 'feature']);
  await git(project.dir, ['checkout', '--quiet', '-b', 'other', 'main']);
  await commitFiles(project.dir, { 'c.txt': 'c\n' }, 'Add c');
  await git(project.dir, ['push', '--quiet', 'origin', 'other']);
  await git(project.dir, ['checkout', '--quiet', '-b', 'third', 'main']);
  await commitFiles(project.dir, { 'd.txt': 'd\n' }, 'Add d');
  await git(project.dir, ['push', '--quiet', 'origin', 'third']);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const base = () => `/projects/${project.id}/merge_requests`;

async function create(body: Record<string, unknown>, token?: string) {
  const response = await t.post(base(), { body, token });
  expect(response.status, response.text).toBe(201);
  return response.body as Record<string, unknown> & { iid: number; id: number };
}

async function titles(query: Record<string, unknown>, path = base(), token?: string): Promise<string[]> {
  const response = await t.get(path, { query: query as Record<string, string>, token });
  expect(response.status, response.text).toBe(200);
  return (response.body as { title: string }[]).map((m) => m.title).sort();
}

describe('merge requests', () => {
  let first: Record<string, unknown> & { iid: number; id: number };
  let second: Record<string, unknown> & { iid: number; id: number };
  let milestoneId: number;

  it('creates a merge request with GitLab fields, labels created when missing, and diff refs computed later', async () => {
    const milestone = await t.post(`/projects/${project.id}/milestones`, { body: { title: 'v1' } });
    milestoneId = milestone.body.id as number;
    first = await create(
      {
        source_branch: 'feature',
        target_branch: 'main',
        title: 'Add feature',
        description: '- [x] one\n- [ ] two',
        labels: 'bug,backend',
        assignee_ids: [developer.id],
        reviewer_ids: [reporter.id],
        milestone_id: milestoneId,
      },
      developer.token,
    );
    expect(first).toMatchObject({
      iid: 1,
      project_id: project.id,
      source_project_id: project.id,
      target_project_id: project.id,
      title: 'Add feature',
      state: 'opened',
      draft: false,
      work_in_progress: false,
      labels: ['backend', 'bug'],
      author: { id: developer.id, username: developer.username },
      assignee: { id: developer.id },
      assignees: [{ id: developer.id }],
      reviewers: [{ id: reporter.id }],
      milestone: { id: milestoneId, title: 'v1' },
      upvotes: 0,
      downvotes: 0,
      user_notes_count: 0,
      subscribed: true,
      diff_refs: null,
      changes_count: null,
      references: { short: '!1', relative: '!1', full: `${project.fullPath}!1` },
      web_url: `http://railyard.test/${project.fullPath}/-/merge_requests/1`,
      task_completion_status: { count: 2, completed_count: 1 },
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null },
    });
    const labels = await t.get(`/projects/${project.id}/labels`);
    expect((labels.body as { name: string }[]).map((l) => l.name).sort()).toEqual(['backend', 'bug']);

    const refreshed = await waitFor(
      () => t.get(`${base()}/1`),
      (r) => r.body.diff_refs !== null,
      'diff refs',
    );
    expect(refreshed.body).toMatchObject({
      changes_count: '2',
      sha: featureSha,
      diff_refs: { base_sha: project.sha, head_sha: featureSha, start_sha: project.sha },
      detailed_merge_status: 'mergeable',
    });

    second = await create({ source_branch: 'other', target_branch: 'main', title: 'Draft: other work' });
    expect(second).toMatchObject({
      iid: 2,
      draft: true,
      work_in_progress: true,
      detailed_merge_status: expect.any(String),
    });
    const draft = await waitFor(
      () => t.get(`${base()}/2`),
      (r) => r.body.diff_refs !== null,
      'diff refs',
    );
    expect(draft.body.detailed_merge_status).toBe('draft_status');
  });

  it('refuses bad branches, duplicates and missing parameters with GitLab messages', async () => {
    const same = await t.post(base(), { body: { source_branch: 'main', target_branch: 'main', title: 'x' } });
    expect(same.status).toBe(422);
    expect(same.body.message).toContain("You can't use same project/branch for source and target");
    const missing = await t.post(base(), {
      body: { source_branch: 'nope', target_branch: 'main', title: 'x' },
    });
    expect(missing.status).toBe(422);
    const duplicate = await t.post(base(), {
      body: { source_branch: 'feature', target_branch: 'main', title: 'x' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain(
      'Another open merge request already exists for this source branch: !1',
    );
    const noTitle = await t.post(base(), { body: { source_branch: 'third', target_branch: 'main' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toContain('title is missing');
    const nothing = await t.put(`${base()}/1`, { body: {} });
    expect(nothing.status).toBe(400);
    const outside = await t.post(base(), {
      body: { source_branch: 'third', target_branch: 'main', title: 'x' },
      token: outsider.token,
    });
    expect(outside.status).toBe(404);
    expect((await t.get(`${base()}/99`)).status).toBe(404);
    expect((await t.get(`${base()}/99`)).body.message).toBe('404 Merge Request Not Found');
  });

  it('updates attributes, labels (add, remove, replace), milestone, assignees, and closes and reopens', async () => {
    const updated = await t.put(`${base()}/1`, {
      body: { title: 'Add feature!', add_labels: 'frontend', remove_labels: 'bug', discussion_locked: true },
      token: developer.token,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Add feature!',
      labels: ['backend', 'frontend'],
      discussion_locked: true,
    });
    const replaced = await t.put(`${base()}/1`, {
      body: { labels: 'bug', milestone_id: 0, assignee_ids: [] },
    });
    expect(replaced.body).toMatchObject({ labels: ['bug'], milestone: null, assignees: [], assignee: null });
    const closed = await t.put(`${base()}/1`, { body: { state_event: 'close' }, token: developer.token });
    expect(closed.body).toMatchObject({
      state: 'closed',
      closed_by: { id: developer.id },
      closed_at: expect.any(String),
      detailed_merge_status: 'not_open',
    });
    const reopened = await t.put(`${base()}/1`, { body: { state_event: 'reopen' } });
    expect(reopened.body).toMatchObject({ state: 'opened', closed_by: null, closed_at: null });
    const byReporter = await t.put(`${base()}/2`, { body: { title: 'nope' }, token: reporter.token });
    expect(byReporter.status).toBe(403);
    await t.put(`${base()}/1`, { body: { milestone_id: milestoneId, assignee_id: developer.id } });
  });

  it('lists with GitLab filters', async () => {
    await create(
      { source_branch: 'third', target_branch: 'main', title: 'Third thing', description: 'needle' },
      reporter.token,
    );
    const all = ['Add feature!', 'Draft: other work', 'Third thing'];
    expect(await titles({})).toEqual(all);
    expect(await titles({ iids: [1, 3] })).toEqual(['Add feature!', 'Third thing']);
    expect(await titles({ state: 'opened' })).toEqual(all);
    expect(await titles({ state: 'closed' })).toEqual([]);
    expect(await titles({ labels: 'bug' })).toEqual(['Add feature!']);
    expect(await titles({ labels: 'None' })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ labels: 'Any' })).toEqual(['Add feature!']);
    expect(await titles({ 'not[labels]': 'bug' })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ milestone: 'v1' })).toEqual(['Add feature!']);
    expect(await titles({ milestone: 'None' })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ milestone: 'Any' })).toEqual(['Add feature!']);
    expect(await titles({ 'not[milestone]': 'v1' })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ wip: 'yes' })).toEqual(['Draft: other work']);
    expect(await titles({ wip: 'no' })).toEqual(['Add feature!', 'Third thing']);
    expect(await titles({ author_id: reporter.id })).toEqual(['Third thing']);
    expect(await titles({ author_username: developer.username })).toEqual(['Add feature!']);
    expect(await titles({ 'not[author_id]': reporter.id })).toEqual(['Add feature!', 'Draft: other work']);
    expect(await titles({ assignee_id: developer.id })).toEqual(['Add feature!']);
    expect(await titles({ assignee_id: 'None' })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ assignee_id: 'Any' })).toEqual(['Add feature!']);
    expect(await titles({ assignee_username: developer.username })).toEqual(['Add feature!']);
    expect(await titles({ reviewer_id: reporter.id })).toEqual(['Add feature!']);
    expect(await titles({ reviewer_username: reporter.username })).toEqual(['Add feature!']);
    expect(await titles({ reviewer_id: 'None' })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ 'not[reviewer_id]': reporter.id })).toEqual(['Draft: other work', 'Third thing']);
    expect(await titles({ search: 'needle' })).toEqual(['Third thing']);
    expect(await titles({ search: 'needle', in: 'title' })).toEqual([]);
    expect(await titles({ search: 'third', in: 'title' })).toEqual(['Third thing']);
    expect(await titles({ source_branch: 'other' })).toEqual(['Draft: other work']);
    expect(await titles({ target_branch: 'main' })).toEqual(all);
    expect(await titles({ created_after: '2000-01-01T00:00:00Z' })).toEqual(all);
    expect(await titles({ created_before: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect(await titles({ updated_after: '2999-01-01T00:00:00Z' })).toEqual([]);
    expect(await titles({ updated_before: '2999-01-01T00:00:00Z' })).toEqual(all);
    expect(await titles({ my_reaction_emoji: 'None' })).toEqual(all);
    expect(await titles({ my_reaction_emoji: 'thumbsup' })).toEqual([]);
    expect(await titles({ environment: 'production' })).toEqual([]);
    expect(await titles({ merge_user_id: 'None' })).toEqual(all);
    const mutually = await t.get(base(), { query: { author_id: '1', author_username: 'root' } });
    expect(mutually.status).toBe(400);
    const bad = await t.get(base(), { query: { state: 'bogus' } });
    expect(bad.status).toBe(400);

    const ordered = await t.get(base(), { query: { order_by: 'title', sort: 'asc' } });
    expect((ordered.body as { title: string }[]).map((m) => m.title)).toEqual(all);
    const newest = await t.get(base(), { query: { per_page: '2' } });
    expect((newest.body as { iid: number }[]).map((m) => m.iid)).toEqual([3, 2]);
    expect(newest.headers['x-total']).toBe('3');
    expect(newest.headers['x-next-page']).toBe('2');

    const simple = await t.get(base(), { query: { view: 'simple', iids: '1' } });
    expect(Object.keys(simple.body[0]).sort()).toEqual(
      [
        'id',
        'iid',
        'project_id',
        'title',
        'description',
        'state',
        'created_at',
        'updated_at',
        'web_url',
      ].sort(),
    );
    const details = await t.get(base(), { query: { with_labels_details: 'true', iids: '1' } });
    expect(details.body[0].labels[0]).toMatchObject({ name: 'bug', color: expect.any(String) });
  });

  it('lists across projects by scope', async () => {
    expect(await titles({}, '/merge_requests', developer.token)).toEqual(['Add feature!']);
    expect(await titles({ scope: 'created_by_me' }, '/merge_requests', reporter.token)).toEqual([
      'Third thing',
    ]);
    expect(await titles({ scope: 'assigned_to_me' }, '/merge_requests', developer.token)).toEqual([
      'Add feature!',
    ]);
    expect(await titles({ scope: 'all' }, '/merge_requests', reporter.token)).toEqual([
      'Add feature!',
      'Draft: other work',
      'Third thing',
    ]);
    expect(await titles({ scope: 'all' }, '/merge_requests', outsider.token)).toEqual([]);
    expect(await titles({ scope: 'all', wip: 'yes' }, '/merge_requests')).toEqual(['Draft: other work']);
  });

  it('tracks time', async () => {
    const estimate = await t.post(`${base()}/1/time_estimate`, { body: { duration: '3h30m' } });
    expect(estimate.status, estimate.text).toBe(200);
    expect(estimate.body).toEqual({
      time_estimate: 12600,
      total_time_spent: 0,
      human_time_estimate: '3h 30m',
      human_total_time_spent: null,
    });
    const spent = await t.post(`${base()}/1/add_spent_time`, { body: { duration: '1d' } });
    expect(spent.status).toBe(201);
    expect(spent.body).toMatchObject({ total_time_spent: 28800, human_total_time_spent: '1d' });
    await t.post(`${base()}/1/add_spent_time`, { body: { duration: '-1h' } });
    expect((await t.get(`${base()}/1/time_stats`)).body).toMatchObject({ total_time_spent: 25200 });
    expect((await t.get(`${base()}/1`)).body.time_stats).toMatchObject({ human_total_time_spent: '7h' });
    expect((await t.post(`${base()}/1/add_spent_time`, { body: { duration: 'soon' } })).status).toBe(400);
    expect((await t.post(`${base()}/1/reset_spent_time`)).body).toMatchObject({ total_time_spent: 0 });
    expect((await t.post(`${base()}/1/reset_time_estimate`)).body).toMatchObject({ time_estimate: 0 });
    expect(
      (await t.post(`${base()}/1/time_estimate`, { body: { duration: '1h' }, token: outsider.token })).status,
    ).toBe(404);
  });

  it('subscribes and unsubscribes, answering 304 when nothing changes', async () => {
    const off = await t.post(`${base()}/1/unsubscribe`, { token: developer.token });
    expect(off.status, off.text).toBe(201);
    expect(off.body.subscribed).toBe(false);
    expect((await t.post(`${base()}/1/unsubscribe`, { token: developer.token })).status).toBe(304);
    const on = await t.post(`${base()}/1/subscribe`, { token: developer.token });
    expect(on.body.subscribed).toBe(true);
    expect((await t.post(`${base()}/1/subscribe`, { token: developer.token })).status).toBe(304);
  });

  it('approves and unapproves, and shows participants', async () => {
    const approved = await t.post(`${base()}/1/approve`, { token: developer.token });
    expect(approved.status, approved.text).toBe(201);
    expect(approved.body).toMatchObject({
      iid: 1,
      approved: true,
      user_has_approved: true,
      user_can_approve: false,
      approved_by: [{ user: { id: developer.id } }],
    });
    expect((await t.post(`${base()}/1/approve`, { token: developer.token })).status).toBe(401);
    expect((await t.post(`${base()}/1/approve`, { token: reporter.token })).status).toBe(403);
    const state = await t.get(`${base()}/1/approvals`, { token: reporter.token });
    expect(state.body).toMatchObject({
      user_has_approved: false,
      approved_by: [{ user: { id: developer.id } }],
    });
    expect(await titles({ approved_by_ids: [developer.id] })).toEqual(['Add feature!']);
    expect(await titles({ approved_by_ids: 'None' })).toEqual(['Draft: other work', 'Third thing']);
    const participants = await t.get(`${base()}/1/participants`);
    expect((participants.body as { id: number }[]).map((u) => u.id)).toEqual([developer.id, reporter.id]);
    const unapproved = await t.post(`${base()}/1/unapprove`, { token: developer.token });
    expect(unapproved.status).toBe(201);
    expect(unapproved.body).toMatchObject({ approved: false, approved_by: [] });
    expect((await t.post(`${base()}/1/unapprove`, { token: developer.token })).status).toBe(404);
  });

  it('reads commits, changes, diffs and raw diffs from git', async () => {
    const commits = await t.get(`${base()}/1/commits`);
    expect(commits.status, commits.text).toBe(200);
    expect((commits.body as { title: string }[]).map((c) => c.title)).toEqual(['Add b', 'Change a']);
    expect(commits.body[0]).toMatchObject({ id: featureSha, short_id: featureSha.slice(0, 8) });
    const changes = await t.get(`${base()}/1/changes`);
    expect(changes.body).toMatchObject({ iid: 1, changes_count: '2' });
    expect((changes.body.changes as { new_path: string }[]).map((c) => c.new_path).sort()).toEqual([
      'a.txt',
      'b.txt',
    ]);
    const diffs = await t.get(`${base()}/1/diffs`, { query: { per_page: '1' } });
    expect(diffs.body).toHaveLength(1);
    expect(diffs.headers['x-total']).toBe('2');
    expect(diffs.body[0]).toMatchObject({
      new_path: 'a.txt',
      new_file: false,
      diff: expect.stringContaining('+a changed'),
    });
    const raw = await t.get(`${base()}/1/raw_diffs`);
    expect(raw.status).toBe(200);
    expect(raw.text).toContain('diff --git a/b.txt b/b.txt');
  });

  it("counts open merge requests per label and keeps a promoted label's merge requests", async () => {
    const counted = await t.get(`/projects/${project.id}/labels`, { query: { with_counts: 'true' } });
    const bug = (counted.body as { name: string; open_merge_requests_count: number }[]).find(
      (l) => l.name === 'bug',
    );
    expect(bug?.open_merge_requests_count).toBe(1);
    const group = await t.post('/groups', { body: { name: 'mr-labels', path: `mr-labels-${Date.now()}` } });
    const transferred = await t.put(`/projects/${project.id}/transfer`, {
      body: { namespace: group.body.id },
    });
    expect(transferred.status, transferred.text).toBe(200);
    const promoted = await t.put(`/projects/${project.id}/labels/bug/promote`);
    expect(promoted.status, promoted.text).toBe(200);
    expect((await t.get(`${base()}/1`)).body.labels).toEqual(['bug']);
    expect(await titles({ labels: 'bug' })).toEqual(['Add feature!']);
  });

  it('deletes for owners only', async () => {
    expect((await t.delete(`${base()}/2`, { token: developer.token })).status).toBe(403);
    expect((await t.delete(`${base()}/2`)).status).toBe(204);
    expect((await t.get(`${base()}/2`)).status).toBe(404);
    // iids are never given twice.
    const next = await create({ source_branch: 'other', target_branch: 'main', title: 'again' });
    expect(next.iid).toBe(4);
  });
});
