import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let maintainer: CreatedUser;
let reporter: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  maintainer = await createUser(t);
  reporter = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

type Project = { id: number; fullPath: string; sha: string; dir: string };

async function newProject(settings: Record<string, unknown> = {}): Promise<Project> {
  const project = await projectWithFiles(t, { 'README.md': 'hello\n', 'a.txt': 'a\n' });
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  if (Object.keys(settings).length > 0) {
    const updated = await t.put(`/projects/${project.id}`, { body: settings });
    expect(updated.status, updated.text).toBe(200);
  }
  return project;
}

/** A branch from `from` with the given commits, pushed; returns its head. */
async function branch(
  project: Project,
  name: string,
  commits: Record<string, string>[],
  from = 'origin/main',
): Promise<string> {
  await git(project.dir, ['fetch', '--quiet', 'origin']);
  await git(project.dir, ['checkout', '--quiet', '-B', name, from]);
  let sha = '';
  for (const [i, files] of commits.entries()) sha = await commitFiles(project.dir, files, `${name} ${i + 1}`);
  await git(project.dir, ['push', '--quiet', '--force', 'origin', `${name}:refs/heads/${name}`]);
  return sha;
}

async function headOf(project: Project, name: string): Promise<string | null> {
  const response = await t.get(`/projects/${project.id}/repository/branches/${name}`);
  return response.status === 200 ? (response.body.commit.id as string) : null;
}

async function parentsOf(project: Project, sha: string): Promise<string[]> {
  const response = await t.get(`/projects/${project.id}/repository/commits/${sha}`);
  expect(response.status, response.text).toBe(200);
  return response.body.parent_ids as string[];
}

