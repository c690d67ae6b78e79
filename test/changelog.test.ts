import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

interface Repo {
  id: number;
  fullPath: string;
  dir: string;
  sha: string;
}

/** A commit whose message ends with trailers. */
async function change(repo: Repo, file: string, title: string, trailers: Record<string, string> = {}) {
  const lines = Object.entries(trailers).map(([k, v]) => `${k}: ${v}`);
  const message = lines.length > 0 ? `${title}\n\n${lines.join('\n')}` : title;
  return commitFiles(repo.dir, { [file]: `${title}\n` }, message);
}

async function push(repo: Repo, ...refs: string[]) {
  await git(repo.dir, ['push', '--quiet', 'origin', 'main', ...refs]);
}

const DATE = '2026-11-20T10:00:00Z';

describe('changelog', () => {
  it('groups commits since the last stable tag by their Changelog trailer (rule 1)', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    await change(repo, 'old.txt', 'Before the release', { Changelog: 'added' });
    await git(repo.dir, ['tag', 'v1.0.0']);
    await change(repo, 'pre.txt', 'Pre-release work', { Changelog: 'fixed' });
    await git(repo.dir, ['tag', 'v1.0.1-rc.1']);
    const a = await change(repo, 'a.txt', 'Add the widget', { Changelog: 'added' });
    const f = await change(repo, 'f.txt', 'Fix the crash', { Changelog: 'fixed' });
    await change(repo, 'n.txt', 'No trailer here');
    const b = await change(repo, 'b.txt', 'Add the gadget', { Changelog: 'added' });
    await change(repo, 'o.txt', 'Wrong case', { changelog: 'added' });
    await push(repo, '--tags');

    const response = await t.get(`/projects/${repo.id}/repository/changelog`, {
      query: { version: '1.1.0', date: DATE },
    });
    expect(response.status, response.text).toBe(200);
    const p = repo.fullPath;
    expect(response.body.notes).toBe(
      `## 1.1.0 (2026-11-20)\n\n` +
        `### fixed (2 changes)\n\n` +
        `- [Pre-release work](${p}@${(await git(repo.dir, ['rev-parse', 'v1.0.1-rc.1'])).stdout.trim()})\n` +
        `- [Fix the crash](${p}@${f})\n\n` +
        `### added (2 changes)\n\n` +
        `- [Add the widget](${p}@${a})\n` +
        `- [Add the gadget](${p}@${b})\n\n`,
    );
  });

  it('honours from, to, a custom trailer and the config file categories', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    const start = await change(repo, 'a.txt', 'Start', { Type: 'feature' });
    const mid = await change(repo, 'b.txt', 'Middle', { Type: 'feature', Changelog: 'added' });
    const end = await change(repo, 'c.txt', 'End', { Type: 'bug' });
    await change(repo, 'd.txt', 'After', { Type: 'bug' });
    await commitFiles(
      repo.dir,
      { '.service/changelog_config.yml': 'categories:\n  feature: Features\n  bug: Bug fixes\n' },
      'Config',
    );
    await push(repo);
    const response = await t.get(`/projects/${repo.id}/repository/changelog`, {
      query: { version: 'v2.0.0', from: start, to: end, trailer: 'Type', date: DATE },
    });
    expect(response.body.notes).toBe(
      `## 2.0.0 (2026-11-20)\n\n### Features (1 change)\n\n- [Middle](${repo.fullPath}@${mid})\n\n### Bug fixes (1 change)\n\n- [End](${repo.fullPath}@${end})\n\n`,
    );
  });

  it('refuses a missing start when no tag qualifies (rule 2), and a bad version', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    await git(repo.dir, ['tag', 'v3.0.0']);
    await push(repo, '--tags');
    const noStart = await t.get(`/projects/${repo.id}/repository/changelog`, { query: { version: '1.0.0' } });
    expect(noStart.status).toBe(400);
    expect(noStart.body).toEqual({
      message: 'The commit start range is unspecified, and no previous tag could be found to use instead',
    });
    const bad = await t.post(`/projects/${repo.id}/repository/changelog`, { body: { version: 'one' } });
    expect(bad.status).toBe(400);
  });

  it('commits the section into the file in version order, as the data variant shows it (rule 3)', async () => {
    const repo = await projectWithFiles(t, {
      'CHANGELOG.md': '# Changelog\n\n## 1.2.0 (2026-01-02)\n\nNewer.\n\n## 1.0.0 (2026-01-01)\n\nOlder.\n',
    });
    await git(repo.dir, ['tag', '1.0.0']);
    const added = await change(repo, 'x.txt', 'Add x', { Changelog: 'added' });
    await push(repo, '--tags');
    const data = await t.get(`/projects/${repo.id}/repository/changelog`, {
      query: { version: '1.1.0', date: DATE },
    });
    const posted = await t.post(`/projects/${repo.id}/repository/changelog`, {
      body: { version: '1.1.0', date: DATE },
    });
    expect(posted.status, posted.text).toBe(200);
    await git(repo.dir, ['pull', '--quiet', 'origin', 'main']);
    const file = (await git(repo.dir, ['show', 'HEAD:CHANGELOG.md'])).stdout;
    expect(file).toBe(
      `# Changelog\n\n## 1.2.0 (2026-01-02)\n\nNewer.\n\n${data.body.notes.replace(/\n+$/, '\n')}\n## 1.0.0 (2026-01-01)\n\nOlder.\n`,
    );
    expect(file).toContain(`- [Add x](${repo.fullPath}@${added})`);
    expect((await git(repo.dir, ['log', '-1', '--format=%s'])).stdout.trim()).toBe(
      'Add changelog for version 1.1.0',
    );
  });

  it('appends at the end when the file has no readable version headers, and creates a missing file', async () => {
    const repo = await projectWithFiles(t, { 'NOTES.md': '# Notes\n\nRelease one\n' });
    const first = (await git(repo.dir, ['rev-parse', 'HEAD'])).stdout.trim();
    await change(repo, 'y.txt', 'Add y', { Changelog: 'added' });
    await push(repo);
    await t.post(`/projects/${repo.id}/repository/changelog`, {
      body: { version: '1.0.0', from: first, file: 'NOTES.md', message: 'Notes for 1.0.0', date: DATE },
    });
    await t.post(`/projects/${repo.id}/repository/changelog`, {
      body: { version: '1.0.0', from: first, date: DATE },
    });
    await git(repo.dir, ['pull', '--quiet', 'origin', 'main']);
    const notes = (await git(repo.dir, ['show', 'HEAD:NOTES.md'])).stdout;
    expect(notes.startsWith('# Notes\n\nRelease one\n\n## 1.0.0 (2026-11-20)\n')).toBe(true);
    expect(
      (await git(repo.dir, ['show', 'HEAD:CHANGELOG.md'])).stdout.startsWith('## 1.0.0 (2026-11-20)\n'),
    ).toBe(true);
    expect((await git(repo.dir, ['log', '-2', '--format=%s'])).stdout.trim().split('\n')).toEqual([
      'Add changelog for version 1.0.0',
      'Notes for 1.0.0',
    ]);
  });

  it('leaves reverted commits out, and lets reporters read but not commit', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    const base = (await git(repo.dir, ['rev-parse', 'HEAD'])).stdout.trim();
    const bad = await change(repo, 'z.txt', 'Add z', { Changelog: 'added' });
    await git(repo.dir, ['revert', '--no-edit', bad]);
    await push(repo);
    const notes = await t.get(`/projects/${repo.id}/repository/changelog`, {
      query: { version: '1.0.0', from: base, date: DATE },
    });
    expect(notes.body.notes).toBe('## 1.0.0 (2026-11-20)\n\nNo changes.\n');

    const reporter = await createUser(t);
    await addMember(t, 'projects', repo.id, reporter.id, 20);
    expect(
      (
        await t.get(`/projects/${repo.id}/repository/changelog`, {
          token: reporter.token,
          query: { version: '1.0.0', from: base },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.post(`/projects/${repo.id}/repository/changelog`, {
          token: reporter.token,
          body: { version: '1.0.0', from: base },
        })
      ).status,
    ).toBe(403);
  });
});
