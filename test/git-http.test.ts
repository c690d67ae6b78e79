import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import {
  cleanupDirs,
  cloneUrl,
  commitFiles,
  git,
  gitFails,
  projectWithFiles,
  tempDir,
  workTree,
} from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function createProject(visibility: string, body: Record<string, unknown> = {}) {
  const response = await t.post('/projects', {
    body: { name: `p-${Math.random().toString(36).slice(2, 8)}`, visibility, ...body },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; path_with_namespace: string; default_branch: string | null };
}

describe('git over HTTP', () => {
  it('pushes, clones and fetches with a token as the Basic password, and records the push', async () => {
    const project = await createProject('private');
    const pushed: unknown[] = [];
    const stop = t.running.services.bus.on('repository.pushed', (event) => pushed.push(event.payload));
    const dir = await workTree(t, project.path_with_namespace, ROOT_TOKEN, 'trunk');
    const first = await commitFiles(dir, { 'README.md': '# hello\n' }, 'First commit');
    const second = await commitFiles(dir, { 'src/app.txt': 'app\n' }, 'Second commit\n\nWith a body.');
    await git(dir, ['push', '--quiet', 'origin', 'trunk']);
    await git(dir, ['tag', 'v1.0.0']);
    await git(dir, ['push', '--quiet', 'origin', 'v1.0.0']);

    const clone = await tempDir();
    await git(clone, [
      'clone',
      '--quiet',
      await cloneUrl(t, project.path_with_namespace, ROOT_TOKEN),
      'copy',
    ]);
    const log = await git(path.join(clone, 'copy'), ['log', '--format=%H %s']);
    expect(log.stdout.trim().split('\n')).toEqual([`${second} Second commit`, `${first} First commit`]);
    expect(await fs.readFile(path.join(clone, 'copy', 'src/app.txt'), 'utf8')).toBe('app\n');

    // The first branch pushed becomes the default branch.
    const shown = await t.get(`/projects/${project.id}`);
    expect(shown.body.default_branch).toBe('trunk');
    expect(shown.body.empty_repo).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(pushed).toMatchObject([
      {
        projectId: project.id,
        ref: 'refs/heads/trunk',
        before: '0000000000000000000000000000000000000000',
        after: second,
        totalCommitsCount: 2,
        commits: [
          { id: second, title: 'Second commit', author: { email: 'author@example.com' } },
          { id: first, title: 'First commit' },
        ],
      },
      { projectId: project.id, ref: 'refs/tags/v1.0.0', after: second },
    ]);
  });

  it('serves public repositories to anonymous clients and challenges them on private ones', async () => {
    const open = await projectWithFiles(t, { 'a.txt': 'a' }, { visibility: 'public' });
    const closed = await projectWithFiles(t, { 'b.txt': 'b' }, { visibility: 'private' });
    const dir = await tempDir();
    await git(dir, ['clone', '--quiet', await cloneUrl(t, open.fullPath), 'open']);
    expect(await fs.readFile(path.join(dir, 'open', 'a.txt'), 'utf8')).toBe('a');

    const denied = await gitFails(dir, ['clone', await cloneUrl(t, closed.fullPath), 'closed']);
    expect(denied).toMatch(/Authentication failed|could not read Username/);
    const response = await t.request('GET', `/${closed.fullPath}.git/info/refs?service=git-upload-pack`, {
      token: null,
    });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic/);

    // Signed in but not a member: the project does not exist for them.
    const hidden = await gitFails(dir, ['clone', await cloneUrl(t, closed.fullPath, outsider.token), 'x']);
    expect(hidden).toMatch(/could not be found or you don't have permission/);
    // Anonymous pushes to a public project are asked for credentials.
    const anonymousPush = await t.request('GET', `/${open.fullPath}.git/info/refs?service=git-receive-pack`, {
      token: null,
    });
    expect(anonymousPush.status).toBe(401);
  });

  it('lets developers push to unprotected branches and refuses reporters', async () => {
    const project = await projectWithFiles(t, { 'a.txt': 'a' });
    await addMember(t, 'projects', project.id, developer.id, 30);
    await addMember(t, 'projects', project.id, reporter.id, 20);

    const asReporter = await tempDir();
    await git(asReporter, ['clone', '--quiet', await cloneUrl(t, project.fullPath, reporter.token), 'r']);
    const reporterTree = path.join(asReporter, 'r');
    await commitFiles(reporterTree, { 'r.txt': 'r' }, 'Reporter change');
    const refused = await gitFails(reporterTree, ['push', 'origin', 'HEAD:main']);
    expect(refused).toMatch(/You are not allowed to push code to this project/);

    const asDeveloper = await tempDir();
    await git(asDeveloper, ['clone', '--quiet', await cloneUrl(t, project.fullPath, developer.token), 'd']);
    const developerTree = path.join(asDeveloper, 'd');
    const sha = await commitFiles(developerTree, { 'd.txt': 'd' }, 'Developer change');
    // The default branch is protected: maintainers only.
    const protectedRefusal = await gitFails(developerTree, ['push', 'origin', 'HEAD:main']);
    expect(protectedRefusal).toContain(
      'You are not allowed to push code to protected branches on this project.',
    );
    await git(developerTree, ['push', '--quiet', 'origin', 'HEAD:feature']);
    const remote = await git(developerTree, ['ls-remote', 'origin', 'refs/heads/feature']);
    expect(remote.stdout.split('\t')[0]).toBe(sha);
  });

  it('refuses tokens without a repository scope', async () => {
    const project = await projectWithFiles(t, { 'a.txt': 'a' });
    const readUser = await createUser(t, {}, ['read_user']);
    await addMember(t, 'projects', project.id, readUser.id, 30);
    const dir = await tempDir();
    const refused = await gitFails(dir, ['clone', await cloneUrl(t, project.fullPath, readUser.token), 'x']);
    expect(refused).toMatch(/403|higher privileges/);
  });

  it('refuses pushes while the repository is read-only, with a message saying so', async () => {
    const project = await projectWithFiles(t, { 'a.txt': 'a' });
    await t.running.orm.em
      .fork()
      .getConnection()
      .execute(`update projects set repository_read_only = true where id = ${project.id}`);
    await commitFiles(project.dir, { 'b.txt': 'b' }, 'During the move');
    const refused = await gitFails(project.dir, ['push', 'origin', 'HEAD:main']);
    expect(refused).toContain('The repository is temporarily read-only. Please try again later.');
    // Reads still work.
    const dir = await tempDir();
    await git(dir, ['clone', '--quiet', await cloneUrl(t, project.fullPath, ROOT_TOKEN), 'copy']);
  });

  it('creates the repository with the project (a README when asked) and removes it with the project', async () => {
    const project = await createProject('private', { initialize_with_readme: true });
    expect(project.default_branch).toBe('main');
    const dir = await tempDir();
    await git(dir, ['clone', '--quiet', await cloneUrl(t, project.path_with_namespace, ROOT_TOKEN), 'copy']);
    expect(await fs.readFile(path.join(dir, 'copy', 'README.md'), 'utf8')).toMatch(/^# p-/);

    const repoPath = await t.run(async () => {
      const services = t.running.services;
      const subject = await services.projects.find(
        await services.authentication.authenticate({ privateToken: ROOT_TOKEN }),
        project.id,
      );
      return services.repositories.repository(subject.project).path;
    });
    await expect(fs.access(path.join(repoPath, 'HEAD'))).resolves.toBeUndefined();
    expect((await t.delete(`/projects/${project.id}`)).status).toBe(202);
    await expect(fs.access(repoPath)).rejects.toThrow();
  });

  it("places new repositories by storage weight and honours an administrator's choice", async () => {
    const app = await startTestApp({
      env: { GIT_STORAGES: 'default=repos-a,second=repos-b', REPOSITORY_STORAGES_WEIGHTED: 'second=100' },
    });
    try {
      const picked = await app.post('/projects', { body: { name: 'weighted' } });
      expect(picked.body.repository_storage).toBe('second');
      const chosen = await app.post('/projects', { body: { name: 'chosen', repository_storage: 'default' } });
      expect(chosen.body.repository_storage).toBe('default');
      const unknown = await app.post('/projects', { body: { name: 'unknown', repository_storage: 'nope' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/repository_storage/);
      expect((await app.get('/projects', { query: { search: 'unknown' } })).body).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
