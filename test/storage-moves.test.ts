import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import {
  cleanupDirs,
  cloneUrl,
  commitFiles,
  git,
  gitFails,
  projectWithFiles,
  tempDir,
} from './support/git.ts';

let t: TestApp;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-moves-'));
  env = {
    DATA_DIR: dataDir,
    GIT_STORAGES: `default=${path.join(dataDir, 'default')},second=${path.join(dataDir, 'second')}`,
    REPOSITORY_STORAGES_WEIGHTED: 'default=100',
  };
  t = await startTestApp({ env });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Move = { id: number; state: string; source_storage_name: string; destination_storage_name: string };

async function waitForState(app: TestApp, moveId: number, states: string[]): Promise<Move> {
  for (let i = 0; i < 200; i++) {
    const move = (await app.get(`/project_repository_storage_moves/${moveId}`)).body as Move;
    if (states.includes(move.state)) return move;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`move ${moveId} never reached ${states.join(', ')}`);
}

function repoPath(app: TestApp, storage: string, projectId: number): string {
  return app.running.services.storages.repository(storage, { kind: 'project', id: projectId }).path;
}

/** Every ref of a repository with its target, as `git for-each-ref` prints them. */
async function refsOf(gitDir: string): Promise<string> {
  return (await git(gitDir, ['--git-dir', gitDir, 'for-each-ref', '--format=%(objectname) %(refname)']))
    .stdout;
}

