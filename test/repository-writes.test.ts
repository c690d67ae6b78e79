import fs from 'node:fs/promises';
import path from 'node:path';
import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, cloneUrl, commitFiles, git, projectWithFiles, tempDir } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let reporter: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  reporter = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function emptyProject(visibility = 'private') {
  const created = await t.post('/projects', {
    body: { name: `w-${Math.random().toString(36).slice(2, 8)}`, visibility },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; path_with_namespace: string };
}

async function cloneOf(fullPath: string): Promise<string> {
  const dir = await tempDir();
  await git(dir, ['clone', '--quiet', await cloneUrl(t, fullPath, ROOT_TOKEN), 'work']);
  return path.join(dir, 'work');
}

describe('commits with file actions', () => {
  it('creates the first commit of an empty repository, then commits every action kind', async () => {
    const project = await emptyProject();
    const pushed: { ref: string; before: string; after: string }[] = [];
    const stop = t.running.services.bus.on('repository.pushed', (e) => pushed.push(e.payload));
    const first = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Initial commit',
        actions: [
          { action: 'create', file_path: 'README.md', content: '# hi\n' },
          { action: 'create', file_path: 'bin/run.sh', content: 'ZWNobyBoaQo=', encoding: 'base64' },
          { action: 'create', file_path: 'old.txt', content: 'old\n' },
        ],
      },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      title: 'Initial commit',
      parent_ids: [],
      stats: { additions: 3, deletions: 0, total: 3 },
    });

    const second = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Every action',
        author_name: 'Ada',
        author_email: 'ada@example.com',
        actions: [
          { action: 'update', file_path: 'README.md', content: '# hello\n' },
          { action: 'move', file_path: 'new.txt', previous_path: 'old.txt' },
          { action: 'chmod', file_path: 'bin/run.sh', execute_filemode: true },
          { action: 'create', file_path: 'gone.txt', content: 'x' },
        ],
      },
    });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({
      parent_ids: [first.body.id],
      author_name: 'Ada',
      author_email: 'ada@example.com',
    });
    const third = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Delete',
        actions: [{ action: 'delete', file_path: 'gone.txt' }],
      },
    });
    expect(third.status).toBe(201);
    // An update and a move that say nothing of the mode keep the file's: still executable.
    const fourth = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Keep modes',
        actions: [
          { action: 'update', file_path: 'bin/run.sh', content: 'echo hey\n' },
          { action: 'move', file_path: 'bin/start.sh', previous_path: 'bin/run.sh' },
        ],
      },
    });
    expect(fourth.status, fourth.text).toBe(201);

    const work = await cloneOf(project.path_with_namespace);
    expect(await fs.readFile(path.join(work, 'README.md'), 'utf8')).toBe('# hello\n');
    expect(await fs.readFile(path.join(work, 'new.txt'), 'utf8')).toBe('old\n');
    expect(await fs.readFile(path.join(work, 'bin/start.sh'), 'utf8')).toBe('echo hey\n');
    expect((await fs.stat(path.join(work, 'bin/start.sh'))).mode & 0o111).not.toBe(0);
    await expect(fs.access(path.join(work, 'bin/run.sh'))).rejects.toThrow();
    await expect(fs.access(path.join(work, 'old.txt'))).rejects.toThrow();
    await expect(fs.access(path.join(work, 'gone.txt'))).rejects.toThrow();
    expect((await git(work, ['log', '--format=%an %s'])).stdout.trim().split('\n')).toEqual([
      'Administrator Keep modes',
      'Administrator Delete',
      'Ada Every action',
      'Administrator Initial commit',
    ]);
    stop();
    expect(pushed.map((p) => p.after)).toEqual([
      first.body.id,
      second.body.id,
      third.body.id,
      fourth.body.id,
    ]);
  });

  it('refuses bad actions with 400 and writes nothing', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const before = (await t.get(`/projects/${repo.id}/repository/branches/main`)).body.commit.id;
    const exists = await t.post(`/projects/${repo.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'x',
        actions: [
          { action: 'create', file_path: 'b.txt', content: 'b' },
          { action: 'create', file_path: 'a.txt', content: 'again' },
        ],
      },
    });
    expect(exists.status).toBe(400);
    expect(exists.body.message).toContain('A file with this name already exists');
    const missing = await t.post(`/projects/${repo.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'x',
        actions: [{ action: 'update', file_path: 'nope', content: '' }],
      },
    });
    expect(missing.body.message).toContain("A file with this name doesn't exist");
    const escape = await t.post(`/projects/${repo.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'x',
        actions: [{ action: 'create', file_path: '../x', content: '' }],
      },
    });
    expect(escape.status).toBe(400);
    expect((await t.get(`/projects/${repo.id}/repository/branches/main`)).body.commit.id).toBe(before);
  });

  it('starts a new branch from start_branch, and reporters may not commit', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const created = await t.post(`/projects/${repo.id}/repository/commits`, {
      body: {
        branch: 'topic',
        start_branch: 'main',
        commit_message: 'On a topic',
        actions: [{ action: 'create', file_path: 't.txt', content: 't' }],
      },
    });
    expect(created.body.parent_ids).toEqual([repo.sha]);
    await addMember(t, 'projects', repo.id, reporter.id, 20);
    const refused = await t.post(`/projects/${repo.id}/repository/commits`, {
      token: reporter.token,
      body: {
        branch: 'main',
        commit_message: 'x',
        actions: [{ action: 'create', file_path: 'r', content: '' }],
      },
    });
    expect(refused.status).toBe(403);
  });

  it('lists history like git log, and reads one commit, its diff and refs', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    for (let i = 0; i < 4; i++) await commitFiles(repo.dir, { [`f${i}.txt`]: `${i}\n` }, `Commit ${i}`);
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    const page = await t.get(`/projects/${repo.id}/repository/commits`, {
      query: { per_page: '2', page: '2' },
    });
    const log = (await git(repo.dir, ['log', '--format=%H'])).stdout.trim().split('\n');
    expect(page.body.map((c: { id: string }) => c.id)).toEqual(log.slice(2, 4));
    expect(page.headers['x-total']).toBe('5');
    expect(page.headers['x-next-page']).toBe('3');
    const byPath = await t.get(`/projects/${repo.id}/repository/commits`, { query: { path: 'f1.txt' } });
    expect(byPath.body).toHaveLength(1);

    const one = await t.get(`/projects/${repo.id}/repository/commits/${log[0]}`);
    expect(one.body).toMatchObject({
      id: log[0],
      title: 'Commit 3',
      stats: { additions: 1, deletions: 0, total: 1 },
    });
    const diff = await t.get(`/projects/${repo.id}/repository/commits/${log[0]}/diff`);
    expect(diff.body).toEqual([
      expect.objectContaining({ new_path: 'f3.txt', new_file: true, diff: '@@ -0,0 +1 @@\n+3\n' }),
    ]);
    await git(repo.dir, ['tag', 'v1', log[1]!]);
    await git(repo.dir, ['push', '--quiet', 'origin', 'v1']);
    const refs = await t.get(`/projects/${repo.id}/repository/commits/${log[1]}/refs`);
    expect(refs.body).toEqual([
      { type: 'branch', name: 'main' },
      { type: 'tag', name: 'v1' },
    ]);
    expect((await t.get(`/projects/${repo.id}/repository/commits/${'f'.repeat(40)}`)).body).toEqual({
      message: '404 Commit Not Found',
    });
  });
});

describe('branches and tags', () => {
  it('creates, lists, reads and deletes branches', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const created = await t.post(`/projects/${repo.id}/repository/branches`, {
      body: { branch: 'feature/x', ref: 'main' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'feature/x',
      merged: true,
      default: false,
      protected: false,
      can_push: true,
    });
    expect(created.body.commit.id).toBe(repo.sha);
    expect(
      (
        await t.post(`/projects/${repo.id}/repository/branches`, {
          body: { branch: 'feature/x', ref: 'main' },
        })
      ).body,
    ).toEqual({
      message: 'Branch already exists',
    });
    expect(
      (
        await t.post(`/projects/${repo.id}/repository/branches`, {
          body: { branch: 'bad..name', ref: 'main' },
        })
      ).body,
    ).toEqual({
      message: 'Branch name is invalid',
    });
    expect(
      (await t.post(`/projects/${repo.id}/repository/branches`, { body: { branch: 'y', ref: 'nope' } })).body,
    ).toEqual({
      message: 'Invalid reference name',
    });

    const one = await t.get(`/projects/${repo.id}/repository/branches/${encodeURIComponent('feature/x')}`);
    expect(one.body.name).toBe('feature/x');
    const list = await t.get(`/projects/${repo.id}/repository/branches`, { query: { search: 'feat' } });
    expect(list.body.map((b: { name: string }) => b.name)).toEqual(['feature/x']);
    const remote = (await git(repo.dir, ['ls-remote', '--heads', 'origin'])).stdout;
    expect(remote).toContain('refs/heads/feature/x');

    expect((await t.delete(`/projects/${repo.id}/repository/branches/main`)).body).toEqual({
      message: 'The default branch of a project cannot be deleted.',
    });
    expect(
      (await t.delete(`/projects/${repo.id}/repository/branches/${encodeURIComponent('feature/x')}`)).status,
    ).toBe(204);
    expect(
      (await t.get(`/projects/${repo.id}/repository/branches/${encodeURIComponent('feature/x')}`)).body,
    ).toEqual({
      message: '404 Branch Not Found',
    });
  });

  it('moves the repository HEAD with the default branch, so clones check it out', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    await t.post(`/projects/${repo.id}/repository/branches`, { body: { branch: 'develop', ref: 'main' } });
    const updated = await t.put(`/projects/${repo.id}`, { body: { default_branch: 'develop' } });
    expect(updated.body.default_branch).toBe('develop');
    const head = (await git(repo.dir, ['ls-remote', '--symref', 'origin', 'HEAD'])).stdout;
    expect(head).toContain('ref: refs/heads/develop\tHEAD');
    expect((await t.get(`/projects/${repo.id}/repository/branches/develop`)).body.default).toBe(true);
  });

  it('creates lightweight and annotated tags that git sees', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const light = await t.post(`/projects/${repo.id}/repository/tags`, {
      body: { tag_name: 'v1.0.0', ref: 'main' },
    });
    expect(light.status).toBe(201);
    expect(light.body).toMatchObject({ name: 'v1.0.0', target: repo.sha, message: '', release: null });
    const annotated = await t.post(`/projects/${repo.id}/repository/tags`, {
      body: { tag_name: 'v1.1.0', ref: repo.sha, message: 'Release 1.1' },
    });
    expect(annotated.body).toMatchObject({
      name: 'v1.1.0',
      message: 'Release 1.1',
      commit: { id: repo.sha },
    });
    expect(annotated.body.target).not.toBe(repo.sha);
    await git(repo.dir, ['fetch', '--quiet', '--tags', 'origin']);
    expect((await git(repo.dir, ['cat-file', '-t', 'v1.1.0'])).stdout.trim()).toBe('tag');
    expect((await git(repo.dir, ['tag', '-l', '-n1', 'v1.1.0'])).stdout).toContain('Release 1.1');

    const list = await t.get(`/projects/${repo.id}/repository/tags`, {
      query: { order_by: 'name', sort: 'asc' },
    });
    expect(list.body.map((tag: { name: string }) => tag.name)).toEqual(['v1.0.0', 'v1.1.0']);
    expect(
      (await t.post(`/projects/${repo.id}/repository/tags`, { body: { tag_name: 'v1.0.0', ref: 'main' } }))
        .body,
    ).toEqual({
      message: 'Tag v1.0.0 already exists',
    });
    expect((await t.delete(`/projects/${repo.id}/repository/tags/v1.0.0`)).status).toBe(204);
    expect((await t.get(`/projects/${repo.id}/repository/tags/v1.0.0`)).status).toBe(404);
  });
});

describe('repository files', () => {
  it('creates, reads, updates and deletes a file, guarding against stale updates', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const file = encodeURIComponent('docs/notes.md');
    const created = await t.post(`/projects/${repo.id}/repository/files/${file}`, {
      body: { branch: 'main', content: 'notes\n', commit_message: 'Add notes' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ file_path: 'docs/notes.md', branch: 'main' });
    expect(
      (
        await t.post(`/projects/${repo.id}/repository/files/${file}`, {
          body: { branch: 'main', content: 'x', commit_message: 'Again' },
        })
      ).body.message,
    ).toContain('A file with this name already exists');

    const read = await t.get(`/projects/${repo.id}/repository/files/${file}`, { query: { ref: 'main' } });
    expect(read.body).toMatchObject({
      file_name: 'notes.md',
      file_path: 'docs/notes.md',
      size: 6,
      encoding: 'base64',
      ref: 'main',
    });
    expect(Buffer.from(read.body.content as string, 'base64').toString()).toBe('notes\n');
    expect(read.headers['x-gitlab-last-commit-id']).toBe(read.body.last_commit_id);
    const raw = await t.get(`/projects/${repo.id}/repository/files/${file}/raw`);
    expect(raw.text).toBe('notes\n');

    const stale = await t.put(`/projects/${repo.id}/repository/files/${file}`, {
      body: { branch: 'main', content: 'y', commit_message: 'Stale', last_commit_id: repo.sha },
    });
    expect(stale.body).toEqual({
      message: 'You are attempting to update a file that has changed since you started editing it.',
    });
    const updated = await t.put(`/projects/${repo.id}/repository/files/${file}`, {
      body: {
        branch: 'main',
        content: 'bm90ZXMgMgo=',
        encoding: 'base64',
        commit_message: 'Update',
        last_commit_id: read.body.last_commit_id,
      },
    });
    expect(updated.status).toBe(200);
    expect(
      (await t.get(`/projects/${repo.id}/repository/files/${file}/raw`, { query: { ref: 'main' } })).text,
    ).toBe('notes 2\n');
    expect(
      (
        await t.delete(`/projects/${repo.id}/repository/files/${file}`, {
          body: { branch: 'main', commit_message: 'Remove' },
        })
      ).status,
    ).toBe(204);
    expect(
      (await t.get(`/projects/${repo.id}/repository/files/${file}`, { query: { ref: 'main' } })).body,
    ).toEqual({
      message: '404 File Not Found',
    });
    await git(repo.dir, ['pull', '--quiet', 'origin', 'main']);
    expect((await git(repo.dir, ['log', '--format=%s', '-3'])).stdout.trim().split('\n')).toEqual([
      'Remove',
      'Update',
      'Add notes',
    ]);
  });

  it('refuses a file path through . or .. with 400, whatever else the repository holds', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n', 'dir/b.txt': 'b\n' });
    for (const path of ['../../etc/passwd', 'dir/../a.txt', './a.txt', 'dir/./b.txt']) {
      for (const suffix of ['', '/raw']) {
        const read = await t.get(
          `/projects/${repo.id}/repository/files/${encodeURIComponent(path)}${suffix}`,
          { query: { ref: 'main' } },
        );
        expect([path, suffix, read.status, read.body]).toEqual([
          path,
          suffix,
          400,
          { message: '400 Bad request - file_path should be a valid file path' },
        ]);
      }
    }
    // The repository's readers are unharmed: the file next door still reads.
    expect((await t.get(`/projects/${repo.id}/repository/files/a.txt/raw`)).text).toBe('a\n');
  });

  it('works through @gitbeaker/rest', async () => {
    const project = await emptyProject();
    const api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
    await api.RepositoryFiles.create(project.id, 'hello.txt', 'main', 'hello\n', 'Add hello');
    const file = await api.RepositoryFiles.show(project.id, 'hello.txt', 'main');
    expect(Buffer.from(file.content, 'base64').toString()).toBe('hello\n');
    await api.Branches.create(project.id, 'dev', 'main');
    const branches = await api.Branches.all(project.id);
    expect(branches.map((b) => b.name).sort()).toEqual(['dev', 'main']);
    const commits = await api.Commits.all(project.id, { refName: 'dev' });
    expect(commits.map((c) => c.title)).toEqual(['Add hello']);
    await api.Tags.create(project.id, 'v0.1.0', 'main');
    expect((await api.Tags.all(project.id)).map((tag) => tag.name)).toEqual(['v0.1.0']);
  });
});