async function openMr(project: Project, source: string, title = `MR ${source}`, target = 'main') {
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    body: { source_branch: source, target_branch: target, title },
  });
  expect(created.status, created.text).toBe(201);
  const iid = created.body.iid as number;
  const checked = await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests/${iid}`),
    (r) => !['unchecked', 'checking'].includes(r.body.detailed_merge_status as string) && r.body.sha !== null,
    'mergeability',
  );
  return checked.body as Record<string, any> & { iid: number; id: number };
}

const mergeUrl = (project: Project, iid: number) => `/projects/${project.id}/merge_requests/${iid}/merge`;

async function systemNotes(mrId: number): Promise<string[]> {
  const db = t.running.orm.em.fork().getKysely();
  const { rows } = await sql<{ body: string }>`select body from notes
    where noteable_type = 'MergeRequest' and noteable_id = ${mrId} and system order by id`.execute(db);
  return rows.map((r) => r.body);
}

describe('PUT /merge with a merge commit', () => {
  it('refuses (401, 409) without changing anything, then merges with a merge commit', async () => {
    const project = await newProject();
    const head = await branch(project, 'feature', [{ 'b.txt': 'b\n' }, { 'c.txt': 'c\n' }]);
    const mr = await openMr(project, 'feature');
    expect(mr).toMatchObject({
      detailed_merge_status: 'mergeable',
      merge_status: 'can_be_merged',
      has_conflicts: false,
    });

    const denied = await t.put(mergeUrl(project, mr.iid), { token: reporter.token });
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({ message: '401 Unauthorized' });

    const stale = await t.put(mergeUrl(project, mr.iid), { body: { sha: project.sha } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: `SHA does not match HEAD of source branch: ${head}` });
    expect(await headOf(project, 'main')).toBe(project.sha);
    expect((await t.get(`/projects/${project.id}/merge_requests/${mr.iid}`)).body.state).toBe('opened');

    const merged = await t.put(mergeUrl(project, mr.iid), {
      token: maintainer.token,
      body: { sha: head, should_remove_source_branch: true },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({
      state: 'merged',
      merged_by: { id: maintainer.id },
      merge_user: { id: maintainer.id },
      squash_commit_sha: null,
      should_remove_source_branch: true,
      detailed_merge_status: 'not_open',
    });
    expect(merged.body.merged_at).toEqual(expect.any(String));
    const mainHead = await headOf(project, 'main');
    expect(merged.body.merge_commit_sha).toBe(mainHead);
    expect(await parentsOf(project, mainHead!)).toEqual([project.sha, head]);
    const commit = await t.get(`/projects/${project.id}/repository/commits/${mainHead}`);
    expect(commit.body.message).toBe(
      `Merge branch 'feature' into 'main'\n\nMR feature\n\nSee merge request ${project.fullPath}!${mr.iid}\n`,
    );
    expect(commit.body.committer_email).toBe(maintainer.email);
    await waitFor(
      () => headOf(project, 'feature'),
      (h) => h === null,
      'source branch removal',
    );
    expect(await systemNotes(mr.id)).toEqual(['merged']);

    const again = await t.put(mergeUrl(project, mr.iid));
    expect(again.status).toBe(405);
    expect(again.body).toEqual({ message: '405 Method Not Allowed' });
  });

  it('uses the merge commit template and a given message', async () => {
    const project = await newProject({
      merge_commit_template:
        'Merge %{source_branch} to %{target_branch}\n\n%{title}\n%{issues}\nSee %{reference}',
    });
    await branch(project, 'templated', [{ 't.txt': 't\n' }]);
    const mr = await openMr(project, 'templated', 'Templated');
    const merged = await t.put(mergeUrl(project, mr.iid));
    expect(merged.status, merged.text).toBe(200);
    const commit = await t.get(`/projects/${project.id}/repository/commits/${merged.body.merge_commit_sha}`);
    expect(commit.body.message).toBe(
      `Merge templated to main\n\nTemplated\nSee ${project.fullPath}!${mr.iid}\n`,
    );

    await branch(project, 'custom', [{ 'u.txt': 'u\n' }]);
    const second = await openMr(project, 'custom');
    const custom = await t.put(mergeUrl(project, second.iid), {
      body: { merge_commit_message: 'My own words' },
    });
    expect(custom.status, custom.text).toBe(200);
    const written = await t.get(`/projects/${project.id}/repository/commits/${custom.body.merge_commit_sha}`);
    expect(written.body.message).toBe('My own words\n');
  });
});

describe('refusals', () => {
  it('405 for drafts, closed merge requests, a required pipeline and unresolved threads', async () => {
    const project = await newProject();
    await branch(project, 'draft', [{ 'd.txt': 'd\n' }]);
    const draft = await openMr(project, 'draft', 'Draft: not yet');
    expect(draft.detailed_merge_status).toBe('draft_status');
    const refused = await t.put(mergeUrl(project, draft.iid));
    expect(refused.status).toBe(405);
    expect(refused.body).toEqual({ message: '405 Method Not Allowed' });

    await t.put(`/projects/${project.id}/merge_requests/${draft.iid}`, {
      body: { title: 'Ready', state_event: 'close' },
    });
    expect((await t.put(mergeUrl(project, draft.iid))).status).toBe(405);
    await t.put(`/projects/${project.id}/merge_requests/${draft.iid}`, { body: { state_event: 'reopen' } });
    await waitFor(
      () => t.get(`/projects/${project.id}/merge_requests/${draft.iid}`),
      (r) => r.body.detailed_merge_status === 'mergeable',
      'mergeable again',
    );

    await t.put(`/projects/${project.id}`, { body: { only_allow_merge_if_pipeline_succeeds: true } });
    const noPipeline = await t.get(`/projects/${project.id}/merge_requests/${draft.iid}`);
    expect(noPipeline.body.detailed_merge_status).toBe('ci_must_pass');
    expect((await t.put(mergeUrl(project, draft.iid))).status).toBe(405);
    await t.put(`/projects/${project.id}`, { body: { only_allow_merge_if_pipeline_succeeds: false } });

    await t.put(`/projects/${project.id}`, {
      body: { only_allow_merge_if_all_discussions_are_resolved: true },
    });
    const db = t.running.orm.em.fork().getKysely();
    await sql`insert into notes (project_id, author_id, noteable_type, noteable_id, body, system, internal,
        discussion_id, type, created_at, updated_at)
      values (${project.id}, 1, 'MergeRequest', ${draft.id}, 'Please fix', false, false,
        ${'d'.repeat(40)}, 'DiscussionNote', now(), now())`.execute(db);
    const blocked = await t.get(`/projects/${project.id}/merge_requests/${draft.iid}`);
    expect(blocked.body).toMatchObject({
      detailed_merge_status: 'discussions_not_resolved',
      blocking_discussions_resolved: false,
    });
    expect((await t.put(mergeUrl(project, draft.iid))).status).toBe(405);
    await sql`update notes set resolved_at = now() where noteable_id = ${draft.id}`.execute(db);
    const resolved = await t.put(mergeUrl(project, draft.iid));
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.state).toBe('merged');
  });

  it('406 for conflicts, which GET shows as conflict; nothing moves', async () => {
    const project = await newProject();
    await branch(project, 'left', [{ 'a.txt': 'left\n' }]);
    const left = await openMr(project, 'left');
    await branch(project, 'right', [{ 'a.txt': 'right\n' }]);
    const right = await openMr(project, 'right');
    expect((await t.put(mergeUrl(project, left.iid))).status).toBe(200);
    const conflicted = await waitFor(
      () => t.get(`/projects/${project.id}/merge_requests/${right.iid}`),
      (r) => r.body.detailed_merge_status === 'conflict',
      'the conflict after the target moved',
    );
    expect(conflicted.body).toMatchObject({ has_conflicts: true, merge_status: 'cannot_be_merged' });
    const before = await headOf(project, 'main');
    const refused = await t.put(mergeUrl(project, right.iid));
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual({ message: 'Branch cannot be merged' });
    expect(await headOf(project, 'main')).toBe(before);
    expect((await t.get(`/projects/${project.id}/merge_requests/${right.iid}`)).body.state).toBe('opened');

    const ref = await t.get(`/projects/${project.id}/merge_requests/${right.iid}/merge_ref`);
    expect(ref.status).toBe(400);
    expect(ref.body).toEqual({ message: 'Merge request is not mergeable' });
  });
});

describe('merge methods', () => {
  it('fast-forward: 406 and need_rebase until rebased (PUT /rebase, 202), then the branch moves to the source head', async () => {
    const project = await newProject({ merge_method: 'ff' });
    await branch(project, 'ahead', [{ 'x.txt': 'x\n' }]);
    const behind = await openMr(project, 'ahead');
    expect(behind.detailed_merge_status).toBe('mergeable');
    // The target moves on: the merge request now needs a rebase.
    await branch(project, 'main', [{ 'm.txt': 'm\n' }]);
    const needsRebase = await waitFor(
      () => t.get(`/projects/${project.id}/merge_requests/${behind.iid}`),
      (r) => r.body.detailed_merge_status === 'need_rebase',
      'need_rebase',
    );
    expect(needsRebase.body.has_conflicts).toBe(false);
    const refused = await t.put(mergeUrl(project, behind.iid));
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual({ message: 'Branch cannot be merged' });

    const denied = await t.put(`/projects/${project.id}/merge_requests/${behind.iid}/rebase`, {
      token: reporter.token,
    });
    expect(denied.status).toBe(403);
    const rebase = await t.put(`/projects/${project.id}/merge_requests/${behind.iid}/rebase`);
    expect(rebase.status).toBe(202);
    expect(rebase.body).toEqual({ rebase_in_progress: true });
    const rebased = await waitFor(
      () =>
        t.get(`/projects/${project.id}/merge_requests/${behind.iid}`, {
          query: { include_rebase_in_progress: true },
        }),
      (r) => r.body.rebase_in_progress === false && r.body.detailed_merge_status === 'mergeable',
      'the rebase',
      15_000,
    );
    expect(rebased.body.merge_error).toBeNull();
    const mainHead = await headOf(project, 'main');
    const newHead = await headOf(project, 'ahead');
    expect(await parentsOf(project, newHead!)).toEqual([mainHead]);

    const merged = await t.put(mergeUrl(project, behind.iid), { body: { sha: newHead } });
    expect(merged.status, merged.text).toBe(200);
    expect(await headOf(project, 'main')).toBe(newHead);
    expect(merged.body.merge_commit_sha).toBe(newHead);
  });

  it('a rebase that conflicts sets merge_error and leaves the branch', async () => {
    const project = await newProject({ merge_method: 'ff' });
    const head = await branch(project, 'clash', [{ 'a.txt': 'one\n' }]);
    await branch(project, 'main', [{ 'a.txt': 'two\n' }]);
    const mr = await openMr(project, 'clash');
    expect((await t.put(`/projects/${project.id}/merge_requests/${mr.iid}/rebase`)).status).toBe(202);
    const failed = await waitFor(
      () => t.get(`/projects/${project.id}/merge_requests/${mr.iid}`),
      (r) => r.body.rebase_in_progress === false,
      'the rebase',
      15_000,
    );
    expect(failed.body.merge_error).toBe(
      'Rebase failed: Rebase locally, resolve all conflicts, then push the branch.',
    );
    expect(await headOf(project, 'clash')).toBe(head);
  });

  it('squash: one commit with the squash message, then a merge commit', async () => {
    const project = await newProject();
    const head = await branch(project, 'many', [{ 'p.txt': '1\n' }, { 'q.txt': '2\n' }]);
    const mr = await openMr(project, 'many', 'Many commits');
    const merged = await t.put(mergeUrl(project, mr.iid), {
      body: { squash: true, squash_commit_message: 'All in one' },
    });
    expect(merged.status, merged.text).toBe(200);
    const squash = merged.body.squash_commit_sha as string;
    expect(squash).toMatch(/^[0-9a-f]{40}$/);
    expect(merged.body.squash).toBe(true);
    expect(await parentsOf(project, squash)).toEqual([project.sha]);
    const commit = await t.get(`/projects/${project.id}/repository/commits/${squash}`);
    expect(commit.body.message).toBe('All in one\n');
    const mainHead = await headOf(project, 'main');
    expect(merged.body.merge_commit_sha).toBe(mainHead);
    expect(await parentsOf(project, mainHead!)).toEqual([project.sha, squash]);
    expect(squash).not.toBe(head);
    const tree = await t.get(`/projects/${project.id}/repository/tree`, { query: { ref: 'main' } });
    expect((tree.body as { name: string }[]).map((e) => e.name).sort()).toEqual([
      'README.md',
      'a.txt',
      'p.txt',
      'q.txt',
    ]);
  });

  it('squash_option never wins over squash=true; rebase_merge writes a merge commit on a rebased source', async () => {
    const project = await newProject({ merge_method: 'rebase_merge', squash_option: 'never' });
    const head = await branch(project, 'semi', [{ 's.txt': 's\n' }]);
    const mr = await openMr(project, 'semi');
    const merged = await t.put(mergeUrl(project, mr.iid), { body: { squash: true } });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.squash_commit_sha).toBeNull();
    const mainHead = await headOf(project, 'main');
    expect(await parentsOf(project, mainHead!)).toEqual([project.sha, head]);

    await branch(project, 'late', [{ 'l.txt': 'l\n' }], `${project.sha}`);
    const late = await openMr(project, 'late');
    expect(late.detailed_merge_status).toBe('need_rebase');
    expect((await t.put(mergeUrl(project, late.iid))).status).toBe(406);
  });
});

describe('merge_ref and auto-merge without a pipeline', () => {
  it('GET /merge_ref writes refs/merge-requests/:iid/merge', async () => {
    const project = await newProject();
    const head = await branch(project, 'refd', [{ 'r.txt': 'r\n' }]);
    const mr = await openMr(project, 'refd');
    const ref = await t.get(`/projects/${project.id}/merge_requests/${mr.iid}/merge_ref`);
    expect(ref.status, ref.text).toBe(200);
    expect(ref.body).toEqual({ commit_id: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(await parentsOf(project, ref.body.commit_id)).toEqual([project.sha, head]);
    // Nothing merged: main stays.
    expect(await headOf(project, 'main')).toBe(project.sha);
    const ls = await git(project.dir, ['ls-remote', 'origin', `refs/merge-requests/${mr.iid}/merge`]);
    expect(ls.stdout).toContain(ref.body.commit_id);
  });

  it('merge_when_pipeline_succeeds without a running pipeline merges at once; cancel without auto-merge is 405', async () => {
    const project = await newProject();
    await branch(project, 'now', [{ 'n.txt': 'n\n' }]);
    const mr = await openMr(project, 'now');
    const cancel = await t.post(
      `/projects/${project.id}/merge_requests/${mr.iid}/cancel_merge_when_pipeline_succeeds`,
    );
    expect(cancel.status).toBe(405);
    const merged = await t.put(mergeUrl(project, mr.iid), { body: { merge_when_pipeline_succeeds: true } });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({ state: 'merged', merge_when_pipeline_succeeds: false });
  });
});