describe('project repository storage moves', () => {
  it('copies, verifies, switches and cleans up, walking every state', async () => {
    const repo = await projectWithFiles(t, { 'README.md': '# moving\n' });
    await commitFiles(repo.dir, { 'b.txt': 'b\n' }, 'Second');
    await git(repo.dir, ['tag', 'v1']);
    await git(repo.dir, ['push', '--quiet', 'origin', 'main', 'v1']);
    const source = repoPath(t, 'default', repo.id);
    const refsBefore = await refsOf(source);

    const seen: string[] = [];
    const stop = t.running.services.bus.on('storage_move.state_changed', (e) => {
      if (e.payload.projectId === repo.id) seen.push(e.payload.state);
    });
    const created = await t.post(`/projects/${repo.id}/repository_storage_moves`, { body: {} });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      state: 'scheduled',
      source_storage_name: 'default',
      destination_storage_name: 'second',
      project: { id: repo.id, path_with_namespace: repo.fullPath },
    });
    const done = await waitForState(t, created.body.id, ['finished', 'failed']);
    expect(done.state).toBe('finished');
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(seen).toEqual(['scheduled', 'started', 'replicated', 'finished']);

    const destination = repoPath(t, 'second', repo.id);
    expect(await refsOf(destination)).toBe(refsBefore);
    await expect(fs.access(source)).rejects.toThrow();
    const project = await t.get(`/projects/${repo.id}`);
    expect(project.body.repository_storage).toBe('second');

    const clone = await tempDir();
    await git(clone, ['clone', '--quiet', await cloneUrl(t, repo.fullPath, ROOT_TOKEN), 'c']);
    expect(await fs.readFile(path.join(clone, 'c', 'b.txt'), 'utf8')).toBe('b\n');
    await commitFiles(path.join(clone, 'c'), { 'after.txt': 'after\n' }, 'After the move');
    await git(path.join(clone, 'c'), ['push', '--quiet', 'origin', 'main']);

    const list = await t.get(`/projects/${repo.id}/repository_storage_moves`);
    expect(list.body.map((m: Move) => m.id)).toEqual([created.body.id]);
    expect(
      (await t.get(`/project_repository_storage_moves`)).body.some((m: Move) => m.id === created.body.id),
    ).toBe(true);
    expect((await t.get(`/projects/${repo.id}/repository_storage_moves/${created.body.id}`)).body.state).toBe(
      'finished',
    );
  });

  it('keeps the project read-only while it moves: pushes and API writes are refused, reads work', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedStarted!: () => void;
    const started = new Promise<void>((resolve) => (reachedStarted = resolve));
    t.running.services.storageMoves.useStepHook(async (move, state) => {
      if (move.project.id === repo.id && state === 'started') {
        reachedStarted();
        await gate;
      }
    });
    try {
      const created = await t.post(`/projects/${repo.id}/repository_storage_moves`, {
        body: { destination_storage_name: 'second' },
      });
      await started;
      await commitFiles(repo.dir, { 'b.txt': 'b\n' }, 'During the move');
      const refused = await gitFails(repo.dir, ['push', 'origin', 'main']);
      expect(refused).toContain('The repository is temporarily read-only. Please try again later.');
      const write = await t.post(`/projects/${repo.id}/repository/branches`, {
        body: { branch: 'x', ref: 'main' },
      });
      expect(write.status).toBe(403);
      expect(write.body).toEqual({
        message: 'The repository is temporarily read-only. Please try again later.',
      });
      expect((await t.get(`/projects/${repo.id}/repository/tree`)).status).toBe(200);
      const again = await t.post(`/projects/${repo.id}/repository_storage_moves`, { body: {} });
      expect(again.status).toBe(400);

      release();
      expect((await waitForState(t, created.body.id, ['finished', 'failed'])).state).toBe('finished');
      await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    } finally {
      release();
      t.running.services.storageMoves.useStepHook(() => Promise.resolve());
    }
  });

  it('fails cleanly when the copy fails, leaving the project where it was', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const secondRoot = path.join(dataDir, 'second');
    t.running.services.storageMoves.useStepHook(async (move, state) => {
      if (move.project.id === repo.id && state === 'started') {
        // The destination directory cannot be created: a file is in the way.
        const blocker = path.dirname(path.dirname(repoPath(t, 'second', repo.id)));
        await fs.mkdir(path.dirname(blocker), { recursive: true });
        await fs.writeFile(blocker, 'in the way');
      }
    });
    try {
      const created = await t.post(`/projects/${repo.id}/repository_storage_moves`, {
        body: { destination_storage_name: 'second' },
      });
      expect((await waitForState(t, created.body.id, ['finished', 'failed'])).state).toBe('failed');
      const project = await t.get(`/projects/${repo.id}`);
      expect(project.body.repository_storage).toBe('default');
      expect((await t.get(`/projects/${repo.id}/repository/tree`)).status).toBe(200);
      await commitFiles(repo.dir, { 'b.txt': 'b\n' }, 'After the failure');
      await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    } finally {
      t.running.services.storageMoves.useStepHook(() => Promise.resolve());
      const blocker = path.dirname(path.dirname(repoPath(t, 'second', repo.id)));
      await fs.rm(blocker, { force: true });
      expect(secondRoot).toBeTruthy();
    }
  });

  it('resumes moves a crash interrupted, and finishes ones that were replicated', async () => {
    const interrupted = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const replicated = await projectWithFiles(t, { 'r.txt': 'r\n' });
    const em = t.running.orm.em.fork();
    const connection = em.getConnection();
    // A move stopped mid-copy: project read-only, a partial copy at the destination.
    await connection.execute(
      `insert into project_repository_storage_moves (project_id, state, source_storage_name, destination_storage_name, created_at, updated_at)
       values (${interrupted.id}, 'started', 'default', 'second', now(), now())`,
    );
    await connection.execute(`update projects set repository_read_only = true where id = ${interrupted.id}`);
    const partial = `${repoPath(t, 'second', interrupted.id)}.copying`;
    await fs.mkdir(partial, { recursive: true });
    await fs.writeFile(path.join(partial, 'HEAD'), 'garbage');
    // A move that switched the project but crashed before removing the source.
    await fs.cp(repoPath(t, 'default', replicated.id), repoPath(t, 'second', replicated.id), {
      recursive: true,
    });
    await connection.execute(
      `insert into project_repository_storage_moves (project_id, state, source_storage_name, destination_storage_name, created_at, updated_at)
       values (${replicated.id}, 'replicated', 'default', 'second', now(), now())`,
    );
    await connection.execute(`update projects set repository_storage = 'second' where id = ${replicated.id}`);

    const restarted = await startTestApp({ databaseUrl: t.running.services.config.DATABASE_URL!, env });
    try {
      await restarted.running.services.storageMoves.idle();
      const moves = (await restarted.get('/project_repository_storage_moves', { query: { per_page: '100' } }))
        .body as (Move & {
        project: { id: number };
      })[];
      const stateOf = (projectId: number) => moves.find((m) => m.project.id === projectId)?.state;
      expect(stateOf(interrupted.id)).toBe('finished');
      expect(stateOf(replicated.id)).toBe('finished');
      for (const id of [interrupted.id, replicated.id]) {
        const project = await restarted.get(`/projects/${id}`);
        expect(project.body.repository_storage).toBe('second');
        await expect(fs.access(repoPath(restarted, 'default', id))).rejects.toThrow();
        expect((await restarted.get(`/projects/${id}/repository/tree`)).status).toBe(200);
      }
      await expect(fs.access(partial)).rejects.toThrow();
      await commitFiles(interrupted.dir, { 'b.txt': 'b\n' }, 'After recovery');
      await git(interrupted.dir, ['push', '--quiet', 'origin', 'main']);
    } finally {
      await restarted.close();
    }
  });

  it('schedules a move when an administrator changes repository_storage', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const updated = await t.put(`/projects/${repo.id}`, { body: { repository_storage: 'second' } });
    expect(updated.status).toBe(200);
    await t.running.services.storageMoves.idle();
    const moves = await t.get(`/projects/${repo.id}/repository_storage_moves`);
    expect(moves.body).toEqual([
      expect.objectContaining({ state: 'finished', destination_storage_name: 'second' }),
    ]);
    expect((await t.get(`/projects/${repo.id}`)).body.repository_storage).toBe('second');
    expect((await t.get(`/projects/${repo.id}/repository/tree`)).status).toBe(200);

    // Administrators list the projects of a storage; for anyone else the filter means nothing.
    const ids = async (storage: string, token?: string) =>
      (
        (await t.get('/projects', { token, query: { repository_storage: storage, per_page: '100' } }))
          .body as {
          id: number;
        }[]
      ).map((p) => p.id);
    expect(await ids('second')).toContain(repo.id);
    expect(await ids('default')).not.toContain(repo.id);
    const outsider = await createUser(t);
    await t.put(`/projects/${repo.id}`, { body: { visibility: 'public' } });
    expect(await ids('default', outsider.token)).toContain(repo.id);
  });

  it('moves every project of a storage through the bulk endpoint (202), for administrators only', async () => {
    const member = await createUser(t);
    expect(
      (
        await t.post('/project_repository_storage_moves', {
          token: member.token,
          body: { source_storage_name: 'default' },
        })
      ).status,
    ).toBe(403);
    expect((await t.get('/project_repository_storage_moves', { token: member.token })).status).toBe(403);
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const bulk = await t.post('/project_repository_storage_moves', {
      body: { source_storage_name: 'default', destination_storage_name: 'second' },
    });
    expect(bulk.status).toBe(202);
    expect(bulk.body).toEqual({ message: '202 Accepted' });
    await t.running.services.storageMoves.idle();
    const project = await t.get(`/projects/${repo.id}`);
    expect(project.body.repository_storage).toBe('second');
    const remaining = await t.get('/projects', { query: { per_page: '100' } });
    expect(
      remaining.body.filter((p: { repository_storage: string }) => p.repository_storage === 'default'),
    ).toEqual([]);
    expect(
      (await t.post('/project_repository_storage_moves', { body: { source_storage_name: 'nope' } })).status,
    ).toBe(400);
  });
});
